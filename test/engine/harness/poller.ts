import { PollContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	WorkflowActivateMode,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { UnexpectedError, Workflow } from 'n8n-workflow';

import type { StoredCredential } from './credentials-helper';
import { createAdditionalData, NodeTypesRegistry, packageNodeType } from './registry';
import { defaultVersion } from './run-node';

export const POLL_NODE_NAME = 'Poll Node Under Test';
export const POLL_NODE_ID = 'poll-node';

/**
 * The key of the global static data under which the Asset Lifecycle Trigger keeps the state of
 * the node with this id, where n8n saves the node's static data with the workflow
 * (nodes/AssetLifecycleTrigger/state.ts, `statePlace`).
 */
export const triggerStateKey = (nodeId: string) => `assetLifecycleTrigger:${nodeId}`;

/**
 * When n8n writes a poller's static data to the database (see test/engine/README.md):
 * - `n8n` (n8n 1.123.81, and 2.41.1 as shipped): the active workflow keeps its static data in
 *   memory from poll to poll; it is saved when a poll emits and after activation, never after a
 *   poll that returned null or failed, never in manual mode.
 * - `durableCursors` (2.41.1 with N8N_POLLER_DURABLE_CURSORS_ENABLED and the scheduler chain):
 *   every poll starts from the saved cursor; the cursor is committed when the poll emits or
 *   returns null, and discarded when the poll fails. The activation poll commits only by emitting.
 *   Each scheduled poll runs on a workflow built anew from the database, whose other static data
 *   is saved when the poll emits and after the activation. n8n keeps the cursor by node id
 *   (`poller_state`); the harness keeps it in the saved JSON under the node's key, which a rename
 *   carries to the new name.
 */
export type StaticDataPersistence = 'n8n' | 'durableCursors';

export interface PollerOptions {
	nodeType: INodeType;
	parameters: INodeParameters;
	credentials: StoredCredential;
	persist?: StaticDataPersistence;
	/** The workflow's static data as saved (JSON), e.g. from another poller's `saved`. */
	savedStaticData?: string;
	/** The workflow's id ('engine-test-poller' by default): what the trigger's poll lock is keyed by. */
	workflowId?: string;
	/** The workflow's Time Zone setting; without it n8n uses the instance's default. */
	timezone?: string;
	/**
	 * The node's name and id (POLL_NODE_NAME and POLL_NODE_ID by default). A copy of a node pasted
	 * or duplicated in the editor gets a new id and a new name.
	 */
	node?: { name: string; id: string };
}

export interface PollResult {
	/** What the poll emitted; null when it returned null (no execution starts). */
	emitted: INodeExecutionData[][] | null;
	/** The json of the first output's items: `[]` when nothing was emitted. */
	items: IDataObject[];
	/** The error of a scheduled poll (n8n records a failed execution and keeps polling). */
	error?: Error;
	/** Whether n8n would have written the static data to the database after this poll. */
	saved: boolean;
}

export interface Poller {
	/** Activation (mode `trigger`): the first poll; an error fails the activation (thrown). */
	activate(activation?: WorkflowActivateMode): Promise<PollResult>;
	/** A scheduled poll (`trigger`, after `activate`) or a "Fetch Test Event" (`manual`). */
	poll(options?: { mode: 'trigger' | 'manual' }): Promise<PollResult>;
	/** n8n's start-up: a new poller from the saved JSON only, to be activated with `init`. */
	restart(): Poller;
	/**
	 * The node renamed in the editor and the workflow saved (and, on n8n 2.x, published): a new
	 * poller from the saved JSON, its node named `name` with the same id, to be activated with
	 * `update`. The editor's save sends no static data, so n8n keeps it as it was
	 * (docs/n8n-notes.md, "Renaming, copying and duplicating a trigger").
	 */
	renamed(name: string): Poller;
	/** The workflow's static data as last saved (what the database holds), as JSON text. */
	readonly saved: string;
	/** How many times the static data was written. */
	readonly saves: number;
	/**
	 * The node's static data as saved (under durable cursors, its cursor), with the state the
	 * Asset Lifecycle Trigger keeps under the node's id in the global static data
	 * (nodes/AssetLifecycleTrigger/state.ts, `statePlace`).
	 */
	savedNodeData(): IDataObject;
	/**
	 * The same in the active workflow's memory (under durable cursors, the activation's workflow:
	 * each scheduled poll runs on one of its own).
	 */
	memoryNodeData(): IDataObject;
}

/**
 * Runs a trigger's `poll()` in n8n-core's PollContext on a real Workflow, as n8n runs an active
 * polling workflow, carrying static data between polls the way n8n persists it.
 */
export function createPoller(options: PollerOptions): Poller {
	const { nodeType, parameters, credentials } = options;
	const persist = options.persist ?? 'n8n';
	const typeName = packageNodeType(nodeType);
	const nodeTypes = new NodeTypesRegistry().register(typeName, nodeType);
	const { name, id } = options.node ?? { name: POLL_NODE_NAME, id: POLL_NODE_ID };
	const nodeKey = `node:${name}`;
	const node: INode = {
		id,
		name,
		type: typeName,
		typeVersion: defaultVersion(nodeType),
		position: [0, 0],
		parameters,
		credentials: { [credentials.type]: { id: credentials.id, name: credentials.name } },
	};
	let saved = options.savedStaticData ?? '{}';
	let saves = 0;
	let active: Workflow | undefined;

	const workflowFromSaved = (isActive: boolean) =>
		new Workflow({
			id: options.workflowId ?? 'engine-test-poller',
			name: 'Engine test poller',
			nodes: [structuredClone(node)],
			connections: {},
			active: isActive,
			nodeTypes,
			staticData: JSON.parse(saved) as IDataObject,
			settings: {
				executionOrder: 'v1',
				...(options.timezone ? { timezone: options.timezone } : {}),
			},
		});

	/** WorkflowStaticDataService.saveStaticData: writes only when the data changed. */
	const saveStaticData = (workflow: Workflow) => {
		const staticData = workflow.staticData as IDataObject;
		if (staticData.__dataChanged !== true) return false;
		saved = JSON.stringify(staticData, (key, value: unknown) =>
			key === '__dataChanged' ? undefined : value,
		);
		saves++;
		staticData.__dataChanged = false;
		return true;
	};

	/** Durable cursors: the poll works on a copy of the saved node data, committed by the caller. */
	const stageCursor = () => {
		const savedNode = (JSON.parse(saved) as IDataObject)[nodeKey];
		return (savedNode ?? {}) as IDataObject;
	};
	const commitCursor = (cursor: IDataObject) => {
		const next = JSON.stringify({ ...(JSON.parse(saved) as IDataObject), [nodeKey]: cursor });
		if (next === saved) return false;
		saved = next;
		saves++;
		return true;
	};
	/** Durable cursors: saveStaticData of the workflow a poll ran on, the cursor left as committed. */
	const saveBesideCursor = (workflow: Workflow) => {
		const cursor = (JSON.parse(saved) as IDataObject)[nodeKey];
		const didSave = saveStaticData(workflow);
		if (didSave) {
			const next = JSON.parse(saved) as IDataObject;
			delete next[nodeKey];
			saved = JSON.stringify(cursor === undefined ? next : { ...next, [nodeKey]: cursor });
		}
		return didSave;
	};

	const runPoll = async (
		workflow: Workflow,
		mode: WorkflowExecuteMode,
		activation: WorkflowActivateMode,
		cursor?: IDataObject,
	) => {
		const context = new PollContext(
			workflow,
			workflow.getNode(name)!,
			createAdditionalData(credentials.store),
			mode,
			activation,
			undefined,
			undefined,
			undefined,
			undefined,
			cursor ? () => cursor : undefined,
		);
		if (!nodeType.poll) throw new UnexpectedError(`"${typeName}" has no poll method`);
		return await nodeType.poll.call(context);
	};

	const nodeData = (staticData: IDataObject): IDataObject => {
		const own = (staticData[nodeKey] ?? {}) as IDataObject;
		const kept = (staticData.global as IDataObject | undefined)?.[triggerStateKey(id)];
		return kept === undefined || own.assetLifecycleTrigger !== undefined
			? own
			: { ...own, assetLifecycleTrigger: kept };
	};

	const result = (emitted: INodeExecutionData[][] | null, didSave: boolean): PollResult => ({
		emitted,
		items: (emitted?.[0] ?? []).map((item) => item.json),
		saved: didSave,
	});

	const scheduledPoll = async (activation: WorkflowActivateMode, isActivation: boolean) => {
		if (persist === 'durableCursors') {
			const workflow = isActivation ? active! : workflowFromSaved(true);
			const cursor = stageCursor();
			const emitted = await runPoll(workflow, 'trigger', activation, cursor);
			const besideCursor = (emitted !== null || isActivation) && saveBesideCursor(workflow);
			const commits = emitted !== null || !isActivation;
			return result(emitted, (commits && commitCursor(cursor)) || besideCursor);
		}
		const workflow = active!;
		const emitted = await runPoll(workflow, 'trigger', activation);
		return result(emitted, (emitted !== null || isActivation) && saveStaticData(workflow));
	};

	return {
		async activate(activation = 'activate') {
			active = workflowFromSaved(true);
			return await scheduledPoll(activation, true);
		},
		async poll({ mode } = { mode: 'trigger' }) {
			if (mode === 'manual') {
				const emitted = await runPoll(workflowFromSaved(false), 'manual', 'manual');
				return result(emitted, false);
			}
			if (!active) throw new UnexpectedError('activate() the poller before a scheduled poll');
			try {
				return await scheduledPoll('activate', false);
			} catch (error) {
				return { ...result(null, false), error: error as Error };
			}
		},
		restart() {
			return createPoller({ ...options, persist, savedStaticData: saved });
		},
		renamed(newName: string) {
			const staticData = JSON.parse(saved) as IDataObject;
			if (persist === 'durableCursors' && staticData[nodeKey] !== undefined) {
				staticData[`node:${newName}`] = staticData[nodeKey];
				delete staticData[nodeKey];
			}
			return createPoller({
				...options,
				persist,
				savedStaticData: JSON.stringify(staticData),
				node: { name: newName, id },
			});
		},
		get saved() {
			return saved;
		},
		get saves() {
			return saves;
		},
		savedNodeData() {
			return nodeData(JSON.parse(saved) as IDataObject);
		},
		memoryNodeData() {
			return nodeData(JSON.parse(JSON.stringify(active?.staticData ?? {})) as IDataObject);
		},
	};
}
