import { testCredential } from './harness/methods';
import { startSandbox } from '../../sandbox';
import { sandboxControl, type LoggedRequest } from '../sandboxControl';
import { expiredAccess, limitedAccess, REFUSED_LOGIN, useSandbox } from './support';

const sandbox = useSandbox({ seed: 11, employees: 30 });

const routes = async () => (await sandbox.requests()).map((entry) => entry.route);

describe('the credential test', () => {
	test('logs in with the values on screen, also when a token for them is stored', async () => {
		const { credentials } = sandbox.credentialStore();
		expect(await testCredential(credentials)).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		// n8n runs preAuthentication before the test request: with no token yet, it logs in too.
		expect(await routes()).toEqual(['POST /auth/login', 'POST /auth/login']);

		await sandbox.control('DELETE', '/requests');
		expect((await testCredential(credentials)).status).toBe('OK');
		expect(await routes()).toEqual(['POST /refresh-token', 'POST /auth/login']);
	});

	test('works behind a gateway segment, with a pasted /api/v1 and a trailing slash', async () => {
		const gateway = await startSandbox({ port: 0, basePath: '/gw/acme', employees: 10 });
		try {
			const { credentials } = sandbox.credentialStore(undefined, `${gateway.baseUrl}/api/v1/`);
			expect(await testCredential(credentials)).toEqual({
				status: 'OK',
				message: 'Connection successful!',
			});
			const log = await sandboxControl<LoggedRequest[]>(gateway.origin, 'GET', '/requests');
			expect(log.map((entry) => [entry.route, entry.path])).toEqual([
				['POST /auth/login', '/gw/acme/api/v1/auth/login'],
				['POST /auth/login', '/gw/acme/api/v1/auth/login'],
			]);
		} finally {
			await gateway.close();
		}
	});

	test('wrong credentials show the API message and read nothing', async () => {
		const { credentials } = sandbox.credentialStore({
			clientId: 'sandbox-client',
			clientSecret: 'not-the-secret',
		});
		expect(await testCredential(credentials)).toEqual({
			status: 'Error',
			message: REFUSED_LOGIN,
		});
		expect(await routes()).toEqual(['POST /auth/login']);
	});

	test('on a saved credential whose secret was edited, logs in with the secret on screen, never refreshes the stored token', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run({ resource: 'department', operation: 'getAll', limit: 1 }, {}, credentials);
		const saved = await credentials.store.read(credentials);
		expect(saved.accessToken).toEqual(expect.any(String));
		await sandbox.control('DELETE', '/requests');

		expect(await testCredential(credentials, { ...saved, clientSecret: 'not-the-secret' })).toEqual(
			{ status: 'Error', message: REFUSED_LOGIN },
		);
		expect(await routes()).toEqual(['POST /auth/login']);
	});

	test('plain HTTP to a host other than loopback is refused with the HTTPS rule', async () => {
		const { credentials } = sandbox.credentialStore(undefined, 'http://api.example.com/gw/acme');
		expect(await testCredential(credentials)).toEqual({
			status: 'Error',
			message:
				'Base URL "http://api.example.com/gw/acme" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://',
		});
		expect(await sandbox.requests()).toEqual([]);
	});

	test('"localhost" over plain HTTP is allowed (the local sandbox)', async () => {
		const { credentials } = sandbox.credentialStore(
			undefined,
			sandbox.sandbox.baseUrl.replace('127.0.0.1', 'localhost'),
		);
		expect(await testCredential(credentials)).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
	});
});

describe('the token', () => {
	const departments = { resource: 'department', operation: 'getAll', limit: 1 };

	test('is kept in the credential after the first login and reused by the next executions', async () => {
		const { store, credentials } = sandbox.credentialStore();
		expect((await store.read(credentials)).accessToken).toBeUndefined();
		await sandbox.run(departments, {}, credentials);
		const token = (await store.read(credentials)).accessToken;
		expect(typeof token).toBe('string');
		await sandbox.run(departments, {}, credentials);
		await sandbox.run(departments, {}, credentials);
		expect((await store.read(credentials)).accessToken).toBe(token);
		expect(await routes()).toEqual([
			'POST /auth/login',
			'GET /departments',
			'GET /departments',
			'GET /departments',
		]);
	});

	test('an expired token is refreshed once, the request is retried once, and the new token is kept', async () => {
		const { store, credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		const first = (await store.read(credentials)).accessToken;
		await sandbox.control('POST', '/tokens/expire');
		await sandbox.control('DELETE', '/requests');

		const { error } = await sandbox.run(departments, {}, credentials);

		expect(error).toBeUndefined();
		expect((await sandbox.requests()).map((entry) => [entry.route, entry.status])).toEqual([
			['GET /departments', 401],
			['POST /refresh-token', 200],
			['GET /departments', 200],
		]);
		const refreshed = (await store.read(credentials)).accessToken;
		expect(refreshed).not.toBe(first);
		await sandbox.run(departments, {}, credentials);
		expect((await sandbox.counters()).logins).toBe(0);
	});

	test('a 401 that persists after the refresh fails the node: no loop of logins', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('DELETE', '/requests');
		await sandbox.control('POST', '/faults', {
			route: 'GET /departments',
			count: 10,
			status: 401,
			body: { success: false, message: 'Access denied: token Not Valid.' },
		});

		const { error } = await sandbox.run(departments, {}, credentials);
		await sandbox.control('DELETE', '/faults');

		expect(error?.message).toBe('Access denied: token Not Valid.');
		expect((await sandbox.requests()).map((entry) => [entry.route, entry.status])).toEqual([
			['GET /departments', 401],
			['POST /refresh-token', 200],
			['GET /departments', 401],
		]);
	});

	test('when the refresh is refused as well, the node logs in again once and goes on', async () => {
		const { credentials } = sandbox.credentialStore();
		await sandbox.run(departments, {}, credentials);
		await sandbox.control('POST', '/tokens/revoke');
		await sandbox.control('DELETE', '/requests');

		const { error } = await sandbox.run(departments, {}, credentials);

		expect(error).toBeUndefined();
		expect((await sandbox.requests()).map((entry) => [entry.route, entry.status])).toEqual([
			['GET /departments', 401],
			['POST /refresh-token', 401],
			['POST /auth/login', 200],
			['GET /departments', 200],
		]);
	});

	test('wrong credentials fail the node with the API message after one login attempt', async () => {
		const { credentials } = sandbox.credentialStore(expiredAccess);
		const { error } = await sandbox.run(departments, {}, credentials);
		expect(error?.message).toBe(REFUSED_LOGIN);
		expect(await routes()).toEqual(['POST /auth/login']);
	});
});

describe('a permission refusal', () => {
	test('is a 403 naming the permission, sent once, never answered by logging in again', async () => {
		const { credentials } = sandbox.credentialStore(limitedAccess);
		const { error } = await sandbox.run(
			{ resource: 'custody', operation: 'getTimeline', serial: 'ANY-SERIAL' },
			{},
			credentials,
		);

		expect(error?.message).toBe(
			'Permission denied: this API credential lacks chain-of-custody.read.',
		);
		expect(error?.description).toBe(
			"The API credential lacks the permission chain-of-custody.read. Grant it in the account's API-credentials settings; logging in again does not help.",
		);
		expect((await sandbox.requests()).map((entry) => [entry.route, entry.status])).toEqual([
			['POST /auth/login', 200],
			['GET /chain-of-custody/timeline', 403],
		]);
		const counters = await sandbox.counters();
		expect([counters.logins, counters.refreshes]).toEqual([1, 0]);
	});
});
