/** Authentication: login, refresh (the sandbox README's body), revoke, token lifetime, and the 401 texts. */
import { responses } from '../../sandbox/schemas';
import { DEFAULT_CLIENT, expectKeys, expectSchema, useSandbox } from './helpers';

const sandbox = useSandbox();

describe('login (POST /auth/login)', () => {
	test('valid client credentials answer 200 with message and token', async () => {
		const result = await sandbox.api('POST', '/api/v1/auth/login', { body: DEFAULT_CLIENT });
		expect(result.status).toBe(200);
		expectKeys(result.body, ['message', 'token']);
		expect(typeof result.body.message).toBe('string');
		expect(result.body.token).toEqual(expect.any(String));
		expect(result.body.token.length).toBeGreaterThan(0);
		expectSchema(responses.login, result.body);
	});

	test('each login issues a distinct token that works', async () => {
		const first = await sandbox.login();
		const second = await sandbox.login();
		expect(first).not.toBe(second);
		expect((await sandbox.api('GET', '/api/v1/employees', { token: second })).status).toBe(200);
	});

	test.each([
		['client_secret missing', { client_id: 'sandbox-client' }],
		['client_id missing', { client_secret: 'sandbox-secret' }],
		['both missing', {}],
		['empty strings', { client_id: '', client_secret: '' }],
	])('%s answers 422 client_id & client_secret are required', async (_case, body) => {
		const result = await sandbox.api('POST', '/api/v1/auth/login', { body });
		expect(result.status).toBe(422);
		expect(result.body.message).toBe('client_id & client_secret are required');
		expectSchema(responses.loginFieldsMissing, result.body);
	});

	test.each([
		['wrong secret', { client_id: 'sandbox-client', client_secret: 'not-the-secret' }],
		['unknown client', { client_id: 'nobody', client_secret: 'sandbox-secret' }],
	])('%s answers 401 Invalid credentials', async (_case, body) => {
		const result = await sandbox.api('POST', '/api/v1/auth/login', { body });
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Invalid credentials');
		expectSchema(responses.invalidCredentials, result.body);
	});
});

