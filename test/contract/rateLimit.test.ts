/** The request rate limit: RateLimit-* headers on every response, the 429 beyond it, the control API's window. */
import { responses } from '../../sandbox/schemas';
import { DEFAULT_CLIENT, expectSchema, useSandbox } from './helpers';

// The API's documented limit (60 a minute) instead of the contract default.
const sandbox = useSandbox({ rateLimit: 60, rateWindowSeconds: 60 });

function rateHeaders(headers: Headers) {
	return {
		limit: headers.get('ratelimit-limit'),
		remaining: headers.get('ratelimit-remaining'),
		reset: headers.get('ratelimit-reset'),
	};
}

describe('RateLimit-* headers', () => {
	beforeAll(async () => {
		await sandbox.control('POST', '/reset');
		sandbox.token = await sandbox.login();
	});

	test.each([
		['a 200', () => sandbox.api('GET', '/api/v1/employees', { token: sandbox.token }), 200],
		['a 401', () => sandbox.api('GET', '/api/v1/employees'), 401],
		['a 404', () => sandbox.api('GET', '/api/v1/nowhere', { token: sandbox.token }), 404],
		['a 422', () => sandbox.api('POST', '/api/v1/auth/login', { body: {} }), 422],
		['the login', () => sandbox.api('POST', '/api/v1/auth/login', { body: DEFAULT_CLIENT }), 200],
	])(
		'%s carries RateLimit-Limit 60, RateLimit-Remaining and RateLimit-Reset',
		async (_c, send, status) => {
			const result = await send();
			expect(result.status).toBe(status);
			const headers = rateHeaders(result.headers);
			expect(headers.limit).toBe('60');
			expect(headers.remaining).toMatch(/^\d+$/);
			expect(Number(headers.remaining)).toBeLessThan(60);
			expect(headers.reset).toMatch(/^\d+$/);
			expect(Number(headers.reset)).toBeLessThanOrEqual(60);
		},
	);

	test('RateLimit-Remaining goes down by one per request', async () => {
		const first = rateHeaders((await sandbox.get('/api/v1/departments')).headers);
		const second = rateHeaders((await sandbox.get('/api/v1/departments')).headers);
		expect(Number(second.remaining)).toBe(Number(first.remaining) - 1);
	});
});

describe('429 beyond the limit (window shrunk to 5 per 2 s)', () => {
	// The login is the first of the window's 5 requests. The window runs on the sandbox's clock,
	// stopped: the requests of a test fall in one window however slowly the machine sends them.
	beforeEach(async () => {
		await sandbox.control('POST', '/reset');
		await sandbox.control('PUT', '/rate-limit', { limit: 5, windowSeconds: 2 });
		await sandbox.control('POST', '/clock', { stopAt: new Date().toISOString() });
		sandbox.token = await sandbox.login();
	});
	afterEach(async () => await sandbox.control('POST', '/clock', { run: true }));

	test('the sixth request in the window answers 429 Too many requests. Please try again later.', async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 4; i++) statuses.push((await sandbox.get('/api/v1/wallet/balance')).status);
		expect(statuses).toEqual([200, 200, 200, 200]);
		const limited = await sandbox.get('/api/v1/wallet/balance');
		expect(limited.status).toBe(429);
		expect(limited.body).toEqual({ message: 'Too many requests. Please try again later.' });
		expectSchema(responses.rateLimited, limited.body);
		const headers = rateHeaders(limited.headers);
		expect(headers.limit).toBe('5');
		expect(headers.remaining).toBe('0');
		expect(Number(headers.reset)).toBeGreaterThanOrEqual(0);
		expect(Number(headers.reset)).toBeLessThanOrEqual(2);
	});

	test('RateLimit-Remaining counts down to 0 within the window', async () => {
		const remaining: string[] = [];
		for (let i = 0; i < 4; i++) {
			remaining.push(rateHeaders((await sandbox.get('/api/v1/wallet/balance')).headers).remaining!);
		}
		expect(remaining).toEqual(['3', '2', '1', '0']);
	});

	test('requests are accepted again after RateLimit-Reset seconds', async () => {
		let limited = await sandbox.get('/api/v1/wallet/balance');
		while (limited.status !== 429) limited = await sandbox.get('/api/v1/wallet/balance');
		const resetSeconds = Number(limited.headers.get('ratelimit-reset'));
		await sandbox.control('POST', '/clock', { advanceMs: resetSeconds * 1000 });
		const after = await sandbox.get('/api/v1/wallet/balance');
		expect(after.status).toBe(200);
	});

	test('login is rate limited like any request', async () => {
		for (let i = 0; i < 4; i++) await sandbox.get('/api/v1/wallet/balance');
		const login = await sandbox.api('POST', '/api/v1/auth/login', { body: DEFAULT_CLIENT });
		expect(login.status).toBe(429);
		expect(login.body).toEqual({ message: 'Too many requests. Please try again later.' });
	});

	test('the control API is not rate limited and counts the refused requests', async () => {
		for (let i = 0; i < 7; i++) await sandbox.get('/api/v1/wallet/balance');
		const counters = await sandbox.control('GET', '/counters');
		expect(counters.rateLimited).toBe(3);
		const snapshot = await sandbox.control('GET', '/snapshot');
		expect(snapshot).toBeInstanceOf(Object);
	});
});
