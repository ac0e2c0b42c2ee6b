import { getAdditionalKeys } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialsEncrypted,
	ICredentialsExpressionResolveValues,
	ICredentialType,
	IExecuteData,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeParameters,
	INodeProperties,
	IRequestOptionsSimplified,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import {
	ICredentials,
	ICredentialsHelper,
	isExpression,
	NodeHelpers,
	UnexpectedError,
	Workflow,
} from 'n8n-workflow';

import { PRESENTED_BY_HEADER } from '../../../sandbox/clients';
import { NodeTypesRegistry } from './registry';

/** A credential as a node references it, plus the store that holds it. */
export interface StoredCredential extends INodeCredentialsDetails {
	id: string;
	type: string;
	store: HarnessCredentialsHelper;
}

/** What the helper did, for tests that assert "one login across several executions". */
export interface CredentialsHelperStats {
	/** preAuthentication calls made by n8n-core (every authenticated request makes one). */
	preAuthenticationCalls: number;
	/** Times the credential type's own preAuthentication ran (a login or a refresh). */
	preAuthenticationRuns: number;
	/** Of those, the runs n8n-core asked for because a request answered 401. */
	preAuthenticationRunsAfterExpiry: number;
	/** Times a credential was written back to the store. */
	updates: number;
}

/** Stored credential data as n8n keeps it: serialised (encrypted there), never shared by reference. */
class SerialisedCredentials extends ICredentials {
	async getData(): Promise<ICredentialDataDecryptedObject> {
		return JSON.parse(this.data ?? '{}') as ICredentialDataDecryptedObject;
	}

	getDataToSave(): ICredentialsEncrypted {
		return { id: this.id, name: this.name, type: this.type, data: this.data };
	}

	async setData(data: ICredentialDataDecryptedObject) {
		this.data = JSON.stringify(data);
	}

	async updateData(toUpdate: ICredentialDataDecryptedObject, toDelete: string[] = []) {
		const data = { ...(await this.getData()), ...toUpdate };
		for (const key of toDelete) delete data[key];
		await this.setData(data);
	}
}

