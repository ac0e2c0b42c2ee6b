import type {
	IDataObject,
	INodeType,
	INodeTypes,
	IVersionedNodeType,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { ExternalSecretsProxy } from 'n8n-core';
import { NodeHelpers, UnexpectedError } from 'n8n-workflow';

import type { HarnessCredentialsHelper } from './credentials-helper';

/** The prefix n8n gives a community package's node types (`<package>.<node name>`). */
export const PACKAGE_NAME = 'n8n-nodes-asset-lifecycle';

export const packageNodeType = (nodeType: INodeType) =>
	`${PACKAGE_NAME}.${nodeType.description.name}`;

/** The node types of one workflow, looked up the way n8n's NodeTypes service does. */
export class NodeTypesRegistry implements INodeTypes {
	private readonly byName = new Map<string, INodeType>();

	register(typeName: string, nodeType: INodeType) {
		this.byName.set(typeName, nodeType);
		return this;
	}

	getByName(typeName: string): INodeType | IVersionedNodeType {
		return this.getByNameAndVersion(typeName);
	}

	getByNameAndVersion(typeName: string, version?: number): INodeType {
		const nodeType = this.byName.get(typeName);
		if (!nodeType) throw new UnexpectedError(`Unknown node type "${typeName}"`);
		return NodeHelpers.getVersionedNodeType(nodeType, version);
	}

	getKnownTypes(): IDataObject {
		return {};
	}
}

/**
 * The execution-wide data n8n-core reads from its caller (the cli's `getBase()` builds it in
 * n8n). Only what an in-process run of a community node reaches is real; the rest refuses.
 */
export function createAdditionalData(
	credentialsHelper: HarnessCredentialsHelper,
): IWorkflowExecuteAdditionalData {
	const unsupported = (what: string) => () => {
		throw new UnexpectedError(`${what} is not available in the engine-test harness`);
	};
	return {
		credentialsHelper,
		externalSecretsProxy: new ExternalSecretsProxy(),
		executeWorkflow: unsupported('executeWorkflow'),
		getRunExecutionData: unsupported('getRunExecutionData'),
		getRuntimeCredential: unsupported('getRuntimeCredential'),
		startRunnerTask: unsupported('startRunnerTask'),
		logAiEvent: () => {},
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formBaseUrl: 'http://127.0.0.1:5678/form',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
		mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
		variables: {},
	};
}
