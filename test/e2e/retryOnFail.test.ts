/**
 * Order Create with n8n's Retry On Fail on, in real n8n (1.123 and 2.41), the sandbox answering
 * 500 after it placed the order: n8n runs the node again, and the order is not sent again; run
 * again by the user in the same n8n, it is held back too; the executions list's Retry of a run
 * that failed on its second order places neither again; a run that succeeds says in its hints
 * what Retry On Fail does here. Counted from the sandbox's request log and its orders.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { orderCreateParameters } from '../engine/support';
import { type LoggedRequest, sandboxControl } from '../sandboxControl';
import {
	type ImportedCredential,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	manualTriggerNode,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	prepareN8n,
	type PublicApiExecution,
	sandboxCredential,
	type WorkflowInput,
	type WorkflowNode,
} from './harness';

const RUN_TIMEOUT_MS = 3 * 60 * 1000;
const NODE_NAME = 'Place Order';

let sandbox: RunningSandbox;

const control = <T>(method: string, path: string, body?: unknown) =>
	sandboxControl<T>(sandbox.origin, method, path, body);

const placeOrderLog = async () =>
	(await control<LoggedRequest[]>('GET', '/requests'))
		.filter((entry) => entry.route === 'POST /device-hub/place-order')
		.map((entry) => entry.status);

const ordersCount = async () =>
	(await control<{ orders: { count: number } }>('GET', '/snapshot')).orders.count;

/** The next order is placed, then answered 500 (the sandbox faults a POST after processing it). */
const failAfterPlacing = async () =>
	await control('POST', '/faults', {
		route: 'POST /device-hub/place-order',
		count: 1,
		status: 500,
	});

/** n8n runs the node up to 3 times, 100 ms apart. */
const RETRY_ON_FAIL = { retryOnFail: true, maxTries: 3, waitBetweenTries: 100 };

/** An Order Create of one stocked laptop for `email`, with the node settings given. */
function orderNode(email: string, settings: object): WorkflowNode {
	return {
		id: 'order',
		name: NODE_NAME,
		type: NODE_TYPE,
		typeVersion: 1.1,
		position: [220, 0],
		...settings,
		parameters: orderCreateParameters({
			products: { product: [{ name: sandbox.sandbox.store.inventory[0].title, quantity: 1 }] },
			email,
		}),
	};
}

const next = (node: string) => ({ main: [[{ node, type: 'main', index: 0 }]] });

/** A manual start and an Order Create for `email` with Retry On Fail. */
function retryingOrder(name: string, email: string): WorkflowInput {
	return {
		name,
		nodes: [manualTriggerNode(), orderNode(email, RETRY_ON_FAIL)],
		connections: { Start: next(NODE_NAME) },
		settings: { executionOrder: 'v1' },
	};
}

/**
 * Manual start, the recipients as items (Edit Fields, then Split Out), one Order Create without
 * Retry On Fail: the run a user retries from the executions list.
 */
function ordersFor(name: string, emails: string[]): WorkflowInput {
	return {
		name,
		nodes: [
			manualTriggerNode(),
			{
				id: 'recipients',
				name: 'Recipients',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				position: [110, 0],
				parameters: {
					mode: 'raw',
					jsonOutput: JSON.stringify({ recipients: emails.map((email) => ({ email })) }),
				},
			},
			{
				id: 'split',
				name: 'One per Recipient',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				position: [165, 0],
				parameters: { fieldToSplitOut: 'recipients' },
			},
			orderNode('={{ $json.email }}', {}),
		],
		connections: {
			Start: next('Recipients'),
			Recipients: next('One per Recipient'),
			'One per Recipient': next(NODE_NAME),
		},
		settings: { executionOrder: 'v1' },
	};
}