/** n8n resolves a credential's expressions on a one-node mock workflow outside any execution. */
const credentialExpressionNode: INode = {
	id: 'credential-expressions',
	name: '',
	type: 'mock',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

const credentialExpressionNodeTypes = new NodeTypesRegistry().register('mock', {
	description: {
		displayName: 'Mock',
		name: 'mock',
		group: [],
		version: 1,
		description: 'Carries credential expressions',
		defaults: {},
		inputs: [],
		outputs: [],
		properties: [],
	},
});

/**
 * An in-memory ICredentialsHelper that behaves like n8n's own (packages/cli/src/credentials-helper.ts):
 * defaults applied and expressions resolved on `getDecrypted`; `preAuthentication` runs the
 * credential type's hook only when the hidden expirable field is empty, when n8n-core reports the
 * token expired (a 401), or when the credential is being tested, and persists the result so the
 * next execution reuses it; `authenticate` applies the type's `authenticate` (generic or function).
 */
export class HarnessCredentialsHelper extends ICredentialsHelper {
	readonly stats: CredentialsHelperStats = {
		preAuthenticationCalls: 0,
		preAuthenticationRuns: 0,
		preAuthenticationRunsAfterExpiry: 0,
		updates: 0,
	};

	private readonly types = new Map<string, ICredentialType>();

	private readonly rows = new Map<string, SerialisedCredentials>();

	constructor(credentialTypes: ICredentialType[]) {
		super();
		for (const credentialType of credentialTypes)
			this.types.set(credentialType.name, credentialType);
	}

	/** Saves a credential as a user would in the credentials editor; returns the node's reference to it. */
	add(
		type: string,
		data: ICredentialDataDecryptedObject,
		name = `${type} account`,
	): StoredCredential {
		this.getType(type);
		const id = String(this.rows.size + 1);
		this.rows.set(id, new SerialisedCredentials({ id, name }, type, JSON.stringify(data)));
		return { id, name, type, store: this };
	}

	/** The credential's data as stored now (what the next execution will load). */
	async read(credential: INodeCredentialsDetails): Promise<ICredentialDataDecryptedObject> {
		return await this.getRow(credential).getData();
	}

	getCredentialType(type: string): ICredentialType {
		return this.getType(type);
	}

	getParentTypes(type: string): string[] {
		const parents = this.types.get(type)?.extends ?? [];
		return parents.flatMap((parent) => [parent, ...this.getParentTypes(parent)]);
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	/**
	 * Signs a request as n8n's helper does, and says which client presents it (the credential's
	 * client id, in the sandbox's PRESENTED_BY_HEADER): the sandbox refuses a token of another
	 * client, so a token that reaches the wrong credential fails the test that sends it.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const signed = await this.sign(credentials, typeName, requestOptions, workflow, node);
		if (typeof credentials.clientId === 'string') {
			signed.headers = { ...signed.headers, [PRESENTED_BY_HEADER]: credentials.clientId };
		}
		return signed;
	}

	private async sign(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const { authenticate } = this.getType(typeName);
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		}
		if (authenticate?.type === 'generic') {
			if (!workflow || !node) {
				throw new UnexpectedError('Workflow and node are required for declarative authentication');
			}
			const resolve = (value: string) =>
				isExpression(value)
					? String(
							workflow.expression.getSimpleParameterValue(
								node,
								value,
								'internal',
								{ $credentials: credentials },
								undefined,
								'',
							) || '',
						)
					: value;
			const target = requestOptions as unknown as Record<string, Record<string, string>>;
			target.headers ??= {};
			for (const [section, entries] of Object.entries(authenticate.properties)) {
				target[section] ??= {};
				for (const [key, value] of Object.entries(entries as Record<string, string>)) {
					target[section][resolve(key)] = resolve(value);
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	async preAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		node: INode,
		credentialsExpired: boolean,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		this.stats.preAuthenticationCalls++;
		const credentialType = this.getType(typeName);
		const expirable = credentialType.properties.find(
			(property) => property.type === 'hidden' && property.typeOptions?.expirable === true,
		);
		if (expirable === undefined || typeof credentialType.preAuthentication !== 'function') {
			return undefined;
		}
		const isTestingCredentials =
			node.parameters?.temp === '' && node.type === 'n8n-nodes-base.noOp';
		if (credentials[expirable.name] !== '' && !credentialsExpired && !isTestingCredentials) {
			return undefined;
		}
		this.stats.preAuthenticationRuns++;
		if (credentialsExpired) this.stats.preAuthenticationRunsAfterExpiry++;
		const output = await credentialType.preAuthentication.call(helpers, credentials);
		if (output[expirable.name] === undefined) return undefined;
		const nodeCredentials = node.credentials?.[typeName];
		if (!nodeCredentials) return undefined;
		const storedData = await this.read(nodeCredentials);
		const dataToPersist: ICredentialDataDecryptedObject = { ...storedData };
		for (const [key, value] of Object.entries(output)) {
			if (key === expirable.name || !isExpression(storedData[key])) {
				dataToPersist[key] = value as ICredentialDataDecryptedObject[string];
			}
		}
		await this.updateCredentials(nodeCredentials, typeName, dataToPersist);
		return Object.assign(credentials, output);
	}

	async runPreAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const { preAuthentication } = this.getType(typeName);
		if (typeof preAuthentication !== 'function') return undefined;
		return (await preAuthentication.call(helpers, credentials)) as ICredentialDataDecryptedObject;
	}

	async getCredentials(nodeCredentials: INodeCredentialsDetails): Promise<ICredentials> {
		return this.getRow(nodeCredentials);
	}

	async getDecrypted(
		additionalData: IWorkflowExecuteAdditionalData,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		mode: WorkflowExecuteMode,
		executeData?: IExecuteData,
		raw?: boolean,
		expressionResolveValues?: ICredentialsExpressionResolveValues,
	): Promise<ICredentialDataDecryptedObject> {
		const row = this.getRow(nodeCredentials);
		if (row.type !== type) {
			throw new UnexpectedError(`Credential ${row.id} is a "${row.type}", not a "${type}"`);
		}
		const storedData = await row.getData();
		if (raw === true) return storedData;
		return await this.applyDefaultsAndOverwrites(
			additionalData,
			storedData,
			type,
			mode,
			executeData,
			expressionResolveValues,
		);
	}

	/** The credential type's defaults under the data, then its expressions resolved (no overwrites here). */
	async applyDefaultsAndOverwrites(
		additionalData: IWorkflowExecuteAdditionalData,
		data: ICredentialDataDecryptedObject,
		type: string,
		mode: WorkflowExecuteMode,
		executeData?: IExecuteData,
		expressionResolveValues?: ICredentialsExpressionResolveValues,
	): Promise<ICredentialDataDecryptedObject> {
		const withDefaults = NodeHelpers.getNodeParameters(
			this.getCredentialsProperties(type),
			data as INodeParameters,
			true,
			false,
			null,
			null,
		) as ICredentialDataDecryptedObject;
		const additionalKeys = getAdditionalKeys(additionalData, mode, null, { isCredential: true });
		if (expressionResolveValues) {
			return expressionResolveValues.workflow.expression.getParameterValue(
				withDefaults as INodeParameters,
				expressionResolveValues.runExecutionData,
				expressionResolveValues.runIndex,
				expressionResolveValues.itemIndex,
				expressionResolveValues.node.name,
				expressionResolveValues.connectionInputData,
				mode,
				additionalKeys,
				executeData,
				false,
				withDefaults,
			) as ICredentialDataDecryptedObject;
		}
		const workflow = new Workflow({
			nodes: [credentialExpressionNode],
			connections: {},
			active: false,
			nodeTypes: credentialExpressionNodeTypes,
		});
		return workflow.expression.getComplexParameterValue(
			credentialExpressionNode,
			withDefaults as INodeParameters,
			mode,
			additionalKeys,
			undefined,
			undefined,
			withDefaults,
		) as ICredentialDataDecryptedObject;
	}

	async updateCredentials(
		nodeCredentials: INodeCredentialsDetails,
		_type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		this.stats.updates++;
		await this.getRow(nodeCredentials).setData(data);
	}

	async updateCredentialsOauthTokenData(
		nodeCredentials: INodeCredentialsDetails,
		_type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		this.stats.updates++;
		await this.getRow(nodeCredentials).updateData({ oauthTokenData: data.oauthTokenData });
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		const credentialType = this.getType(type);
		if (credentialType.extends === undefined) return credentialType.properties;
		const combined: INodeProperties[] = [];
		for (const parent of credentialType.extends) {
			NodeHelpers.mergeNodeProperties(combined, this.getCredentialsProperties(parent));
		}
		NodeHelpers.mergeNodeProperties(combined, credentialType.properties);
		return combined;
	}

	private getType(type: string): ICredentialType {
		const credentialType = this.types.get(type);
		if (!credentialType) throw new UnexpectedError(`Unknown credential type "${type}"`);
		return credentialType;
	}

	private getRow(nodeCredentials: INodeCredentialsDetails): SerialisedCredentials {
		const row = nodeCredentials.id === null ? undefined : this.rows.get(nodeCredentials.id);
		if (!row) throw new UnexpectedError(`Credential "${nodeCredentials.name}" is not stored`);
		return row;
	}
}
