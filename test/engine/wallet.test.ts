import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { runNode, type RunNodeOptions } from './harness/run-node';

let running: RunningSandbox;

beforeAll(async () => {
	running = await startSandbox({ port: 0, seed: 7, transactions: 250, rateLimit: 100000 });
});
afterAll(async () => await running.close());
beforeEach(async () => await control('DELETE', '/requests'));

interface LoggedRequest {
	method: string;
	route: string | null;
	query: Record<string, string>;
	status: number;
	hasAuthorization: boolean;
}

async function control(method: string, path: string, body?: unknown) {
	const response = await fetch(`${running.origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return text ? (JSON.parse(text) as unknown) : undefined;
}

async function requestsTo(route: string): Promise<LoggedRequest[]> {
	const log = (await control('GET', '/requests')) as LoggedRequest[];
	return log.filter((entry) => entry.route === route);
}

async function run(parameters: INodeParameters, options: Partial<RunNodeOptions> = {}) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: running.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
	return await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, ...options });
}

async function bearerToken(): Promise<string> {
	const response = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
	});
	return ((await response.json()) as { token: string }).token;
}

async function apiGet(path: string): Promise<IDataObject> {
	const response = await fetch(`${running.baseUrl}/api/v1${path}`, {
		headers: { Authorization: `Bearer ${await bearerToken()}` },
	});
	return (await response.json()) as IDataObject;
}

const USD = (amount: number) => Math.round(amount * 100) / 100;

describe('wallet getBalance', () => {
	test('keeps the formatted funds and adds their amounts as numbers', async () => {
		let credits = 0;
		let debits = 0;
		for (const transaction of running.sandbox.store.walletTransactions) {
			if (transaction.currency !== 'USD') continue;
			if (transaction.status === 'Credit') credits += transaction.rawAmount;
			else debits += transaction.rawAmount;
		}
		const raw = await apiGet('/wallet/balance?currency_code=USD');
		await control('DELETE', '/requests');

		const result = await run({ resource: 'wallet', operation: 'getBalance' });

		expect(result.items.map((item) => item.json)).toEqual([
			{
				...(raw.data as IDataObject),
				total_funds_amount: USD(credits),
				available_funds_amount: USD(USD(credits) - USD(debits)),
				used_funds_amount: USD(debits),
			},
		]);
		expect((await requestsTo('GET /wallet/balance')).map((entry) => entry.query)).toEqual([
			{ currency_code: 'USD' },
		]);
	});

	test('a currency code that is not three letters fails before anything is sent', async () => {
		const result = await run({ resource: 'wallet', operation: 'getBalance', currencyCode: 'US' });

		expect(result.error?.message).toBe(
			'Currency Code: "US" is not a three-letter currency code (e.g. USD)',
		);
		expect(await requestsTo('GET /wallet/balance')).toEqual([]);
	});
});

describe('wallet getTransactions', () => {
	const seededIds = () =>
		running.sandbox.store.walletTransactions.map((transaction) => transaction.id);

	test('Return All reads every page of 100 and returns exactly the seeded transactions', async () => {
		const total = running.sandbox.store.walletTransactions.length;

		const result = await run({ resource: 'wallet', operation: 'getTransactions', returnAll: true });

		expect(result.items.map((item) => item.json.id)).toEqual(seededIds());
		const pages = await requestsTo('GET /wallet/transactions');
		expect(pages.map((entry) => entry.query)).toEqual(
			Array.from({ length: Math.ceil(total / 100) }, (_, index) => ({
				page: String(index + 1),
				limit: '100',
			})),
		);
		expect(pages).toHaveLength(3);
	});

	test('Limit 150 makes exactly two requests and returns the newest 150', async () => {
		const result = await run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: false,
			limit: 150,
		});

		expect(result.items.map((item) => item.json.id)).toEqual(seededIds().slice(0, 150));
		expect((await requestsTo('GET /wallet/transactions')).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '100' },
			{ page: '2', limit: '100' },
		]);
	});

	test('each transaction keeps its text and gains transaction_date_iso', async () => {
		const raw = await apiGet('/wallet/transactions?page=1&limit=3');

		const result = await run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: false,
			limit: 3,
		});

		expect(result.items.map((item) => item.json)).toEqual(
			(raw.data as IDataObject[]).map((record) => ({
				...record,
				transaction_date_iso: String(record.created_at).slice(0, 10),
			})),
		);
	});

	test('filters go to the API as its query parameters', async () => {
		const store = running.sandbox.store;
		const expected = store.walletTransactions
			.filter((transaction) => transaction.status === 'Debit' && transaction.currency === 'EUR')
			.map((transaction) => transaction.id);

		const result = await run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: true,
			filters: { status: 'Debit', type: 'All', currencyCode: 'eur' },
		});

		expect(result.items.map((item) => item.json.id)).toEqual(expected);
		expect(expected.length).toBeGreaterThan(0);
		expect((await requestsTo('GET /wallet/transactions'))[0].query).toEqual({
			currency_code: 'EUR',
			status: 'Debit',
			page: '1',
			limit: '100',
		});
	});
});
