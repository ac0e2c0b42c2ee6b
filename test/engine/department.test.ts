import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

interface Snapshot {
	departments: { count: number; ids: Array<string | number> };
}

describe('department getAll', () => {
	test('Return All returns every department, asking for 100 and reading pages of 50', async () => {
		const { departments } = await sandbox.control<Snapshot>('GET', '/snapshot');

		const { items, error } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: true,
		});

		expect(error).toBeUndefined();
		expect(items.map((item) => String(item.json.id))).toEqual(departments.ids.map(String));
		const pages = await sandbox.requests('GET /departments');
		expect(pages.map((entry) => entry.query)).toEqual(
			Array.from({ length: Math.ceil(departments.count / 50) }, (_, index) => ({
				page: String(index + 1),
				limit: '100',
			})),
		);
		expect(pages.length).toBeGreaterThan(1);
	});

	test('Limit 5 makes one request for 5', async () => {
		const { departments } = await sandbox.control<Snapshot>('GET', '/snapshot');

		const { items } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: false,
			limit: 5,
		});

		expect(items.map((item) => String(item.json.id))).toEqual(
			departments.ids.slice(0, 5).map(String),
		);
		expect((await sandbox.requests('GET /departments')).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '5' },
		]);
	});

	test('Modified Since returns only the department changed after it', async () => {
		const { departments } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const changedId = departments.ids[3];
		const since = new Date(Date.now() - 1000).toISOString();
		await sandbox.control('PATCH', `/departments/${changedId}`, { location: 'Dock 7' });

		const { items } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: true,
			filters: { modifiedSince: since },
		});

		expect(items.map((item) => [String(item.json.id), item.json.location])).toEqual([
			[String(changedId), 'Dock 7'],
		]);
		expect((await sandbox.requests('GET /departments'))[0].query).toEqual({
			modified_since: since,
			page: '1',
			limit: '100',
		});
	});

	test('a malformed Modified Since fails naming the field and sends nothing', async () => {
		const { error } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: true,
			filters: { modifiedSince: 'last tuesday' },
		});

		expect(error?.message).toBe(
			'filters.modifiedSince: "last tuesday" is not an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
