import { NodeApiError } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';

import { FixtureEventsTrigger } from './harness/fixtures/FixtureEventsTrigger.node';
import { FixtureItems } from './harness/fixtures/FixtureItems.node';
import { FixtureTokenApi } from './harness/fixtures/FixtureTokenApi.credentials';
import {
	FIXTURE_SECRET,
	startFixtureServer,
	type FixtureServer,
} from './harness/fixtures/fixture-server';
import {
	createPoller,
	HarnessCredentialsHelper,
	listSearch,
	loadOptions,
	runNode,
	testCredential,
} from './harness';
import { useSandbox } from './support';

let server: FixtureServer;
beforeEach(async () => {
	server = await startFixtureServer();
});
afterEach(async () => await server.close());

const storedCredential = (clientSecret = FIXTURE_SECRET) =>
	new HarnessCredentialsHelper([new FixtureTokenApi()]).add('fixtureTokenApi', {
		baseUrl: server.baseUrl,
		clientId: 'fixture-client',
		clientSecret,
	});

const requestLine = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('runNode', () => {
	test('one login serves two executions: the token is persisted in the credential', async () => {
		const credentials = storedCredential();
		const first = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'getAll' },
			credentials,
		});
		const token = (await credentials.store.read(credentials)).token;
		await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'getAll' },
			credentials,
		});

		expect(first.items.map((item) => item.json)).toEqual([
			{ id: 1, name: 'alpha' },
			{ id: 2, name: 'beta' },
		]);
		expect(server.requests.map(requestLine)).toEqual(['POST /login', 'GET /items', 'GET /items']);
		expect(server.requests.slice(1).map((request) => request.authorization)).toEqual([
			`Bearer ${token}`,
			`Bearer ${token}`,
		]);
		expect(credentials.store.stats).toEqual({
			preAuthenticationCalls: 2,
			preAuthenticationRuns: 1,
			preAuthenticationRunsAfterExpiry: 0,
			updates: 1,
		});
	});

	test('a 401 makes n8n-core log in once more and retry the request once', async () => {
		const credentials = storedCredential();
		await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'getAll' },
			credentials,
		});
		const firstToken = (await credentials.store.read(credentials)).token;
		server.expireTokens();
		server.requests.length = 0;

		const { items, error } = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'getAll' },
			credentials,
		});

		const secondToken = (await credentials.store.read(credentials)).token;
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(secondToken).not.toBe(firstToken);
		expect(
			server.requests.map((request) => `${requestLine(request)} ${request.authorization ?? ''}`),
		).toEqual([
			`GET /items Bearer ${firstToken}`,
			'POST /login ',
			`GET /items Bearer ${secondToken}`,
		]);
		expect(credentials.store.stats.preAuthenticationRuns).toBe(2);
		expect(credentials.store.stats.preAuthenticationRunsAfterExpiry).toBe(1);
	});

	test('a failing item stops the node with the NodeApiError as n8n records it', async () => {
		const { items, error } = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'get', itemId: '99' },
			credentials: storedCredential(),
		});

		expect(items).toEqual([]);
		expect(error).toMatchObject({
			name: 'NodeApiError',
			httpCode: '404',
			message: 'The resource you are requesting could not be found',
			description: 'Item not found',
		});
	});

	test('Continue On Fail turns a failing item into an error item on the main output', async () => {
		const { items, error } = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'get', itemId: '={{ $json.id }}' },
			items: [{ json: { id: 1 } }, { json: { id: 99 } }],
			credentials: storedCredential(),
			continueOnFail: true,
		});

		expect(error).toBeUndefined();
		expect(items).toEqual([
			{ json: { id: 1, name: 'alpha' }, pairedItem: { item: 0 } },
			{
				json: { error: 'The resource you are requesting could not be found' },
				pairedItem: { item: 1 },
			},
		]);
	});

	test('the error output receives the failed items, the main output the others', async () => {
		const { items, errorItems, outputs } = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'get', itemId: '={{ $json.id }}' },
			items: [{ json: { id: 99 } }, { json: { id: 2 } }],
			credentials: storedCredential(),
			onError: 'continueErrorOutput',
		});

		expect(outputs).toHaveLength(2);
		expect(items.map((item) => item.json)).toEqual([{ id: 2, name: 'beta' }]);
		expect(errorItems.map((item) => item.json)).toEqual([
			{ id: 99, error: 'The resource you are requesting could not be found' },
		]);
	});

	test('binary data comes out as n8n stores it in memory mode (base64 with its metadata)', async () => {
		const { items } = await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'download', itemId: '1' },
			credentials: storedCredential(),
		});

		const binary = items[0].binary!.data;
		expect(Buffer.from(binary.data, 'base64').toString()).toBe('file of item 1');
		expect(binary).toMatchObject({
			fileName: 'item-1.txt',
			mimeType: 'text/plain',
			fileExtension: 'txt',
			bytes: 14,
		});
	});
});

