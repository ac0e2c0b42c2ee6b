import { returnAllPages, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

describe.each([
	['asset', 'GET /assets', () => [...sandbox.store.assets.values()].map((asset) => asset.id)],
	['teamUser', 'GET /team-users', () => sandbox.store.teamUsers.map((user) => user.id)],
	[
		'itadOrder',
		'GET /itad/orders',
		() => [...sandbox.store.itadOrders].reverse().map((order) => order.id),
	],
	[
		'ticket',
		'GET /tickets',
		() =>
			[...sandbox.store.tickets.values()]
				.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
				.map((ticket) => ticket.id),
	],
])('%s getAll', (resource, route, expectedIds) => {
	test('Return All follows the pages of 100 to the last and returns every record', async () => {
		const ids = expectedIds();

		const result = await sandbox.run({ resource, operation: 'getAll', returnAll: true });

		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.json.id)).toEqual(ids);
		expect((await sandbox.requests(route)).map((entry) => entry.query)).toEqual(
			returnAllPages(ids.length),
		);
	});

	test('Simplified keeps the identifying fields, at most 10', async () => {
		const result = await sandbox.run({
			resource,
			operation: 'getAll',
			returnAll: false,
			limit: 3,
			output: 'simple',
		});

		expect(result.items.map((item) => item.json.id)).toEqual(expectedIds().slice(0, 3));
		for (const { json } of result.items) {
			expect(Object.keys(json).length).toBeLessThanOrEqual(10);
		}
	});

	test('Limit 5 asks for one page of 5', async () => {
		const result = await sandbox.run({ resource, operation: 'getAll', returnAll: false, limit: 5 });

		expect(result.items.map((item) => item.json.id)).toEqual(expectedIds().slice(0, 5));
		expect((await sandbox.requests(route)).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '5' },
		]);
	});
});

describe('country getAll', () => {
	test('Return All lists every country with its states, as the API answers', async () => {
		const raw = await sandbox.apiGet('/countries', { page: 1, limit: 100 });
		await sandbox.control('DELETE', '/requests');

		const result = await sandbox.run({ resource: 'country', operation: 'getAll', returnAll: true });

		expect(result.items.map((item) => item.json)).toEqual(raw.countries);
		expect((await sandbox.requests('GET /countries')).map((entry) => entry.query)).toEqual(
			returnAllPages(Number(raw.total)),
		);
	});
});
