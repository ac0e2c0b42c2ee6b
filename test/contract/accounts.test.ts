/**
 * Several clients and several accounts: each token works only for the client it was issued to and
 * only on the sandbox (the account) that issued it. A test client may say which client presents a
 * token (the header the engine harness sends); a token of another client, or of another sandbox,
 * is refused with 401 and said in the request log, so a request sent with the wrong credential's
 * token fails the test that sent it.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { PRESENTED_BY_HEADER } from '../../sandbox/clients';
import { DEFAULT_CLIENT, useSandbox } from './helpers';

const sandbox = useSandbox();
const SECOND_CLIENT = { client_id: 'second-client', client_secret: 'second-secret' };
const THIRD_CLIENT = { client_id: 'third-client', client_secret: 'third-secret' };

const presentedBy = (clientId: string) => ({ [PRESENTED_BY_HEADER]: clientId });

async function log() {
	const entries = (await sandbox.control('GET', '/requests')) as Array<{
		route: string;
		status: number;
		clientId: string | null;
		crossAccount: string | null;
	}>;
	return entries.map(({ route, status, clientId, crossAccount }) => ({
		route,
		status,
		clientId,
		crossAccount,
	}));
}

beforeEach(async () => await sandbox.control('DELETE', '/requests'));

test('three clients of one account log in side by side, each token working for its own client', async () => {
	const tokens = await Promise.all(
		[DEFAULT_CLIENT, SECOND_CLIENT, THIRD_CLIENT].map((client) => sandbox.login(client)),
	);
	const answers = await Promise.all(
		[DEFAULT_CLIENT, SECOND_CLIENT, THIRD_CLIENT].map((client, index) =>
			sandbox.api('GET', '/api/v1/departments', {
				token: tokens[index],
				headers: presentedBy(client.client_id),
			}),
		),
	);

	expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
	expect(new Set(tokens).size).toBe(3);
	const reads = (await log()).filter((entry) => entry.route === 'GET /departments');
	expect(reads.map((entry) => entry.clientId).sort()).toEqual([
		'sandbox-client',
		'second-client',
		'third-client',
	]);
	expect(reads.every((entry) => entry.crossAccount === null)).toBe(true);
});

test('a token presented by another client is refused with 401 and logged as crossing accounts', async () => {
	const token = await sandbox.login(DEFAULT_CLIENT);

	const answer = await sandbox.api('GET', '/api/v1/departments', {
		token,
		headers: presentedBy('second-client'),
	});

	expect(answer.status).toBe(401);
	expect(answer.body).toEqual({ success: false, message: 'Access denied: token Not Valid.' });
	expect((await log()).at(-1)).toEqual({
		route: 'GET /departments',
		status: 401,
		clientId: null,
		crossAccount: 'a token of sandbox-client presented by second-client',
	});
	// the token still serves its own client
	const own = await sandbox.api('GET', '/api/v1/departments', {
		token,
		headers: presentedBy('sandbox-client'),
	});
	expect(own.status).toBe(200);
});

describe('another sandbox: another account', () => {
	let other: RunningSandbox;
	beforeAll(async () => {
		other = await startSandbox({ port: 0, seed: 7, employees: 5, rateLimit: 100000 });
	});
	afterAll(async () => await other.close());

	test('a token of another sandbox is refused with 401 and logged, whoever presents it', async () => {
		const token = await sandbox.login(DEFAULT_CLIENT);

		const read = await fetch(`${other.baseUrl}/api/v1/departments`, {
			headers: { Authorization: `Bearer ${token}` },
		});
		const refresh = await fetch(`${other.baseUrl}/api/v1/refresh-token`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ refresh_token: token }),
		});

		expect([read.status, refresh.status]).toEqual([401, 401]);
		expect(
			other.sandbox.log.map(({ route, status, crossAccount }) => ({ route, status, crossAccount })),
		).toEqual([
			{ route: 'GET /departments', status: 401, crossAccount: 'a token of another sandbox (/)' },
			{ route: 'POST /refresh-token', status: 401, crossAccount: 'a token of another sandbox (/)' },
		]);
	});
});
