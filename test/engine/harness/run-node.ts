import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	ExecutionError,
	IConnections,
	IExecuteFunctions,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	IRun,
} from 'n8n-workflow';
import { NodeConnectionTypes, Workflow } from 'n8n-workflow';

import type { StoredCredential } from './credentials-helper';
import { HarnessCredentialsHelper } from './credentials-helper';
import { createAdditionalData, NodeTypesRegistry, packageNodeType } from './registry';

export const INPUT_NODE_NAME = 'Input';
export const NODE_UNDER_TEST_NAME = 'Node Under Test';

/** n8n's per-node "On Error" setting. */
export type OnError = 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput';

export interface RunNodeOptions {
	nodeType: INodeType;
	parameters: INodeParameters;
	/** What the node receives on its input; one empty item (a Manual Trigger's output) by default. */
	items?: INodeExecutionData[];
	credentials?: StoredCredential;
	typeVersion?: number;
	/** Shorthand for `onError: 'continueRegularOutput'` (the node's "Continue On Fail"). */
	continueOnFail?: boolean;
	onError?: OnError;
	/**
	 * The node's Retry On Fail setting: n8n-core's WorkflowExecute runs the node again, up to
	 * `maxTries` times in all (2 to 5, 3 by default), `waitBetweenTries` ms apart (0 to 5000; 0 or
	 * unset is 1000, so a test that should not wait gives 1).
	 */
	retryOnFail?: { maxTries?: number; waitBetweenTries?: number };
	/** The workflow's Time Zone setting; without it n8n uses the instance's default. */
	timezone?: string;
}

export interface RunNodeResult {
	/** The node's first (main) output. */
	items: INodeExecutionData[];
	/** Every output of the node in order; with `continueErrorOutput` the last one is the error output. */
	outputs: INodeExecutionData[][];
	/** The error output's items when `onError` is `continueErrorOutput`, else empty. */
	errorItems: INodeExecutionData[];
	/** The error that stopped the node, as n8n records it in the execution (name, message, httpCode, description...). */
	error?: ExecutionError;
	run: IRun;
}

/** A start node standing for a Manual Trigger: it hands the given items to the node under test. */
const inputNodeType = (items: INodeExecutionData[]): INodeType => ({
	description: {
		displayName: 'Input',
		name: 'harnessInput',
		group: ['trigger'],
		version: 1,
		description: 'Feeds the items of an engine test into the node under test',
		defaults: { name: INPUT_NODE_NAME },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		properties: [],
	},
	async execute(this: IExecuteFunctions) {
		return [items.map((item) => structuredClone(item))];
	},
});

let executions = 0;

/**
 * Runs one node of ours in a real n8n Workflow through n8n-core's WorkflowExecute, in manual
 * mode, fed by an input node, with the credential's store as the credentials helper.
 */
export async function runNode(options: RunNodeOptions): Promise<RunNodeResult> {
	const { nodeType, parameters, credentials } = options;
	const onError = options.onError ?? (options.continueOnFail ? 'continueRegularOutput' : undefined);
	const typeName = packageNodeType(nodeType);
	const nodeTypes = new NodeTypesRegistry()
		.register('harness.input', inputNodeType(options.items ?? [{ json: {} }]))
		.register(typeName, nodeType);

	const inputNode: INode = {
		id: 'input',
		name: INPUT_NODE_NAME,
		type: 'harness.input',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const nodeUnderTest: INode = {
		id: 'node-under-test',
		name: NODE_UNDER_TEST_NAME,
		type: typeName,
		typeVersion: options.typeVersion ?? defaultVersion(nodeType),
		position: [220, 0],
		parameters,
		...(onError ? { onError } : {}),
		...(options.retryOnFail ? { retryOnFail: true, ...options.retryOnFail } : {}),
		...(credentials
			? { credentials: { [credentials.type]: { id: credentials.id, name: credentials.name } } }
			: {}),
	};
	const connections: IConnections = {
		[INPUT_NODE_NAME]: {
			main: [[{ node: NODE_UNDER_TEST_NAME, type: NodeConnectionTypes.Main, index: 0 }]],
		},
	};
	const workflow = new Workflow({
		id: 'engine-test',
		name: 'Engine test',
		nodes: [inputNode, nodeUnderTest],
		connections,
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1', ...(options.timezone ? { timezone: options.timezone } : {}) },
	});

	const additionalData = createAdditionalData(credentialsHelperOf(credentials));
	// n8n gives every execution an id, which a node reads (getExecutionId)
	additionalData.executionId = `engine-test-${++executions}`;
	additionalData.hooks = new ExecutionLifecycleHooks('manual', 'engine-test', {
		id: 'engine-test',
		name: 'Engine test',
		nodes: Object.values(workflow.nodes),
		connections: workflow.connectionsBySourceNode,
		active: false,
		activeVersionId: null,
		isArchived: false,
		settings: workflow.settings,
		createdAt: new Date(),
		updatedAt: new Date(),
	});
	const run = await new WorkflowExecute(additionalData, 'manual').run({
		workflow,
		startNode: inputNode,
	});

	const taskData = run.data.resultData.runData[NODE_UNDER_TEST_NAME]?.[0];
	const outputs = (taskData?.data?.main ?? []).map((output) => output ?? []);
	return {
		items: outputs[0] ?? [],
		outputs,
		errorItems: onError === 'continueErrorOutput' ? (outputs[outputs.length - 1] ?? []) : [],
		error: run.data.resultData.error ?? taskData?.error,
		run,
	};
}

/** The newest version a node type declares (what n8n gives a node dragged onto the canvas). */
export function defaultVersion(nodeType: INodeType): number {
	const { version } = nodeType.description;
	return Array.isArray(version) ? Math.max(...version) : version;
}

function credentialsHelperOf(credentials: StoredCredential | undefined) {
	return credentials?.store ?? new HarnessCredentialsHelper([]);
}
