/** README's control API at <origin>/__sandbox: reset, counters, request log, faults, state changes. */
import { Json, newEmployeeBody, sleep, useSandbox } from './helpers';

const sandbox = useSandbox();

async function employeeIds(): Promise<string[]> {
	const result = await sandbox.get('/api/v1/employees', { limit: 100 });
	return result.body.users.map((user: Json) => user.id);
}

async function resetAndLogin(body: Record<string, unknown> = {}): Promise<void> {
	await sandbox.control('POST', '/reset', body);
	sandbox.token = await sandbox.login();
}

describe('GET /__sandbox', () => {
	test('the address the sandbox prints answers with where the reads are, and each of them answers', async () => {
		const index = await sandbox.atOrigin('GET', '/__sandbox');
		expect(index.status).toBe(200);
		expect(index.body).toMatchObject({ requests: '/__sandbox/requests' });
		for (const [name, path] of Object.entries(index.body as Record<string, string>)) {
			if (name === 'about') continue;
			expect([path, (await sandbox.atOrigin('GET', path)).status]).toEqual([path, 200]);
		}
	});
});

describe('POST /__sandbox/reset', () => {
	test('the same seed gives the same records; another seed gives others', async () => {
		await resetAndLogin({ seed: 11 });
		const first = await employeeIds();
		const firstTransactions = (await sandbox.get('/api/v1/wallet/transactions', { limit: 100 }))
			.body.data;
		await resetAndLogin({ seed: 11 });
		expect(await employeeIds()).toEqual(first);
		expect((await sandbox.get('/api/v1/wallet/transactions', { limit: 100 })).body.data).toEqual(
			firstTransactions,
		);
		await resetAndLogin({ seed: 12 });
		const other = (await sandbox.get('/api/v1/employees', { limit: 100 })).body.users;
		const firstList = await (async () => {
			await resetAndLogin({ seed: 11 });
			return (await sandbox.get('/api/v1/employees', { limit: 100 })).body.users;
		})();
		expect(other).not.toEqual(firstList);
	});

	test('employees and transactions set the seeded scale', async () => {
		await resetAndLogin({ employees: 15, transactions: 25 });
		expect((await sandbox.get('/api/v1/employees')).body.totalUsers).toBe(15);
		expect((await sandbox.get('/api/v1/wallet/transactions')).body.total).toBe(25);
	});

	test('an account without employees has campaigns and no recoveries', async () => {
		await resetAndLogin({ employees: 0 });
		expect((await sandbox.get('/api/v1/employees')).body.totalUsers).toBe(0);
		const campaigns = (await sandbox.get('/api/v1/recover/campaigns')).body.campaigns;
		expect(campaigns.length).toBeGreaterThan(0);
		expect(campaigns.map((campaign: Json) => campaign.total_employees)).toEqual(
			campaigns.map(() => 0),
		);
	});

	test('records created before the reset are gone after it', async () => {
		await resetAndLogin({ seed: 7, employees: 30, transactions: 40 });
		await sandbox.control('POST', '/departments', { name: 'Temporary Team' });
		await resetAndLogin({ seed: 7, employees: 30, transactions: 40 });
		const names = (await sandbox.get('/api/v1/departments', { limit: 50 })).body.departments.map(
			(department: Json) => department.name,
		);
		expect(names).not.toContain('Temporary Team');
	});

	test('tokens issued before the reset are no longer valid', async () => {
		const old = sandbox.token;
		await resetAndLogin();
		const result = await sandbox.api('GET', '/api/v1/employees', { token: old });
		expect(result.status).toBe(401);
	});

	test('the rate limit goes back to the configured one', async () => {
		await sandbox.control('PUT', '/rate-limit', { limit: 5, windowSeconds: 2 });
		try {
			await resetAndLogin();
			const result = await sandbox.get('/api/v1/employees');
			expect(result.headers.get('ratelimit-limit')).toBe('100000');
		} finally {
			// the configured limit of this file, so that a failure here does not spill into later tests
			await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 });
		}
	});

	test('counters, log and faults are cleared', async () => {
		await sandbox.get('/api/v1/employees');
		await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 5, status: 503 });
		await resetAndLogin();
		expect((await sandbox.get('/api/v1/employees')).status).toBe(200);
		const counters = await sandbox.control('GET', '/counters');
		expect(counters.requests).toBe(2);
		expect(counters.logins).toBe(1);
	});
});

