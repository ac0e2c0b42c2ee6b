/**
 * The lists the API refers to without showing their shapes: the pagination envelope (current_page,
 * total_pages, total, per_page, from, to) with the list's result key, default 10 a page, the
 * sandbox README's largest pages. Item shapes are the sandbox's choice and are checked against its schemas.
 */
import type { z } from 'zod';
import { items, responses } from '../../sandbox/schemas';
import { expectListEnvelope, expectSchema, firstPageOfTen, Json, useSandbox } from './helpers';

const sandbox = useSandbox();

interface ListCase {
	path: string;
	resultKey: string;
	largestPage: number;
	item: z.ZodTypeAny;
	response: z.ZodTypeAny;
}

const LISTS: ListCase[] = [
	{
		path: '/api/v1/assets',
		resultKey: 'assets',
		largestPage: 100,
		item: items.asset,
		response: responses.assetList,
	},
	{
		path: '/api/v1/team-users',
		resultKey: 'users',
		largestPage: 100,
		item: items.teamUser,
		response: responses.teamUserList,
	},
	{
		path: '/api/v1/itad/orders',
		resultKey: 'orders',
		largestPage: 100,
		item: items.itadOrder,
		response: responses.itadOrderList,
	},
	{
		path: '/api/v1/deployment/orders',
		resultKey: 'orders',
		largestPage: 100,
		item: items.deploymentOrder,
		response: responses.deploymentOrderList,
	},
	{
		path: '/api/v1/tickets',
		resultKey: 'data',
		largestPage: 100,
		item: items.ticket,
		response: responses.ticketList,
	},
	{
		path: '/api/v1/legal-hold/active-holds',
		resultKey: 'data',
		largestPage: 100,
		item: items.legalHold,
		response: responses.activeLegalHoldList,
	},
	{
		path: '/api/v1/recover/campaigns',
		resultKey: 'campaigns',
		largestPage: 25,
		item: items.campaignListItem,
		response: responses.campaignList,
	},
	{
		path: '/api/v1/countries',
		resultKey: 'countries',
		largestPage: 100,
		item: items.country,
		response: responses.countryList,
	},
];

describe.each(LISTS)('$path', ({ path, resultKey, largestPage, item, response }) => {
	test(`answers the pagination envelope with ${resultKey}, 10 per page by default`, async () => {
		const result = await sandbox.get(path);
		expect(result.status).toBe(200);
		expectListEnvelope(result.body, resultKey);
		const total = result.body.total;
		expect(total).toBeGreaterThan(0);
		expect(result.body).toMatchObject(firstPageOfTen(total));
		expect(result.body[resultKey]).toHaveLength(Math.min(10, total));
		expectSchema(response, result.body);
	});

	test(`a limit above ${largestPage} is answered with ${largestPage} per page`, async () => {
		const result = await sandbox.get(path, { limit: 1000 });
		expect(result.body.per_page).toBe(largestPage);
		expect(result.body[resultKey]).toHaveLength(Math.min(largestPage, result.body.total));
	});

	test('pages of 7 walk every record once, from and to counting rows', async () => {
		const seen: Json[] = [];
		let total = 0;
		for (let page = 1; ; page++) {
			const result = await sandbox.get(path, { page, limit: 7 });
			total = result.body.total;
			const rows = result.body[resultKey];
			if (rows.length > 0) {
				expect(result.body.from).toBe((page - 1) * 7 + 1);
				expect(result.body.to).toBe((page - 1) * 7 + rows.length);
			}
			seen.push(...rows);
			if (page >= result.body.total_pages) break;
		}
		expect(seen).toHaveLength(total);
		const keyOf = (row: Json) => JSON.stringify(row.id ?? row.campaign_number ?? row.code);
		expect(new Set(seen.map(keyOf)).size).toBe(total);
		for (const row of seen) expectSchema(item, row);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('GET', path);
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});

describe('/api/v1/countries', () => {
	test('carries is_state_required per country: true for US, false for GB', async () => {
		const result = await sandbox.get('/api/v1/countries', { limit: 100 });
		const byCode = new Map(result.body.countries.map((country: Json) => [country.code, country]));
		expect(byCode.get('US')).toMatchObject({ is_state_required: true });
		expect(byCode.get('GB')).toMatchObject({ is_state_required: false });
	});
});

describe('/api/v1/device-hub/inventory (the inventory list)', () => {
	test('answers the pagination envelope with products titled as place-order expects', async () => {
		const result = await sandbox.get('/api/v1/device-hub/inventory');
		expect(result.status).toBe(200);
		expectListEnvelope(result.body, 'products');
		expect(result.body.products.length).toBeGreaterThan(0);
		for (const product of result.body.products) expect(typeof product.title).toBe('string');
		expectSchema(responses.inventoryList, result.body);
	});
});