interface NodeRun {
	hints?: Array<{ message: string }>;
}

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 5 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let credential: ImportedCredential;
	const ids: Record<string, string> = {};

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		const workflows = {
			cli: retryingOrder('Order, n8n execute', `cli.${version}@example.com`),
			server: retryingOrder('Order, run twice', `server.${version}@example.com`),
			succeeds: retryingOrder('Order that succeeds', `succeeds.${version}@example.com`),
			twoOrders: ordersFor('Two orders, retried from the executions list', [
				`first.of.two.${version}@example.com`,
				`second.of.two.${version}@example.com`,
			]),
		};
		const imported = await n8n.importWorkflows(Object.values(workflows), credential);
		Object.keys(workflows).forEach((key, index) => (ids[key] = imported[index]));
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	beforeEach(async () => await control('DELETE', '/requests'));

	test(
		'n8n execute: a 500 after the order was placed; the node is run three times, one POST, one order',
		async () => {
			const before = await ordersCount();
			await failAfterPlacing();

			// `n8n execute` exits with an error when the workflow fails, printing the node's error
			await expect(n8n.executeWorkflow(ids.cli)).rejects.toThrow(
				/Held back: the same order was sent (less than a second|\d+ s) ago and may have gone through/,
			);

			expect(await placeOrderLog()).toEqual([500]);
			expect(await ordersCount()).toBe(before + 1);
		},
		RUN_TIMEOUT_MS,
	);

	describe("in the running n8n (the editor's Execute workflow)", () => {
		beforeAll(async () => await n8n.start(), RUN_TIMEOUT_MS);

		test(
			'the failed run, then the same order run again by the user: one POST',
			async () => {
				const before = await ordersCount();
				await failAfterPlacing();

				const failed = await n8n.executeManually(ids.server, 'Start');
				const again = await n8n.executeManually(ids.server, 'Start');

				expect([failed.status, again.status]).toEqual(['error', 'error']);
				expect(again.data?.resultData.error?.message).toMatch(
					/^Held back: the same order was sent (less than a second|\d+ s) ago and may have gone through$/,
				);
				expect(await placeOrderLog()).toEqual([500]);
				expect(await ordersCount()).toBe(before + 1);
			},
			RUN_TIMEOUT_MS,
		);

		test(
			"the executions list's Retry of a run that failed on its second order places neither again",
			async () => {
				const before = await ordersCount();
				let placed = 0;
				sandbox.sandbox.beforeAnswer = async (route) => {
					if (route === 'POST /device-hub/place-order' && ++placed === 2) await failAfterPlacing();
				};
				const failed = await n8n.executeManually(ids.twoOrders, 'Start');
				sandbox.sandbox.beforeAnswer = undefined;

				// as the executions list's Retry asks for it (the workflow saved in the execution)
				const retried = await n8n.rest<{ id: string; status: string }>(
					'POST',
					`/rest/executions/${String(failed.id)}/retry`,
					{ loadWorkflow: false },
				);

				expect(failed.data?.resultData.error?.message).toBe('An unexpected error occurred');
				expect(retried.status).toBe('error');
				const execution = await n8n.publicApi<PublicApiExecution>(
					'GET',
					`/executions/${retried.id}?includeData=true`,
				);
				expect(execution.data?.resultData.error?.message).toMatch(
					/^Held back: the same order was sent (less than a second|\d+ s) ago and may have gone through$/,
				);
				expect(await placeOrderLog()).toEqual([200, 500]);
				expect(await ordersCount()).toBe(before + 2);
			},
			RUN_TIMEOUT_MS,
		);

		test(
			'a run that succeeds places the order once and tells what Retry On Fail does here',
			async () => {
				const run = await n8n.executeManually(ids.succeeds, 'Start');

				expect(run.status).toBe('success');
				expect(await placeOrderLog()).toEqual([200]);
				const [task] = run.data!.resultData.runData[NODE_NAME] as NodeRun[];
				expect(task.hints?.map((hint) => hint.message)).toContainEqual(
					expect.stringMatching(
						/^Retry On Fail is on, and the API does not deduplicate orders\. When n8n runs this node again, orders whose requests got a server error or no answer are not sent again/,
					),
				);
			},
			RUN_TIMEOUT_MS,
		);
	});
});
