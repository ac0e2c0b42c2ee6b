import { ExecuteContext, LoadOptionsContext, RoutingNode } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialsDecrypted,
	ICredentialTestRequest,
	INode,
	INodeCredentialTestResult,
	INodeListSearchResult,
	INodeParameters,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';
import { createEmptyRunExecutionData, UnexpectedError, Workflow } from 'n8n-workflow';

import { HarnessCredentialsHelper, type StoredCredential } from './credentials-helper';
import { createAdditionalData, NodeTypesRegistry, packageNodeType } from './registry';
import { defaultVersion } from './run-node';

export interface NodeMethodOptions {
	nodeType: INodeType;
	/** The node's parameters as the editor holds them when the dropdown opens. */
	parameters?: INodeParameters;
	/** The credential chosen on the node; none when the user has not chosen one yet. */
	credentials?: StoredCredential;
	/** The parameter whose options are loaded, e.g. `departmentId` (n8n passes `parameters.<name>`). */
	parameterName?: string;
}

/**
 * Builds what n8n's DynamicNodeParametersService builds for the editor: a one-node workflow
 * ("Temp-Node") with the node's current parameters, and n8n-core's LoadOptionsContext on it.
 */
function loadOptionsContext(options: NodeMethodOptions) {
	const { nodeType, credentials } = options;
	const typeName = packageNodeType(nodeType);
	const parameters = options.parameters ?? {};
	const node: INode = {
		id: 'load-options',
		name: 'Temp-Node',
		type: typeName,
		typeVersion: defaultVersion(nodeType),
		position: [0, 0],
		parameters,
		credentials: credentials && {
			[credentials.type]: { id: credentials.id, name: credentials.name },
		},
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: new NodeTypesRegistry().register(typeName, nodeType),
	});
	const additionalData = createAdditionalData(
		credentials?.store ?? new HarnessCredentialsHelper([]),
	);
	additionalData.currentNodeParameters = parameters;
	const path = `parameters.${options.parameterName ?? ''}`;
	return new LoadOptionsContext(workflow, workflow.getNode(node.name)!, additionalData, path);
}

/** Runs `methods.loadOptions[methodName]` as the editor does when a dropdown opens. */
export async function loadOptions(
	methodName: string,
	options: NodeMethodOptions,
): Promise<INodePropertyOptions[]> {
	const method = options.nodeType.methods?.loadOptions?.[methodName];
	if (!method) throw new UnexpectedError(`The node has no loadOptions method "${methodName}"`);
	return await method.call(loadOptionsContext(options));
}

/** Runs `methods.listSearch[methodName]` as a resource locator's "From list" does. */
export async function listSearch(
	methodName: string,
	options: NodeMethodOptions & { filter?: string; paginationToken?: string },
): Promise<INodeListSearchResult> {
	const method = options.nodeType.methods?.listSearch?.[methodName];
	if (!method) throw new UnexpectedError(`The node has no listSearch method "${methodName}"`);
	return await method.call(loadOptionsContext(options), options.filter, options.paginationToken);
}

const NO_OP = 'n8n-nodes-base.noOp';

/**
 * Presses "Test" on a credential whose type declares `test: { request }`, the way n8n's
 * CredentialsTester.runRequestTest does (packages/cli/src/services/credentials-tester.service.ts):
 * a No Op "Temp-Node" whose `temp` property routes the test request, run by n8n-core's RoutingNode
 * in internal mode, the credential's form data (defaults applied) standing in for the stored data,
 * and n8n's verdicts: rules, the status text of an HTTP answer, an error code, else the message.
 */
export async function testCredential(
	credentials: StoredCredential,
	formData?: ICredentialDataDecryptedObject,
): Promise<INodeCredentialTestResult> {
	const { store, type } = credentials;
	const testRequest = store.getCredentialType(type).test;
	if (!testRequest) throw new UnexpectedError(`Credential type "${type}" declares no test`);

	const data = await store.applyDefaultsAndOverwrites(
		createAdditionalData(store),
		formData ?? (await store.read(credentials)),
		type,
		'internal',
	);
	const decrypted: ICredentialsDecrypted = {
		id: credentials.id,
		name: credentials.name,
		type,
		data,
	};
	const testNodeType: INodeType = {
		description: {
			displayName: 'No Operation, do nothing',
			name: NO_OP,
			group: ['transform'],
			version: 1,
			description: 'Carries the credential test request',
			defaults: { name: 'No Operation, do nothing' },
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: type, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					routing: { request: testRequest.request },
					default: '',
				},
			],
		},
	};
	const node: INode = {
		id: 'temp',
		name: 'Temp-Node',
		type: NO_OP,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { [type]: { id: credentials.id, name: credentials.name } },
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: new NodeTypesRegistry().register(NO_OP, testNodeType),
	});
	const additionalData = createAdditionalData(formDataHelper(store, data));
	additionalData.currentNodeParameters = node.parameters;
	const context = new ExecuteContext(
		workflow,
		workflow.getNode(node.name)!,
		additionalData,
		'internal',
		createEmptyRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	let response;
	try {
		response = await new RoutingNode(context, testNodeType, decrypted).runNode();
	} catch (error) {
		return testVerdict(error, testRequest);
	}
	for (const rule of testRequest.rules ?? []) {
		if (rule.type !== 'responseSuccessBody') continue;
		const body = response?.[0]?.[0]?.json ?? {};
		const value = rule.properties.key
			.split('.')
			.reduce<unknown>(
				(current, key) => (current as Record<string, unknown> | undefined)?.[key],
				body,
			);
		if (value === rule.properties.value) {
			return { status: 'Error', message: rule.properties.message };
		}
	}
	return { status: 'OK', message: 'Connection successful!' };
}

/** n8n's tester reads the credential as the form holds it, not as stored (its getDecrypted proxy). */
function formDataHelper(
	store: HarnessCredentialsHelper,
	formData: ICredentialDataDecryptedObject,
): HarnessCredentialsHelper {
	return new Proxy(store, {
		get(target, property) {
			if (property === 'getDecrypted') {
				return async (...args: Parameters<HarnessCredentialsHelper['getDecrypted']>) =>
					args[5] === true ? await target.getDecrypted(...args) : formData;
			}
			const value = Reflect.get(target, property) as unknown;
			return typeof value === 'function' ? value.bind(target) : value;
		},
	});
}

function testVerdict(
	error: Error & { cause?: { code?: string; response?: { status: number; statusText?: string } } },
	testRequest: ICredentialTestRequest,
): INodeCredentialTestResult {
	const response = error.cause?.response;
	if (response) {
		for (const rule of testRequest.rules ?? []) {
			if (rule.type === 'responseCode' && rule.properties.value === response.status) {
				return { status: 'Error', message: rule.properties.message };
			}
		}
		if (response.status < 199 || response.status > 299) {
			return {
				status: 'Error',
				message: response.statusText || `Received HTTP status code: ${response.status}`,
			};
		}
	} else if (error.cause?.code) {
		return { status: 'Error', message: error.cause.code };
	}
	return { status: 'Error', message: error.message };
}
