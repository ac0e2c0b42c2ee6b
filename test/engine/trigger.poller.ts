import { PollContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INodeCredentialsDetails,
	INode,
	INodeExecutionData,
	INodeParameters,
	WorkflowActivateMode,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { createAdditionalData, NodeTypesRegistry, packageNodeType } from './harness/registry';

const NODE_NAME = 'Asset Lifecycle Trigger';

/**
 * A poll reads its credential without an execution (no expression context); the harness helper
 * then builds a workflow on a node type its registry lacks. Defaults are applied here instead
 * (the credential holds no expressions).
 */
class PollCredentialsHelper extends HarnessCredentialsHelper {
	async getDecrypted(
		...args: Parameters<HarnessCredentialsHelper['getDecrypted']>
	): Promise<ICredentialDataDecryptedObject> {
		const [additionalData, nodeCredentials, type, mode, executeData, raw, resolveValues] = args;
		if (raw === true || resolveValues !== undefined) {
			return await super.getDecrypted(...args);
		}
		const stored = await super.getDecrypted(
			additionalData,
			nodeCredentials as INodeCredentialsDetails,
			type,
			mode,
			executeData,
			true,
		);
		return NodeHelpers.getNodeParameters(
			this.getCredentialsProperties(type),
			stored as INodeParameters,
			true,
			false,
			null,
			null,
		) as ICredentialDataDecryptedObject;
	}
}

export interface PollResult {
	/** The json of the emitted items, in order; empty when the poll returned null. */
	items: IDataObject[];
	/** The error an active poll reported (n8n records it as a failed execution). */
	error?: Error;
}

/**
 * Drives the trigger as n8n runs an active polling workflow (n8n 1.123 and 2.41, classic
 * in-process cron): one in-memory Workflow per activation whose static data the polls change, and
 * a "database" copy written only where n8n writes it: when a poll emits (the poll context's
 * __emit calls WorkflowStaticDataService.saveStaticData) and after activation
 * (ActiveWorkflowManager.add). A restart rebuilds the workflow from the saved copy (JSON) and runs
 * the activation poll again, as n8n does on start-up.
 */
export class TriggerPoller {
	/** The static data as n8n last saved it (JSON text, as the database holds it). */
	saved = '{}';

	private active?: Workflow;

	private readonly nodeType = new AssetLifecycleTrigger();

	private readonly store = new PollCredentialsHelper([new AssetLifecycleApi()]);

	private readonly credential;

	constructor(
		baseUrl: string,
		private readonly parameters: INodeParameters,
	) {
		this.credential = this.store.add('assetLifecycleApi', {
			baseUrl,
			clientId: 'sandbox-client',
			clientSecret: 'sandbox-secret',
		});
	}

	/** Activation (or a restart): a fresh workflow from the saved copy, then the activation poll. */
	async activate(activation: WorkflowActivateMode = 'activate'): Promise<PollResult> {
		this.active = this.workflow();
		const items = await this.run(this.active, 'trigger', activation);
		this.save(this.active);
		return { items };
	}

	async restart(): Promise<PollResult> {
		return await this.activate('init');
	}

	/** A scheduled poll of the active workflow; an error is reported, not thrown, as n8n does. */
	async poll(): Promise<PollResult> {
		if (!this.active) throw new Error('activate() first');
		try {
			const items = await this.run(this.active, 'trigger', 'activate');
			if (items.length) this.save(this.active);
			return { items };
		} catch (error) {
			return { items: [], error: error as Error };
		}
	}

	/** "Fetch Test Event": manual mode on a copy of the saved workflow, never saved. */
	async manual(): Promise<PollResult> {
		return { items: await this.run(this.workflow(), 'manual', 'manual') };
	}

	/** The node's static data as saved (what a restart would load). */
	savedNodeData(): IDataObject {
		return ((JSON.parse(this.saved) as IDataObject)[`node:${NODE_NAME}`] ?? {}) as IDataObject;
	}

	/** The node's static data in the running workflow's memory. */
	memoryNodeData(): IDataObject {
		const data = this.active?.staticData[`node:${NODE_NAME}`];
		return JSON.parse(JSON.stringify(data ?? {})) as IDataObject;
	}

	private node(): INode {
		return {
			id: 'trigger',
			name: NODE_NAME,
			type: packageNodeType(this.nodeType),
			typeVersion: 1,
			position: [0, 0],
			parameters: this.parameters,
			credentials: {
				assetLifecycleApi: { id: this.credential.id, name: this.credential.name },
			},
		};
	}

	private workflow(): Workflow {
		return new Workflow({
			id: 'trigger-engine-test',
			name: 'Trigger engine test',
			nodes: [this.node()],
			connections: {},
			active: true,
			nodeTypes: new NodeTypesRegistry().register(packageNodeType(this.nodeType), this.nodeType),
			staticData: JSON.parse(this.saved) as IDataObject,
			settings: { executionOrder: 'v1' },
		});
	}

	private async run(
		workflow: Workflow,
		mode: WorkflowExecuteMode,
		activation: WorkflowActivateMode,
	): Promise<IDataObject[]> {
		const node = workflow.getNode(NODE_NAME)!;
		const context = new PollContext(
			workflow,
			node,
			createAdditionalData(this.store),
			mode,
			activation,
		);
		const output: INodeExecutionData[][] | null = await this.nodeType.poll.call(context);
		return (output?.[0] ?? []).map((item) => item.json);
	}

	private save(workflow: Workflow) {
		const staticData = workflow.staticData as IDataObject;
		if (staticData.__dataChanged !== true) return;
		const copy = JSON.parse(JSON.stringify(staticData)) as IDataObject;
		delete copy.__dataChanged;
		this.saved = JSON.stringify(copy);
		staticData.__dataChanged = false;
	}
}

export interface LoggedRequest {
	method: string;
	route: string | null;
	path: string;
	query: Record<string, string>;
	status: number;
}

/** The sandbox's control API (`<origin>/__sandbox`). */
export function controlOf(origin: string) {
	return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
		const response = await fetch(`${origin}/__sandbox${path}`, {
			method,
			headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		if (!response.ok)
			throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
		const text = await response.text();
		return (text ? JSON.parse(text) : undefined) as T;
	};
}
