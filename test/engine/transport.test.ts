import type { IDataObject } from 'n8n-workflow';

import { holdTime, type HeldTime } from '../heldTime';
import {
	employeeCreateParameters,
	expiredAccess,
	fullAccess,
	REFUSED_LOGIN,
	useSandbox,
} from './support';

const sandbox = useSandbox({ seed: 3, employees: 250 });

const departments = { resource: 'department', operation: 'getAll', returnAll: true };

const getEmployee = (id: string) => ({
	resource: 'employee',
	operation: 'get',
	employeeId: { __rl: true, mode: 'id', value: id },
});

async function seededIds(): Promise<string[]> {
	return (await sandbox.control<{ employees: { ids: string[] } }>('GET', '/snapshot')).employees
		.ids;
}

async function employeeCount(): Promise<number> {
	return (await sandbox.control<{ employees: { count: number } }>('GET', '/snapshot')).employees
		.count;
}

/** Every wait of the node (backoffs, 429 waits, pacing) on time the test holds. */
let time: HeldTime;
beforeEach(() => {
	time = holdTime(sandbox.sandbox);
});
afterEach(() => {
	time.release();
	sandbox.sandbox.sandbox.beforeAnswer = undefined;
});

describe('the credential', () => {
	test('one login serves several executions', async () => {
		const { credentials } = sandbox.credentialStore();
		for (let run = 0; run < 3; run++) {
			const { error } = await sandbox.run(departments, {}, credentials);
			expect(error).toBeUndefined();
		}
		expect((await sandbox.counters()).logins).toBe(1);
	});

	test.each([
		['wrong credentials fail with the API message', { ...fullAccess, clientSecret: 'wrong' }],
		['an expired credential cannot log in', expiredAccess],
	])('%s', async (_name, account) => {
		const { credentials } = sandbox.credentialStore(account);
		const { error } = await sandbox.run(departments, {}, credentials);
		expect(error?.message).toBe(REFUSED_LOGIN);
	});

	test('plain HTTP to a host other than localhost is refused before anything is sent', async () => {
		const { credentials } = sandbox.credentialStore(undefined, 'http://api.example.com/gw/acme');
		const { error } = await sandbox.run(departments, {}, credentials);
		expect(error?.message).toBe(
			'Base URL "http://api.example.com/gw/acme" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	test('a token expired in the middle of a Return All is refreshed once and the list completes', async () => {
		const { credentials } = sandbox.credentialStore();
		let pages = 0;
		sandbox.sandbox.sandbox.beforeAnswer = (route) => {
			if (route === 'GET /employees' && ++pages === 2) sandbox.sandbox.sandbox.expireAllTokens();
		};
		const { items, error } = await sandbox.run(
			{ resource: 'employee', operation: 'getAll', returnAll: true },
			{},
			credentials,
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(250);
		const counters = await sandbox.counters();
		expect([counters.logins, counters.refreshes]).toEqual([1, 1]);
		expect((await sandbox.requests('GET /employees')).map((entry) => entry.status)).toEqual([
			200, 401, 200, 200,
		]);
	});

	test('a revoked token cannot be refreshed: the node logs in again once and goes on', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('POST', '/tokens/revoke');
		const { error } = await sandbox.run(departments, {}, credentials);
		expect(error).toBeUndefined();
		const counters = await sandbox.counters();
		expect([counters.logins, counters.refreshes]).toEqual([2, 1]);
	});
});

/**
 * Arms a fault on the department list, lists 5 departments (which must succeed), and gives the
 * statuses the list was answered with, in order (0: the connection dropped).
 */
async function departmentListStatusesWith(fault: IDataObject): Promise<number[]> {
	await sandbox.control('POST', '/faults', { route: 'GET /departments', ...fault });
	const { error } = await sandbox.run({ ...departments, returnAll: false, limit: 5 });
	expect(error).toBeUndefined();
	return (await sandbox.requests('GET /departments')).map((entry) => entry.status);
}

describe('retries', () => {
	test('a GET answered 500 is tried again and succeeds', async () => {
		expect(await departmentListStatusesWith({ count: 2, status: 500 })).toEqual([500, 500, 200]);
	});

	test('a GET whose connection drops is tried again', async () => {
		expect(await departmentListStatusesWith({ count: 1, drop: true })).toEqual([0, 200]);
	});

	test('a GET answered with a malformed body is tried again and succeeds', async () => {
		const [id] = await seededIds();
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees/:id',
			count: 1,
			malformed: true,
		});
		const { items, error } = await sandbox.run(getEmployee(id));
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.id)).toEqual([id]);
		expect(await sandbox.requests('GET /employees/:id')).toHaveLength(2);
	});

	test('a GET that keeps failing is tried 3 more times, then fails with the API text', async () => {
		const [id] = await seededIds();
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees/:id',
			count: 10,
			status: 503,
			body: { message: 'Service unavailable' },
		});
		const { error } = await sandbox.run(getEmployee(id));
		await sandbox.control('DELETE', '/faults');
		expect(error?.message).toBe('Service unavailable');
		expect(error?.description).toBeFalsy();
		expect((await sandbox.requests('GET /employees/:id')).map((entry) => entry.status)).toEqual([
			503, 503, 503, 503,
		]);
	}, 30_000);

	test('a POST answered 500 is sent once, and the error says it may have been processed', async () => {
		const before = await employeeCount();
		await sandbox.control('POST', '/faults', {
			route: 'POST /employee/add',
			count: 1,
			status: 500,
		});
		const { error } = await sandbox.run(
			employeeCreateParameters({ workEmail: 'grace.hopper@example.com' }),
		);
		expect(error?.message).toBe('An unexpected error occurred');
		expect(error?.description).toMatch(/^The request may have been processed/);
		expect(await sandbox.requests('POST /employee/add')).toHaveLength(1);
		expect(await employeeCount()).toBe(before + 1);
	});

	test('a POST whose connection drops is sent once and reported as maybe processed', async () => {
		const before = await employeeCount();
		await sandbox.control('POST', '/faults', { route: 'POST /employee/add', count: 1, drop: true });
		const { error } = await sandbox.run(
			employeeCreateParameters({ workEmail: 'post-0@example.com' }),
		);
		expect(error?.description).toMatch(/^The request may have been processed/);
		expect((await sandbox.requests('POST /employee/add')).map((entry) => entry.status)).toEqual([
			0,
		]);
		expect(await employeeCount()).toBe(before + 1);
	});

	test('a POST answered 200 with a malformed body is sent once and output as saved, not failed', async () => {
		const before = await employeeCount();
		await sandbox.control('POST', '/faults', {
			route: 'POST /employee/add',
			count: 1,
			malformed: true,
		});
		const { items, error } = await sandbox.run(
			employeeCreateParameters({ workEmail: 'post-200@example.com' }),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{
				success: true,
				message: 'The API accepted the request but answered without a JSON object',
				answer: '{"success": true, "data": [',
				notice:
					"The employee was saved, but the API's answer names no id, so the complete record was not read back. Do not run this item again: it would save the employee twice.",
			},
		]);
		expect((await sandbox.requests('POST /employee/add')).map((entry) => entry.status)).toEqual([
			200,
		]);
		expect(await employeeCount()).toBe(before + 1);
	});

	test('a PUT answered 500 is sent once and reported as maybe processed', async () => {
		const [id] = await seededIds();
		await sandbox.control('POST', '/faults', {
			route: 'PUT /employee/update/:id',
			count: 1,
			status: 500,
		});
		const { error } = await sandbox.run({
			...getEmployee(id),
			operation: 'update',
			updateFields: { city: 'Plano' },
		});
		expect(error?.message).toBe('An unexpected error occurred');
		expect(error?.description).toMatch(/^The request may have been processed/);
		expect(await sandbox.requests('PUT /employee/update/:id')).toHaveLength(1);
	});
});

describe('the rate limit', () => {
	afterEach(
		async () => await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 }),
	);

	test('a 429 is waited out for RateLimit-Reset and the request goes on', async () => {
		await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 2 });
		expect(await departmentListStatusesWith({ count: 2, status: 429 })).toEqual([429, 429, 200]);
	});

	test('300 items doing one GET each finish under a 60-per-3-s limit, paced without 429s', async () => {
		await sandbox.control('PUT', '/rate-limit', { limit: 60, windowSeconds: 3 });
		const ids = (await sandbox.control<{ employees: { ids: string[] } }>('GET', '/snapshot'))
			.employees.ids;
		const items = Array.from({ length: 300 }, (_, index) => ({
			json: { id: ids[index % ids.length] },
		}));
		const { items: output, error } = await sandbox.run(
			{
				resource: 'employee',
				operation: 'get',
				employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ items },
		);
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.id)).toEqual(items.map((item) => item.json.id));
		const counters = await sandbox.counters();
		expect(counters.byRoute['GET /employees/:id']).toBe(300);
		expect(counters.rateLimited).toBe(0);
	}, 60_000);
});
