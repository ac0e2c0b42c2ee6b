import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

describe('accessToken revoke', () => {
	test('revokes the token; the next request with the same credential logs in again', async () => {
		const { credentials } = sandbox.credentialStore();

		const revoked = await sandbox.run(
			{ resource: 'accessToken', operation: 'revoke' },
			{},
			credentials,
		);

		expect(revoked.error).toBeUndefined();
		expect(revoked.items.map((item) => item.json)).toEqual([
			{ success: true, message: 'Token revoked successfully' },
		]);
		expect((await sandbox.counters()).revokes).toBe(1);

		const departments = await sandbox.run(
			{ resource: 'department', operation: 'getAll', returnAll: false, limit: 3 },
			{},
			credentials,
		);

		expect(departments.error).toBeUndefined();
		expect(departments.items).toHaveLength(3);
		const counters = await sandbox.counters();
		expect(counters.logins).toBe(2);
		expect(counters.refreshes).toBe(1);
		expect((await sandbox.requests()).map((entry) => [entry.route, entry.status])).toEqual([
			['POST /auth/login', 200],
			['DELETE /auth/token', 200],
			['GET /departments', 401],
			['POST /refresh-token', 401],
			['POST /auth/login', 200],
			['GET /departments', 200],
		]);
	});
});