describe('counters and the request log', () => {
	beforeEach(async () => {
		await resetAndLogin();
		await sandbox.control('DELETE', '/requests');
	});

	test('count requests, logins, refreshes, revokes and requests per route template', async () => {
		const ids = await employeeIds();
		await sandbox.get(`/api/v1/employees/${ids[0]}`);
		await sandbox.get(`/api/v1/employees/${ids[1]}`);
		const token = await sandbox.login();
		const refreshed = await sandbox.api('POST', '/api/v1/refresh-token', {
			token,
			body: { refresh_token: token },
		});
		await sandbox.api('DELETE', '/api/v1/auth/token', { token: refreshed.body.token });
		const counters = await sandbox.control('GET', '/counters');
		expect(counters).toEqual({
			requests: 6,
			logins: 1,
			refreshes: 1,
			revokes: 1,
			rateLimited: 0,
			byRoute: {
				'GET /employees': 1,
				'GET /employees/:id': 2,
				'POST /auth/login': 1,
				'POST /refresh-token': 1,
				'DELETE /auth/token': 1,
			},
		});
	});

	test('the log lists each request with seq, method, route template, path, query, status, clientId', async () => {
		await sandbox.get('/api/v1/employees', { limit: 3, page: 2 });
		await sandbox.api('GET', '/api/v1/employees');
		const log = await sandbox.control('GET', '/requests');
		expect(log).toHaveLength(2);
		expect(log[0]).toMatchObject({
			method: 'GET',
			route: 'GET /employees',
			query: { limit: '3', page: '2' },
			status: 200,
			clientId: 'sandbox-client',
		});
		expect(log[0].path).toMatch(/\/api\/v1\/employees$/);
		expect(log[1]).toMatchObject({ route: 'GET /employees', status: 401, clientId: null });
		expect(log[1].seq).toBeGreaterThan(log[0].seq);
	});

	test('control requests are neither logged nor counted', async () => {
		await sandbox.control('GET', '/snapshot');
		await sandbox.control('GET', '/counters');
		expect((await sandbox.control('GET', '/counters')).requests).toBe(0);
		expect(await sandbox.control('GET', '/requests')).toEqual([]);
	});

	test('DELETE /__sandbox/requests clears the log and the counters', async () => {
		await sandbox.get('/api/v1/employees');
		await sandbox.control('DELETE', '/requests');
		expect(await sandbox.control('GET', '/requests')).toEqual([]);
		expect((await sandbox.control('GET', '/counters')).requests).toBe(0);
	});
});

describe('faults', () => {
	beforeEach(async () => {
		await resetAndLogin();
	});

	test('a status fault answers that status with the unexpected-error 500 body for exactly count requests', async () => {
		await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 2, status: 500 });
		const statuses: number[] = [];
		const bodies: Json[] = [];
		for (let i = 0; i < 3; i++) {
			const result = await sandbox.get('/api/v1/employees');
			statuses.push(result.status);
			bodies.push(result.body);
		}
		expect(statuses).toEqual([500, 500, 200]);
		expect(bodies[0]).toEqual({ message: 'An unexpected error occurred' });
	});

	test('a 429 fault with headers answers them over the rate-limit headers', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees',
			count: 1,
			status: 429,
			headers: { 'Retry-After': '0', 'RateLimit-Reset': '0' },
		});
		const refused = await sandbox.get('/api/v1/employees');
		expect(refused.status).toBe(429);
		expect(refused.headers.get('retry-after')).toBe('0');
		expect(refused.headers.get('ratelimit-reset')).toBe('0');
		expect(refused.headers.get('ratelimit-limit')).not.toBeNull();
		expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
	});

	test('a fault applies to its route only', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees/:id',
			count: 1,
			status: 503,
		});
		expect((await sandbox.get('/api/v1/employees')).status).toBe(200);
		const [id] = await employeeIds();
		expect((await sandbox.get(`/api/v1/employees/${id}`)).status).toBe(503);
		expect((await sandbox.get(`/api/v1/employees/${id}`)).status).toBe(200);
	});

	test('a malformed fault answers a body that is not JSON', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /departments',
			count: 1,
			malformed: true,
		});
		const result = await sandbox.get('/api/v1/departments');
		expect(result.body).toBeUndefined();
		expect(() => JSON.parse(result.text)).toThrow();
		expect((await sandbox.get('/api/v1/departments')).body.departments).toBeDefined();
	});

	test('a drop fault closes the connection without an answer', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /wallet/balance',
			count: 1,
			drop: true,
		});
		await expect(sandbox.get('/api/v1/wallet/balance')).rejects.toThrow();
		expect((await sandbox.get('/api/v1/wallet/balance')).status).toBe(200);
	});

	test('a delay fault holds the answer back for delayMs', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /wallet/balance',
			count: 1,
			delayMs: 1500,
		});
		const aborted = fetch(`${sandbox.baseUrl}/api/v1/wallet/balance`, {
			headers: { Authorization: `Bearer ${sandbox.token}` },
			signal: AbortSignal.timeout(300),
		});
		await expect(aborted).rejects.toThrow();
		await sleep(1300);
		expect((await sandbox.get('/api/v1/wallet/balance')).status).toBe(200);
	});

	test('a fault on a POST route is applied after the request was processed', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'POST /employee/add',
			count: 1,
			status: 500,
		});
		const email = 'processed.anyway@example.com';
		const result = await sandbox.post(
			'/api/v1/employee/add',
			newEmployeeBody({
				firstname: 'Processed',
				lastname: 'Anyway',
				work_email: email,
				location_type: 'Warehouse',
			}),
		);
		expect(result.status).toBe(500);
		const listed = await sandbox.get('/api/v1/employees', { email });
		expect(listed.body.totalUsers).toBe(1);
	});

	test('DELETE /__sandbox/faults clears armed faults', async () => {
		await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 3, status: 500 });
		await sandbox.control('DELETE', '/faults');
		expect((await sandbox.get('/api/v1/employees')).status).toBe(200);
	});
});

