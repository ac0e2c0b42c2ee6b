/** List departments: the department fields, modified_since and its 400, the sandbox README's largest page (50). */
import { items, responses } from '../../sandbox/schemas';
import { expectKeys, expectSchema, Json, sleep, useSandbox } from './helpers';

const sandbox = useSandbox();

const list = (query: Record<string, string | number> = {}) =>
	sandbox.get('/api/v1/departments', query);

const allDepartments = () => sandbox.getAll('/api/v1/departments', 'departments', {}, 50);

describe('list departments (GET /departments)', () => {
	test('answers the departments envelope with 10 departments by default', async () => {
		const result = await list();
		expect(result.status).toBe(200);
		expectKeys(result.body, ['totalDepartments', 'totalPages', 'currentPage', 'departments']);
		const total = result.body.totalDepartments;
		expect(total).toBeGreaterThan(10);
		expect(result.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(total / 10) });
		expect(result.body.departments).toHaveLength(10);
		expectSchema(responses.departmentList, result.body);
	});

	test('each department has exactly id, name, location, phone_number, active', async () => {
		for (const department of await allDepartments()) {
			expectKeys(department, ['id', 'name', 'location', 'phone_number', 'active']);
			expect(department.id).toMatch(/^\d{7}-\d+$/);
			expect(typeof department.name).toBe('string');
			expect(department.location === null || typeof department.location === 'string').toBe(true);
			expect(department.phone_number === null || typeof department.phone_number === 'string').toBe(
				true,
			);
			expect(typeof department.active).toBe('boolean');
			expectSchema(items.department, department);
		}
	});

	test('a department named after an office is located there (the demo shows both)', async () => {
		const named = (await allDepartments())
			.map((department) => ({
				office: /\(([^)]+)\)$/.exec(String(department.name))?.[1],
				location: department.location,
			}))
			.filter(({ office }) => office !== undefined);
		expect(named.length).toBeGreaterThan(5);
		expect(named.filter(({ office, location }) => office !== location)).toEqual([]);
	});

	test('pages partition the departments: every id exactly once', async () => {
		const first = await list({ limit: 5 });
		const all = await allDepartments();
		expect(all).toHaveLength(first.body.totalDepartments);
		expect(new Set(all.map((department) => department.id)).size).toBe(all.length);
	});

	test('a limit above 50 is answered with 50 per page (README) and totalPages follows', async () => {
		const before = (await list()).body.totalDepartments;
		for (let i = before; i < 55; i++) {
			await sandbox.control('POST', '/departments', { name: `Filler Department ${i}` });
		}
		const result = await list({ limit: 200 });
		const total = result.body.totalDepartments;
		expect(total).toBeGreaterThanOrEqual(55);
		expect(result.body.departments).toHaveLength(50);
		expect(result.body.totalPages).toBe(Math.ceil(total / 50));
		const second = await list({ limit: 200, page: 2 });
		expect(second.body.departments).toHaveLength(total - 50);
	});

	test('modified_since that is not ISO 8601 answers 400 with an error naming ISO 8601', async () => {
		const result = await list({ modified_since: 'last tuesday' });
		expect(result.status).toBe(400);
		expect(result.body.error).toMatch(/ISO 8601/);
		expectSchema(responses.badModifiedSince, result.body);
	});

	test('modified_since answers only departments created, renamed or deactivated on or after it', async () => {
		const since = new Date().toISOString();
		await sleep(5);
		const created = await sandbox.control('POST', '/departments', {
			name: 'Robotics Lab',
			location: 'HQ Austin',
			phone_number: '(512) 555-0142',
		});
		const after = await list({ modified_since: since, limit: 50 });
		expect(after.status).toBe(200);
		const names = after.body.departments.map((department: Json) => department.name);
		expect(names).toEqual(['Robotics Lab']);
		expect(after.body.totalDepartments).toBe(1);
		expect(after.body.departments[0]).toEqual({
			id: created.id,
			name: 'Robotics Lab',
			location: 'HQ Austin',
			phone_number: '(512) 555-0142',
			active: true,
		});

		const beforeRename = new Date().toISOString();
		await sleep(5);
		const [existing] = (await list({ limit: 50 })).body.departments.filter(
			(department: Json) => department.name !== 'Robotics Lab',
		);
		await sandbox.control('PATCH', `/departments/${existing.id}`, { name: 'Renamed Team' });
		await sandbox.control('PATCH', `/departments/${created.id}`, { active: false });
		const changed = await list({ modified_since: beforeRename, limit: 50 });
		expect(
			changed.body.departments
				.map((department: Json) => [department.id, department.name, department.active])
				.sort(),
		).toEqual(
			[
				[existing.id, 'Renamed Team', true],
				[created.id, 'Robotics Lab', false],
			].sort(),
		);
	});

	test('a modified_since in the future answers no departments', async () => {
		const result = await list({ modified_since: '2999-01-01T00:00:00Z' });
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ totalDepartments: 0, departments: [] });
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('GET', '/api/v1/departments');
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});