describe('node methods and the credential test', () => {
	test('loadOptions and listSearch run in a LoadOptionsContext with the stored credential', async () => {
		const credentials = storedCredential();
		const options = await loadOptions('getItemNames', {
			nodeType: new FixtureItems(),
			credentials,
		});
		const found = await listSearch('searchItems', {
			nodeType: new FixtureItems(),
			credentials,
			filter: 'be',
		});

		expect(options).toEqual([
			{ name: 'alpha', value: 1 },
			{ name: 'beta', value: 2 },
		]);
		expect(found).toEqual({ results: [{ name: 'beta', value: '2' }] });
		expect(server.requests.map(requestLine)).toEqual(['POST /login', 'GET /items', 'GET /items']);
	});

	test('the credential test always logs in, as n8n does for a credential being tested', async () => {
		const credentials = storedCredential();
		await runNode({
			nodeType: new FixtureItems(),
			parameters: { operation: 'getAll' },
			credentials,
		});
		server.requests.length = 0;

		expect(await testCredential(credentials)).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		expect(server.requests.map(requestLine)).toEqual(['POST /login', 'GET /me']);
	});

	test('a refused login fails the credential test with the HTTP status text', async () => {
		expect(await testCredential(storedCredential('wrong-secret'))).toEqual({
			status: 'Error',
			message: 'Unauthorized',
		});
	});
});

describe('createPoller', () => {
	const pollerOptions = () => ({
		nodeType: new FixtureEventsTrigger(),
		parameters: {},
		credentials: storedCredential(),
	});

	test('n8n persistence: saved after activation and when a poll emits, not after an empty poll', async () => {
		server.addEvents(2);
		const poller = createPoller(pollerOptions());
		const baselineId = 2;

		const activation = await poller.activate();
		expect(activation).toMatchObject({ emitted: null, saved: true });
		expect(poller.savedNodeData()).toEqual({ lastId: baselineId, polls: 1 });

		const empty = await poller.poll();
		expect(empty).toMatchObject({ emitted: null, items: [], saved: false });
		expect(poller.memoryNodeData()).toEqual({ lastId: baselineId, polls: 2 });
		expect(poller.savedNodeData()).toEqual({ lastId: baselineId, polls: 1 });

		server.addEvents(1);
		const emitting = await poller.poll();
		expect(emitting).toMatchObject({ items: [{ id: baselineId + 1 }], saved: true });
		expect(JSON.parse(poller.saved)).toEqual({
			'node:Poll Node Under Test': { lastId: baselineId + 1, polls: 3 },
		});
		expect(poller.saves).toBe(2);
	});

	test('a restart starts from the saved JSON only: unsaved changes are lost', async () => {
		const poller = createPoller(pollerOptions());
		await poller.activate();
		await poller.poll();
		const before = poller.savedNodeData();

		const restarted = poller.restart();
		await restarted.activate('init');

		expect(restarted.memoryNodeData()).toEqual({ ...before, polls: (before.polls as number) + 1 });
	});

	test('a failed scheduled poll is reported, keeps its changes in memory and saves nothing', async () => {
		const poller = createPoller(pollerOptions());
		await poller.activate();
		server.failEvents(1);

		const failed = await poller.poll();

		expect(failed.error).toBeInstanceOf(NodeApiError);
		expect(failed.saved).toBe(false);
		expect(poller.savedNodeData().polls).toBe(1);
	});

	test('a manual poll emits the newest event and never saves', async () => {
		server.addEvents(1);
		const poller = createPoller(pollerOptions());
		await poller.activate();
		const saved = poller.saved;

		const manual = await poller.poll({ mode: 'manual' });

		expect(manual.items).toHaveLength(1);
		expect(manual.saved).toBe(false);
		expect(poller.saved).toBe(saved);
	});

	test('durable cursors: an empty poll commits its cursor, the activation poll does not', async () => {
		const poller = createPoller({ ...pollerOptions(), persist: 'durableCursors' });

		const activation = await poller.activate();
		expect(activation.saved).toBe(false);
		expect(poller.saved).toBe('{}');

		const empty = await poller.poll();
		expect(empty).toMatchObject({ emitted: null, saved: true });
		expect(poller.savedNodeData()).toEqual({ lastId: 0, polls: 1 });
	});
});

describe('our package in the harness', () => {
	const sandbox = useSandbox({ seed: 3 });

	test('our credential logs in to the sandbox once; our node lists departments and fills the dropdown', async () => {
		const { credentials } = sandbox.credentialStore();
		const { items, error } = await sandbox.run(
			{ resource: 'department', operation: 'getAll', returnAll: true },
			{},
			credentials,
		);
		const options = await loadOptions('getDepartments', {
			nodeType: new AssetLifecycle(),
			credentials,
		});

		const snapshot = await sandbox.control<{ departments: { count: number } }>('GET', '/snapshot');
		expect(error).toBeUndefined();
		expect(items).toHaveLength(snapshot.departments.count);
		const activeNames = items
			.filter((item) => item.json.active !== false)
			.map((item) => String(item.json.name))
			.sort((a, b) => a.localeCompare(b));
		expect(options.map((option) => option.name)).toEqual(activeNames);
		expect((await sandbox.counters()).logins).toBe(1);
		expect(credentials.store.stats.preAuthenticationRuns).toBe(1);
	});
});
