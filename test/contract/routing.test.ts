/** The base path ({base_url} with a gateway segment), /api/v1 versioning, unknown routes. */
import { responses } from '../../sandbox/schemas';
import { DEFAULT_CLIENT, expectSchema, useSandbox } from './helpers';

const sandbox = useSandbox({ basePath: '/gw/acme' });

const UNKNOWN_ROUTE = { message: 'The requested API endpoint does not exist' };

describe('a sandbox with base path /gw/acme', () => {
	test('baseUrl is the origin plus /gw/acme', () => {
		expect(sandbox.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(sandbox.baseUrl).toBe(`${sandbox.origin}/gw/acme`);
	});

	test('login and reads work under <origin>/gw/acme/api/v1', async () => {
		const login = await sandbox.atOrigin('POST', '/gw/acme/api/v1/auth/login', {
			body: DEFAULT_CLIENT,
		});
		expect(login.status).toBe(200);
		const list = await sandbox.atOrigin('GET', '/gw/acme/api/v1/employees', {
			token: login.body.token,
		});
		expect(list.status).toBe(200);
		expect(list.body.success).toBe(true);
	});

	test('/api/v1 without the base path is an unknown route (404)', async () => {
		const list = await sandbox.atOrigin('GET', '/api/v1/employees', { token: sandbox.token });
		expect(list.status).toBe(404);
		expect(list.body).toEqual(UNKNOWN_ROUTE);
		expectSchema(responses.unknownRoute, list.body);
		const login = await sandbox.atOrigin('POST', '/api/v1/auth/login', { body: DEFAULT_CLIENT });
		expect(login.status).toBe(404);
		expect(login.body).toEqual(UNKNOWN_ROUTE);
	});

	test('a different gateway segment is an unknown route (404)', async () => {
		const result = await sandbox.atOrigin('GET', '/gw/other/api/v1/employees', {
			token: sandbox.token,
		});
		expect(result.status).toBe(404);
		expect(result.body).toEqual(UNKNOWN_ROUTE);
	});

	test('/api/v2/... answers 404 The requested API endpoint does not exist', async () => {
		const result = await sandbox.get('/api/v2/employees');
		expect(result.status).toBe(404);
		expect(result.body).toEqual(UNKNOWN_ROUTE);
		expectSchema(responses.unknownRoute, result.body);
	});

	test('an unknown path under /api/v1 answers 404 The requested API endpoint does not exist', async () => {
		const result = await sandbox.get('/api/v1/printers');
		expect(result.status).toBe(404);
		expect(result.body).toEqual(UNKNOWN_ROUTE);
	});

	test('a known path with a method it does not have is an unknown route', async () => {
		const result = await sandbox.api('DELETE', '/api/v1/employees', { token: sandbox.token });
		expect(result.status).toBe(404);
		expect(result.body).toEqual(UNKNOWN_ROUTE);
	});

	test('responses are JSON', async () => {
		const result = await sandbox.get('/api/v1/departments');
		expect(result.headers.get('content-type')).toMatch(/^application\/json/);
	});

	test('version headers are not used: Accept-Version and X-API-Version change nothing', async () => {
		const plain = await sandbox.get('/api/v1/departments');
		const withHeaders = await sandbox.api('GET', '/api/v1/departments', {
			token: sandbox.token,
			headers: { 'Accept-Version': '2', 'X-API-Version': '2' },
		});
		expect(withHeaders.status).toBe(200);
		expect(withHeaders.body).toEqual(plain.body);
	});

	test('a malformed JSON body answers 400', async () => {
		const result = await sandbox.api('POST', '/api/v1/employee/add', {
			token: sandbox.token,
			rawBody: '{"firstname": "Ada",',
		});
		expect(result.status).toBe(400);
	});

	test('the control API lives at <origin>/__sandbox, outside the base path', async () => {
		const counters = await sandbox.atOrigin('GET', '/__sandbox/counters');
		expect(counters.status).toBe(200);
		const underBase = await sandbox.api('GET', '/__sandbox/counters');
		expect(underBase.status).toBe(404);
	});
});

describe('a sandbox without a base path', () => {
	const plain = useSandbox({ basePath: '' });

	test('baseUrl is the origin and /api/v1 answers there', async () => {
		expect(plain.baseUrl).toBe(plain.origin);
		const result = await plain.api('GET', '/api/v1/employees', { token: plain.token });
		expect(result.status).toBe(200);
	});

	test('a gateway segment is then an unknown route', async () => {
		const result = await plain.api('GET', '/gw/acme/api/v1/employees', { token: plain.token });
		expect(result.status).toBe(404);
		expect(result.body).toEqual(UNKNOWN_ROUTE);
	});
});