describe('state changes', () => {
	beforeAll(async () => {
		await resetAndLogin();
	});

	test('PATCH /__sandbox/employees/:id terminates an employee, visible in the detail', async () => {
		const [id] = await employeeIds();
		await sandbox.control('PATCH', `/employees/${id}`, {
			employment_status: 'Terminated',
			termination_date: '2026-11-20',
		});
		const detail = await sandbox.get(`/api/v1/employees/${id}`);
		expect(detail.body.employee.employment_information).toMatchObject({
			employment_status: 'Terminated',
			termination_date: '2026-11-20',
		});
	});

	test('POST /__sandbox/wallet/transactions with count adds that many transactions', async () => {
		const before = (await sandbox.get('/api/v1/wallet/transactions')).body.total;
		const added = await sandbox.control('POST', '/wallet/transactions', { count: 3 });
		expect(added).toHaveLength(3);
		expect((await sandbox.get('/api/v1/wallet/transactions')).body.total).toBe(before + 3);
	});

	test('a department created, changed and deactivated is visible through modified_since', async () => {
		const since = new Date().toISOString();
		await sleep(5);
		const created = await sandbox.control('POST', '/departments', { name: 'Control Made' });
		await sandbox.control('PATCH', `/departments/${created.id}`, {
			location: 'Denver Hub',
			active: false,
		});
		const result = await sandbox.get('/api/v1/departments', { modified_since: since });
		expect(result.body.departments).toEqual([
			{
				id: created.id,
				name: 'Control Made',
				location: 'Denver Hub',
				phone_number: null,
				active: false,
			},
		]);
	});

	test('POST /__sandbox/recoveries/:recoveryNumber/status moves the status seen by recovery status', async () => {
		const campaigns = await sandbox.get('/api/v1/recover/campaigns');
		const campaign = campaigns.body.campaigns[0].campaign_number;
		const details = await sandbox.get(`/api/v1/recover/campaign/${campaign}`);
		const entry = details.body.employees[0];
		const next = entry.status === 'Delivered' ? 'Return Shipped' : 'Delivered';
		await sandbox.control('POST', `/recoveries/${entry.recovery_id}/status`, { status: next });
		const status = await sandbox.get(`/api/v1/recoveries/${entry.recovery_id}/status`);
		expect(status.body.data).toEqual({ recovery_number: entry.recovery_id, status: next });
	});

	test('a status outside the recovery statuses is refused by the control API', async () => {
		const campaigns = await sandbox.get('/api/v1/recover/campaigns');
		const campaign = campaigns.body.campaigns[0].campaign_number;
		const details = await sandbox.get(`/api/v1/recover/campaign/${campaign}`);
		await expect(
			sandbox.control('POST', `/recoveries/${details.body.employees[0].recovery_id}/status`, {
				status: 'Teleported',
			}),
		).rejects.toThrow(/answered 4\d\d/);
	});
});

describe('the clock', () => {
	afterEach(async () => await sandbox.control('POST', '/clock', { run: true }));

	test('stopped at an instant and moved on: the Date header, new records, modified_since and token expiry follow it', async () => {
		await resetAndLogin();
		const stopAt = '2026-10-02T09:00:00.000Z';
		expect(await sandbox.control('POST', '/clock', { stopAt })).toEqual({
			now: stopAt,
			stopped: true,
		});
		const token = await sandbox.login();
		const read = (query: Record<string, string> = {}) =>
			sandbox.api('GET', '/api/v1/departments', { token, query });
		const answer = await read();
		expect(answer.headers.get('date')).toBe(new Date(stopAt).toUTCString());

		await sandbox.control('POST', '/clock', { advanceMs: 60_000 });
		const [row] = (await sandbox.control('POST', '/wallet/transactions', { count: 1 })) as Json[];
		expect(row.created_at).toBe('2026-10-02T09:01:00.000Z');
		await sandbox.control('POST', '/departments', { name: 'Clocked' });
		const modified = await read({ modified_since: '2026-10-02T09:00:30Z' });
		expect(modified.body.departments.map((department: Json) => department.name)).toEqual([
			'Clocked',
		]);

		// the token's lifetime (4 hours by default) passes on the sandbox's clock alone
		await sandbox.control('POST', '/clock', { advanceMs: 4 * 60 * 60 * 1000 });
		expect((await read()).status).toBe(401);
		expect(await sandbox.control('GET', '/clock')).toEqual({
			now: '2026-10-02T13:01:00.000Z',
			stopped: true,
		});
	});

	test('a body that is not a clock change is refused, naming the field', async () => {
		const refused = await fetch(`${sandbox.origin}/__sandbox/clock`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ advanceMs: -1 }),
		});
		expect(refused.status).toBe(400);
		expect(((await refused.json()) as Json).message).toMatch(/^advanceMs: /);
	});
});
