/**
 * Renaming an active trigger in real n8n, as the editor does it: the workflow saved with
 * PATCH /rest/workflows/:id (the body the editor sends, which holds no static data) and, on n8n
 * 2.x, published again (POST /rest/workflows/:id/activate); n8n 1.x activates a saved active
 * workflow again by itself. n8n keeps a node's static data under the node's name and does not move
 * it (docs/n8n-notes.md, "Renaming, copying and duplicating a trigger"). A change made to each
 * event's records after the last poll and before the rename is emitted once, by the renamed
 * trigger; the next change too. Under n8n 2.41's durable scheduler the cursor is kept by node id.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { type LoggedRequest, sandboxControl } from '../sandboxControl';
import {
	changeEachEvent,
	changeEvent,
	DURABLE_SCHEDULER_ENV,
	EMITTED_KEY,
	EVENT_READ_ROUTES,
	eventWorkflow,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	type N8nInstance,
	type N8nVersion,
	outputOf,
	prepareN8n,
	sandboxCredential,
	TRIGGER_EVENTS,
	type TriggerEventName,
} from './harness';

const RENAMED = 'Renamed Trigger';
const TEST_TIMEOUT_MS = 12 * 60 * 1000;

let sandbox: RunningSandbox;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
	await installN8nAndPackage();
	// four triggers polling at the same minute, each baseline read twice under the durable
	// scheduler: a quota this test is not about would spread the baselines over several polls
	sandbox = await startSandbox({ port: 0, seed: 9, rateLimit: 100_000 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

interface SavedWorkflow {
	name: string;
	nodes: Array<{ name: string; [key: string]: unknown }>;
	connections: Record<string, unknown>;
	settings: Record<string, unknown>;
	versionId: string;
	meta?: Record<string, unknown>;
	active: boolean;
}

/**
 * Renames the workflow's trigger as the editor does: the workflow saved with the fields the
 * editor's save sends (`getWorkflowDataToSave` in 1.123.81, the workflow document's `serialize`
 * in 2.41.1; no static data), then, on n8n 2.x, the saved version published.
 */
async function renameTrigger(n8n: N8nInstance, workflowId: string): Promise<void> {
	const saved = await n8n.rest<SavedWorkflow>('GET', `/rest/workflows/${workflowId}`);
	const { name, connections, settings, versionId, meta, active } = saved;
	const nodes = saved.nodes.map((node) => ({ ...node, name: RENAMED }));
	const updated = await n8n.rest<SavedWorkflow>('PATCH', `/rest/workflows/${workflowId}`, {
		name,
		nodes,
		connections,
		settings,
		versionId,
		meta,
		active,
		pinData: {},
	});
	if (n8n.major >= 2) {
		await n8n.rest('POST', `/rest/workflows/${workflowId}/activate`, {
			versionId: updated.versionId,
		});
	}
}

describe.each([
	['2.41.1', 'classic scheduler', {}],
	['1.123.81', 'classic scheduler', {}],
	['2.41.1', 'durable scheduler', DURABLE_SCHEDULER_ENV],
] as Array<[N8nVersion, string, Record<string, string>]>)('n8n %s, %s', (version, _mode, env) => {
	let n8n: N8nInstance;
	const ids = {} as Record<TriggerEventName, string>;

	const control = (method: string, path: string, body?: unknown) =>
		sandboxControl(sandbox.origin, method, path, body);
	/** The reads of `event`'s trigger; with `fromState`, only those asking what changed since. */
	const reads = async (event: TriggerEventName, fromState: boolean) =>
		((await control('GET', '/requests')) as LoggedRequest[]).filter(
			(entry) =>
				EVENT_READ_ROUTES[event].includes(entry.route ?? '') &&
				(!fromState || entry.query.modified_since !== undefined),
		);

	/**
	 * Waits until `event`'s trigger has polled once more (from its recorded state, asking what
	 * changed since, when `fromState`) and its poll has ended (no read of its routes for a few
	 * seconds). Each trigger polls at a second of the minute of its own, drawn at each publish
	 * (n8n-workflow 2.41.0 and 1.120.31, `toCronExpression` in cron.js: a random second for every
	 * Poll Times mode), so a change made right after one trigger's poll can come just before
	 * another's.
	 */
	async function polledOnce(event: TriggerEventName, fromState = false): Promise<void> {
		const count = async () => (await reads(event, fromState)).length;
		const before = await count();
		const started = Date.now();
		let seen = before;
		let quietSince = Date.now();
		while (seen === before || Date.now() - quietSince < 3_000) {
			if (Date.now() - started > 4 * 60_000) {
				throw new Error(`the ${event} trigger did not poll in 4 minutes:\n${await n8n.logTail()}`);
			}
			await pause(500);
			const now = await count();
			if (now !== seen) [seen, quietSince] = [now, Date.now()];
		}
	}

	/** Each workflow's executions: `count` in all, the newest emitting exactly `changes`, by `node`. */
	async function expectExecutions(
		count: number,
		node: string,
		changes: Record<TriggerEventName, string | number>,
	) {
		for (const event of TRIGGER_EVENTS) {
			const executions = await n8n.waitForExecutions(ids[event], count, 3 * 60_000);
			expect(executions).toHaveLength(count);
			expect(outputOf(executions[0], node).map((item) => item[EMITTED_KEY[event]])).toEqual([
				changes[event],
			]);
		}
	}

	beforeAll(async () => {
		await control('POST', '/reset', { seed: 9 });
		n8n = await prepareN8n(version, { env });
		const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		for (const event of TRIGGER_EVENTS) {
			ids[event] = await n8n.importWorkflow(eventWorkflow(event, `Rename: ${event}`), credential);
			await n8n.activateWorkflow(ids[event]);
		}
	}, TEST_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'a change made after the last poll and before the rename is emitted once, by the renamed trigger; the next change too',
		async () => {
			await n8n.start();
			// a poll from the triggers' recorded states: saved at activation under the classic
			// scheduler, committed by the first scheduled poll under the durable one
			// (test/engine/README.md)
			await polledOnce('departmentChanged', true);

			// each trigger's change right after its own poll, and its rename right after the change
			const beforeRename = {} as Record<TriggerEventName, string | number>;
			await Promise.all(
				TRIGGER_EVENTS.map(async (event) => {
					await polledOnce(event);
					beforeRename[event] = await changeEvent(sandbox, event, 'before the rename');
					await renameTrigger(n8n, ids[event]);
				}),
			);
			await expectExecutions(1, RENAMED, beforeRename);

			const afterRename = await changeEachEvent(sandbox, 'after the rename');
			await expectExecutions(2, RENAMED, afterRename);
			await polledOnce('departmentChanged');
			for (const event of TRIGGER_EVENTS) {
				expect(await n8n.listExecutions(ids[event])).toHaveLength(2);
			}
		},
		TEST_TIMEOUT_MS,
	);
});
