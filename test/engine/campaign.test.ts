import type { IDataObject } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { listSearch } from './harness';
import { returnAllPages, useSandbox } from './support';

// 2100 employees seed 27 campaigns (two pages of 25) and a first campaign of 210 recoveries.
const sandbox = useSandbox({ seed: 7, employees: 2100 });

interface Snapshot {
	recoveriesByCampaign: Record<string, string[]>;
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('campaign get', () => {
	test('merges every page of 100 employees into one item with ISO dates', async () => {
		const { recoveriesByCampaign } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const [campaignNumber, recoveryNumbers] = Object.entries(recoveriesByCampaign)[0];
		const campaign = sandbox.store.campaigns.get(Number(campaignNumber))!;
		const recoveries = sandbox.store.recoveries;
		const pageCount = Math.ceil(recoveryNumbers.length / 100);
		const apiPages = await Promise.all(
			Array.from({ length: pageCount }, (_, index) =>
				sandbox.apiGet(`/recover/campaign/${campaignNumber}`, { page: index + 1, limit: 100 }),
			),
		);
		await sandbox.control('DELETE', '/requests');

		const { items, error } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: campaignNumber },
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const output = items[0].json;
		const employees = output.employees as IDataObject[];
		expect(recoveryNumbers.length).toBeGreaterThan(200);
		expect(employees.map((employee) => employee.recovery_id)).toEqual(recoveryNumbers);
		expect(output).toMatchObject({
			campaign_number: Number(campaignNumber),
			title: campaign.title,
			start_date_iso: ymd(campaign.startDate),
			totalEmployees: recoveryNumbers.length,
		});
		const { totalPages, currentPage, ...campaignFields } = apiPages[0];
		expect([totalPages, currentPage]).toEqual([pageCount, 1]);
		expect(output).toEqual({
			...campaignFields,
			campaign_number: Number(campaignNumber),
			start_date_iso: ymd(campaign.startDate),
			totalEmployees: recoveryNumbers.length,
			employees: apiPages
				.flatMap((page) => page.employees as IDataObject[])
				.map((employee) => ({
					...employee,
					last_updated_iso: ymd(recoveries.get(employee.recovery_id as string)!.lastUpdated),
				})),
		});
		expect(output).not.toHaveProperty('totalPages');
		expect(output).not.toHaveProperty('currentPage');
		expect(employees.map((employee) => employee.last_updated_iso)).toEqual(
			recoveryNumbers.map((number) => ymd(recoveries.get(number)!.lastUpdated)),
		);
		const pages = await sandbox.requests('GET /recover/campaign/:campaignNumber');
		expect(pages.map((entry) => entry.query)).toEqual(returnAllPages(recoveryNumbers.length));
	});

	test('Raw output merges the pages of the API body, without ISO companions', async () => {
		const { recoveriesByCampaign } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const [campaignNumber, recoveryNumbers] = Object.entries(recoveriesByCampaign)[1];
		const firstPage = await sandbox.apiGet(`/recover/campaign/${campaignNumber}`, {
			page: 1,
			limit: 100,
		});

		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: campaignNumber },
			output: 'raw',
		});

		expect(recoveryNumbers.length).toBeLessThanOrEqual(100);
		expect(items.map((item) => item.json)).toEqual([firstPage]);
	});

	test('an unknown campaign fails with Campaign not found', async () => {
		const { error } = await sandbox.run({
			resource: 'campaign',
			operation: 'get',
			campaignNumber: { __rl: true, mode: 'id', value: '999999' },
		});

		expect(error?.message).toBe('Campaign not found (campaign 999999)');
	});
});

describe('campaign getAll', () => {
	test('Return All equals the campaign list, read in pages of 25', async () => {
		const { recoveriesByCampaign } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const store = sandbox.store;
		const campaigns = [...store.campaigns.values()];
		const firstPage = await sandbox.apiGet('/recover/campaigns', { page: 1, limit: 25 });
		const secondPage = await sandbox.apiGet('/recover/campaigns', { page: 2, limit: 25 });
		await sandbox.control('DELETE', '/requests');

		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'getAll',
			returnAll: true,
		});

		expect(campaigns.length).toBeGreaterThan(25);
		expect(items.map((item) => item.json)).toEqual(
			[...(firstPage.campaigns as IDataObject[]), ...(secondPage.campaigns as IDataObject[])].map(
				(campaign) => ({
					...campaign,
					start_date_iso: ymd(store.campaigns.get(Number(campaign.campaign_number))!.startDate),
				}),
			),
		);
		expect(items.map((item) => [item.json.campaign_number, item.json.total_employees])).toEqual(
			campaigns.map((campaign) => [
				campaign.campaignNumber,
				(recoveriesByCampaign[campaign.campaignNumber] ?? []).length,
			]),
		);
		expect((await sandbox.requests('GET /recover/campaigns')).map((entry) => entry.query)).toEqual(
			returnAllPages(campaigns.length, 25),
		);
	});

	test('Limit 30 reads two pages of the 25 the server answers and returns 30', async () => {
		const all = await sandbox.run({ resource: 'campaign', operation: 'getAll', returnAll: true });
		await sandbox.control('DELETE', '/requests');

		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'getAll',
			returnAll: false,
			limit: 30,
		});

		expect(items.map((item) => item.json)).toEqual(all.items.slice(0, 30).map((item) => item.json));
		expect((await sandbox.requests('GET /recover/campaigns')).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '30' },
			{ page: '2', limit: '30' },
		]);
	});

	test('Raw output returns the list items without the ISO companion', async () => {
		const firstPage = await sandbox.apiGet('/recover/campaigns', { page: 1, limit: 25 });

		const { items } = await sandbox.run({
			resource: 'campaign',
			operation: 'getAll',
			returnAll: false,
			limit: 25,
			output: 'raw',
		});

		expect(items.map((item) => item.json)).toEqual(firstPage.campaigns);
	});
});

describe('campaign picker', () => {
	const picker = (filter?: string, paginationToken?: string) =>
		listSearch('searchCampaigns', {
			nodeType: new AssetLifecycle(),
			credentials: sandbox.credentialStore().credentials,
			filter,
			paginationToken,
		});
	const option = (campaign: { title: string; campaignNumber: number }) => ({
		name: `${campaign.title} (${campaign.campaignNumber})`,
		value: String(campaign.campaignNumber),
	});

	test('searchCampaigns pages through every campaign by title and number', async () => {
		const campaigns = [...sandbox.store.campaigns.values()];

		const first = await picker();
		const second = await picker(undefined, first.paginationToken);

		expect(first.paginationToken).toBe('2');
		expect(second.paginationToken).toBeUndefined();
		expect([...first.results, ...second.results]).toEqual(campaigns.map(option));
	});

	test('a filter matching only the last page reads through to it', async () => {
		const campaigns = [...sandbox.store.campaigns.values()];
		const last = campaigns[campaigns.length - 1];

		const found = await picker(`(${last.campaignNumber})`);

		expect(found).toEqual({ results: [option(last)], paginationToken: undefined });
		expect((await sandbox.requests('GET /recover/campaigns')).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '100' },
			{ page: '2', limit: '100' },
		]);
	});
});
