import type { IDataObject } from 'n8n-workflow';

import { returnAllPages, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

interface Snapshot {
	departments: { count: number; ids: Array<string | number> };
}

describe('department getAll', () => {
	test('Return All returns every department, asking for 100 and reading pages of 50', async () => {
		const { departments } = await sandbox.control<Snapshot>('GET', '/snapshot');
		const apiPages = await Promise.all(
			[1, 2].map((page) => sandbox.apiGet('/departments', { page, limit: 50 })),
		);
		await sandbox.control('DELETE', '/requests');

		const { items, error } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: true,
		});

		expect(error).toBeUndefined();
		expect(items.map((item) => String(item.json.id))).toEqual(departments.ids.map(String));
		expect(departments.count).toBeLessThanOrEqual(100);
		expect(items.map((item) => item.json)).toEqual(
			apiPages.flatMap((page) => page.departments as IDataObject[]),
		);
		const pages = await sandbox.requests('GET /departments');
		expect(pages.map((entry) => entry.query)).toEqual(returnAllPages(departments.count, 50));
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

	test('Limit 53 reads the 50 the server answers, then 3 of the next page', async () => {
		const { departments } = await sandbox.control<Snapshot>('GET', '/snapshot');

		const { items } = await sandbox.run({
			resource: 'department',
			operation: 'getAll',
			returnAll: false,
			limit: 53,
		});

		expect(departments.count).toBeGreaterThan(53);
		expect(items.map((item) => String(item.json.id))).toEqual(
			departments.ids.slice(0, 53).map(String),
		);
		expect((await sandbox.requests('GET /departments')).map((entry) => entry.query)).toEqual([
			{ page: '1', limit: '53' },
			{ page: '2', limit: '53' },
		]);
	});

	test.each([
		['a day', '2026-09-15', 'Europe/Berlin', '2026-09-14T22:00:00.000Z'],
		['a date and time', '2026-09-15T08:30:00', 'America/New_York', '2026-09-15T12:30:00.000Z'],
		[
			'a date and time with its own offset',
			'2026-09-15T08:30:00+01:00',
			'Asia/Tokyo',
			'2026-09-15T07:30:00.000Z',
		],
		['a day, in a workflow on UTC', '2026-09-15', 'UTC', '2026-09-15T00:00:00.000Z'],
	])(
		"Modified Since as %s is read in the workflow's time zone and sent as UTC",
		async (_case, modifiedSince, timezone, sent) => {
			await sandbox.run(
				{
					resource: 'department',
					operation: 'getAll',
					returnAll: true,
					filters: { modifiedSince },
				},
				{ timezone },
			);

			expect(
				(await sandbox.requests('GET /departments')).map((entry) => entry.query.modified_since),
			).toEqual([sent]);
		},
	);

	test.each(['last tuesday', '2026-02-30', '2026-11-01T25:00:00Z', '01/11/2026'])(
		'a malformed Modified Since (%s) fails naming the field and sends nothing',
		async (modifiedSince) => {
			const { error } = await sandbox.run({
				resource: 'department',
				operation: 'getAll',
				returnAll: true,
				filters: { modifiedSince },
			});

			expect(error?.message).toBe(
				`Modified Since: "${modifiedSince}" is not an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z`,
			);
			expect(await sandbox.requests()).toEqual([]);
		},
	);
});