describe('the bearer token on protected endpoints', () => {
	test('no Authorization header answers 401 Access denied: No token provided.', async () => {
		const result = await sandbox.api('GET', '/api/v1/employees');
		expect(result.status).toBe(401);
		expect(result.body).toEqual({ success: false, message: 'Access denied: No token provided.' });
		expectSchema(responses.unauthorized, result.body);
	});

	test('an unknown token answers 401 Access denied: token Not Valid.', async () => {
		const result = await sandbox.api('GET', '/api/v1/employees', { token: 'not-a-token' });
		expect(result.status).toBe(401);
		expect(result.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
		expectSchema(responses.unauthorized, result.body);
	});

	test('an expired token answers 401 Access denied: token Not Valid.', async () => {
		const token = await sandbox.login();
		await sandbox.control('POST', '/tokens/expire');
		const result = await sandbox.api('GET', '/api/v1/wallet/balance', { token });
		expect(result.status).toBe(401);
		expect(result.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
		sandbox.token = await sandbox.login();
	});

	test('tokens revoked through the control API answer 401 Access denied: token has been revoked.', async () => {
		const token = await sandbox.login();
		await sandbox.control('POST', '/tokens/revoke');
		const result = await sandbox.api('GET', '/api/v1/departments', { token });
		expect(result.status).toBe(401);
		expect(result.body).toEqual({
			success: false,
			message: 'Access denied: token has been revoked.',
		});
		sandbox.token = await sandbox.login();
	});
});

describe('revoke (DELETE /auth/token)', () => {
	test('revoking answers 200 success true and the token then answers 401 revoked', async () => {
		const token = await sandbox.login();
		const revoked = await sandbox.api('DELETE', '/api/v1/auth/token', { token });
		expect(revoked.status).toBe(200);
		expectKeys(revoked.body, ['success', 'message']);
		expect(revoked.body.success).toBe(true);
		expect(typeof revoked.body.message).toBe('string');
		expectSchema(responses.revoke, revoked.body);

		const later = await sandbox.api('GET', '/api/v1/employees', { token });
		expect(later.status).toBe(401);
		expect(later.body).toEqual({
			success: false,
			message: 'Access denied: token has been revoked.',
		});
		expectSchema(responses.unauthorized, later.body);
	});

	test('revoking an already revoked token answers 401 revoked', async () => {
		const token = await sandbox.login();
		expect((await sandbox.api('DELETE', '/api/v1/auth/token', { token })).status).toBe(200);
		const again = await sandbox.api('DELETE', '/api/v1/auth/token', { token });
		expect(again.status).toBe(401);
		expect(again.body).toEqual({
			success: false,
			message: 'Access denied: token has been revoked.',
		});
	});

	test('revoking one token leaves the other tokens valid', async () => {
		const kept = await sandbox.login();
		const dropped = await sandbox.login();
		expect((await sandbox.api('DELETE', '/api/v1/auth/token', { token: dropped })).status).toBe(
			200,
		);
		expect((await sandbox.api('GET', '/api/v1/employees', { token: kept })).status).toBe(200);
	});

	test('revoke without a token answers 401 No token provided', async () => {
		const result = await sandbox.api('DELETE', '/api/v1/auth/token');
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});

	test('revoke with an unknown token answers 401 token Not Valid', async () => {
		const result = await sandbox.api('DELETE', '/api/v1/auth/token', { token: 'forged' });
		expect(result.status).toBe(401);
		expect(result.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
	});
});

describe('refresh (POST /refresh-token: body refresh_token carries the current access token)', () => {
	const refresh = (token: string, body: unknown = { refresh_token: token }) =>
		sandbox.api('POST', '/api/v1/refresh-token', { token, body });

	test('a valid token answers 200 Token refreshed with a new working token and expires_in 14400', async () => {
		const token = await sandbox.login();
		const result = await refresh(token);
		expect(result.status).toBe(200);
		expect(result.body).toEqual({
			success: true,
			message: 'Token refreshed',
			token: expect.any(String),
			expires_in: 14400,
		});
		expectSchema(responses.refresh, result.body);
		expect(result.body.token).not.toBe(token);
		const withNew = await sandbox.api('GET', '/api/v1/employees', { token: result.body.token });
		expect(withNew.status).toBe(200);
	});

	test('the presented token is revoked by the refresh', async () => {
		const token = await sandbox.login();
		expect((await refresh(token)).status).toBe(200);
		const old = await sandbox.api('GET', '/api/v1/employees', { token });
		expect(old.status).toBe(401);
		expect(old.body).toEqual({ success: false, message: 'Access denied: token has been revoked.' });
	});

	test('an expired but unrevoked token can still be refreshed', async () => {
		const token = await sandbox.login();
		await sandbox.control('POST', '/tokens/expire');
		const result = await refresh(token);
		expect(result.status).toBe(200);
		expect(result.body.message).toBe('Token refreshed');
		const withNew = await sandbox.api('GET', '/api/v1/employees', { token: result.body.token });
		expect(withNew.status).toBe(200);
		sandbox.token = await sandbox.login();
	});

	test('an unknown token answers 401 token Not Valid', async () => {
		const result = await refresh('made-up-token');
		expect(result.status).toBe(401);
		expect(result.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
	});

	test('a revoked token answers 401 token has been revoked', async () => {
		const token = await sandbox.login();
		await sandbox.api('DELETE', '/api/v1/auth/token', { token });
		const result = await refresh(token);
		expect(result.status).toBe(401);
		expect(result.body).toEqual({
			success: false,
			message: 'Access denied: token has been revoked.',
		});
	});

	test('a missing refresh_token answers 422 refresh_token is required', async () => {
		const token = await sandbox.login();
		const result = await refresh(token, {});
		expect(result.status).toBe(422);
		expect(result.body.message).toBe('refresh_token is required');
	});
});

describe('token lifetime (option tokenTtlSeconds)', () => {
	const shortLived = useSandbox({ tokenTtlSeconds: 1 });
	// the lifetime passes on the sandbox's clock, stopped: requests take none of it, however slow
	beforeEach(async () => {
		await shortLived.control('POST', '/clock', { stopAt: new Date().toISOString() });
	});
	afterEach(async () => await shortLived.control('POST', '/clock', { run: true }));

	test('a token works within its lifetime and answers 401 token Not Valid after it', async () => {
		const token = await shortLived.login();
		expect((await shortLived.api('GET', '/api/v1/employees', { token })).status).toBe(200);
		await shortLived.control('POST', '/clock', { advanceMs: 1200 });
		const late = await shortLived.api('GET', '/api/v1/employees', { token });
		expect(late.status).toBe(401);
		expect(late.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
	});

	test('refresh reports the configured lifetime in expires_in', async () => {
		const token = await shortLived.login();
		const result = await shortLived.api('POST', '/api/v1/refresh-token', {
			token,
			body: { refresh_token: token },
		});
		expect(result.status).toBe(200);
		expect(result.body.expires_in).toBe(1);
	});
});
