/**
 * Several credentials in one n8n process, side by side: clients of one account (one Base URL) and
 * another account (another Base URL, another sandbox). Whatever the process shares between them
 * (token renewals, pacing, the trigger's poll lock) must keep each request on its own credential:
 * the harness says which client presents each request and the sandbox refuses a token of another
 * client or another sandbox (`crossAccount` in its log), so one crossed request fails here.
 */
import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { sandboxControl, type LoggedRequest } from '../sandboxControl';
import { createPoller, HarnessCredentialsHelper } from './harness';
import { fullAccess, useSandbox, type Account } from './support';

const sandbox = useSandbox({ seed: 11, employees: 30 });
let other: RunningSandbox;
beforeAll(async () => {
	other = await startSandbox({ port: 0, seed: 12, employees: 20, rateLimit: 100000 });
});
afterAll(async () => await other.close());
beforeEach(() => other.sandbox.clearLog());

const second: Account = { clientId: 'second-client', clientSecret: 'second-secret' };
const third: Account = { clientId: 'third-client', clientSecret: 'third-secret' };

/** One credential store, as n8n's database holds every credential, with these credentials. */
function credentialsOf(...accounts: Array<[Account, string]>) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	return accounts.map(([account, baseUrl], index) =>
		store.add('assetLifecycleApi', { baseUrl, ...account }, `account ${index + 1}`),
	);
}

const departments = { resource: 'department', operation: 'getAll', limit: 5 };

/** Both sandboxes' logs, each entry with the account it reached. */
async function logs(): Promise<Array<LoggedRequest & { account: string }>> {
	const first = await sandbox.requests();
	const second = await sandboxControl<LoggedRequest[]>(other.origin, 'GET', '/requests');
	return [
		...first.map((entry) => ({ ...entry, account: 'first' })),
		...second.map((entry) => ({ ...entry, account: 'other' })),
	];
}

/** How many requests of each route each client sent to each account. */
async function byClient(): Promise<Record<string, number>> {
	const counts: Record<string, number> = {};
	for (const entry of await logs()) {
		const key = `${entry.account} ${entry.clientId} ${entry.route} ${entry.status}`;
		counts[key] = (counts[key] ?? 0) + 1;
	}
	return counts;
}

const crossed = async () => (await logs()).filter((entry) => entry.crossAccount !== null);

test('three clients of one account log in at the same moment, each once, and each reads with its own token', async () => {
	const credentials = credentialsOf(
		[fullAccess, sandbox.sandbox.baseUrl],
		[second, sandbox.sandbox.baseUrl],
		[third, sandbox.sandbox.baseUrl],
	);

	for (let round = 0; round < 2; round++) {
		const runs = await Promise.all(
			credentials.map((credential) => sandbox.run(departments, {}, credential)),
		);
		expect(runs.map((run) => run.items.length)).toEqual([5, 5, 5]);
	}

	expect(await crossed()).toEqual([]);
	expect(await byClient()).toEqual({
		'first sandbox-client POST /auth/login 200': 1,
		'first second-client POST /auth/login 200': 1,
		'first third-client POST /auth/login 200': 1,
		'first sandbox-client GET /departments 200': 2,
		'first second-client GET /departments 200': 2,
		'first third-client GET /departments 200': 2,
	});
});

test('tokens that expire together are renewed side by side, each credential refreshing its own', async () => {
	const credentials = credentialsOf(
		[fullAccess, sandbox.sandbox.baseUrl],
		[second, sandbox.sandbox.baseUrl],
	);
	await Promise.all(credentials.map((credential) => sandbox.run(departments, {}, credential)));
	await sandbox.control('POST', '/tokens/expire');
	await sandbox.control('DELETE', '/requests');

	const runs = await Promise.all(
		credentials.map((credential) => sandbox.run(departments, {}, credential)),
	);

	expect(runs.map((run) => run.items.length)).toEqual([5, 5]);
	expect(await crossed()).toEqual([]);
	// each sends its read, is refused for the expired token, refreshes it and reads again
	expect(await byClient()).toEqual({
		'first sandbox-client GET /departments 401': 1,
		'first second-client GET /departments 401': 1,
		'first sandbox-client POST /refresh-token 200': 1,
		'first second-client POST /refresh-token 200': 1,
		'first sandbox-client GET /departments 200': 1,
		'first second-client GET /departments 200': 1,
	});
});

test('two accounts: a trigger polls one while actions of the same client id run on the other and of a second client on the first, through logins and renewals', async () => {
	const [polling, elsewhere, neighbour] = credentialsOf(
		[fullAccess, sandbox.sandbox.baseUrl],
		[fullAccess, other.baseUrl],
		[second, sandbox.sandbox.baseUrl],
	);
	const poller = createPoller({
		nodeType: new AssetLifecycleTrigger(),
		parameters: { event: 'departmentChanged', options: { maxRequestsPerPoll: 3 } },
		credentials: polling,
		workflowId: 'accounts-trigger',
	});

	const rounds = async () => {
		for (let round = 0; round < 2; round++) {
			const [poll, ...runs] = await Promise.all([
				round === 0 ? poller.activate() : poller.poll(),
				sandbox.run(departments, {}, elsewhere),
				sandbox.run(departments, {}, neighbour),
			]);
			expect(poll.error).toBeUndefined();
			expect(runs.map((run) => run.items.length)).toEqual([5, 5]);
		}
	};
	await rounds();
	await Promise.all([
		sandbox.control('POST', '/tokens/expire'),
		sandboxControl(other.origin, 'POST', '/tokens/expire'),
	]);
	await rounds();

	expect(await crossed()).toEqual([]);
	const reads = (await logs()).filter((entry) => entry.route === 'GET /departments');
	// the trigger and the neighbour on the first account, the same client id on the other
	expect(new Set(reads.map((entry) => `${entry.account} ${entry.clientId}`))).toEqual(
		new Set(['first sandbox-client', 'first second-client', 'other sandbox-client']),
	);
	expect((await logs()).filter((entry) => entry.route === 'POST /auth/login')).toHaveLength(3);
});

test.each([
	['the right one first', false],
	['the wrong one first', true],
])(
	'two credentials of one client with different secrets logging in at once (%s): the right secret reads, the wrong one gets no token',
	async (_order, wrongFirst) => {
		const [right, wrong] = credentialsOf(
			[fullAccess, sandbox.sandbox.baseUrl],
			[{ ...fullAccess, clientSecret: 'not-the-secret' }, sandbox.sandbox.baseUrl],
		);
		const runs = [
			() => sandbox.run(departments, {}, right),
			() => sandbox.run(departments, {}, wrong),
		];
		if (wrongFirst) runs.reverse();

		const settled = await Promise.all(runs.map((run) => run()));
		const [good, bad] = wrongFirst ? settled.reverse() : settled;

		expect(good.error).toBeUndefined();
		expect(good.items).toHaveLength(5);
		expect(bad.error?.message).toEqual(expect.stringContaining('Invalid credentials'));
		expect(bad.items).toEqual([]);
		expect(await crossed()).toEqual([]);
		expect(await byClient()).toEqual({
			'first sandbox-client POST /auth/login 200': 1,
			'first sandbox-client POST /auth/login 401': 1,
			'first sandbox-client GET /departments 200': 1,
		});
	},
);
