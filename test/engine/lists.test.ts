import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { runNode, type RunNodeOptions } from './harness/run-node';

let running: RunningSandbox;

beforeAll(async () => {
	running = await startSandbox({ port: 0, seed: 7, rateLimit: 100000 });
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

const pagesOf = (count: number) =>
	Array.from({ length: Math.max(1, Math.ceil(count / 100)) }, (_, index) => ({
		page: String(index + 1),
		limit: '100',
	}));

describe.each([
	[
		'asset',
		'GET /assets',
		() => [...running.sandbox.store.assets.values()].map((asset) => asset.id),
	],
	['teamUser', 'GET /team-users', () => running.sandbox.store.teamUsers.map((user) => user.id)],
	[
		'itadOrder',
		'GET /itad/orders',
		() => [...running.sandbox.store.itadOrders].reverse().map((order) => order.id),
	],
	[
		'ticket',
		'GET /tickets',
		() =>
			[...running.sandbox.store.tickets.values()]
				.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
				.map((ticket) => ticket.id),
	],
])('%s getAll', (resource, route, expectedIds) => {
	test('Return All follows the pages of 100 to the last and returns every record', async () => {
		const ids = expectedIds();

		const result = await run({ resource, operation: 'getAll', returnAll: true });

		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.json.id)).toEqual(ids);
		expect((await requestsTo(route)).map((entry) => entry.query)).toEqual(pagesOf(ids.length));
	});

	test('Limit 5 asks for one page of 5', async () => {
		const result = await run({ resource, operation: 'getAll', returnAll: false, limit: 5 });

		expect(result.items.map((item) => item.json.id)).toEqual(expectedIds().slice(0, 5));
		expect((await requestsTo(route)).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '5' },
		]);
	});
});

describe('country getAll', () => {
	test('Return All lists every country with its states, as the API answers', async () => {
		const raw = await apiGet('/countries?page=1&limit=100');
		await control('DELETE', '/requests');

		const result = await run({ resource: 'country', operation: 'getAll', returnAll: true });

		expect(result.items.map((item) => item.json)).toEqual(raw.countries);
		expect((await requestsTo('GET /countries')).map((entry) => entry.query)).toEqual(
			pagesOf(Number(raw.total)),
		);
	});
});
