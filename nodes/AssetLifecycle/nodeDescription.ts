import type { IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { notDeduplicatedParameters } from './notDeduplicated';
import type { Operation, Resource } from './operation';
import { fromVersion1_1, onVersion1, outputParameters } from './output/outputParameters';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** A resource whose every operation an agent is refused: it acts on the credential itself. */
const actsOnTheCredential = ({ operations }: Resource) =>
	operations.every((operation) => operation.notForAgents);

/**
 * The editor lists a node's actions in the order of its Resource dropdown, then of each Operation
 * dropdown (see docs/n8n-notes.md, The editor's action list). The API's resources come first,
 * alphabetically; a resource that acts on the credential itself (Access Token: Revoke signs out
 * every workflow sharing it) comes last.
 */
function inActionOrder(resources: Resource[]): Resource[] {
	const apiResources = resources.filter((resource) => !actsOnTheCredential(resource));
	const credentialResources = resources.filter(actsOnTheCredential);
	return [...apiResources.sort(byName), ...credentialResources.sort(byName)];
}

/**
 * Shown only on the node, not on its AI Agent tool: the editor hides a dropdown option whose
 * displayOptions fail, and `@tool` is true on a node's tool variant (see docs/n8n-notes.md,
 * `@tool`); the router still refuses Revoke to a tool whose saved parameters ask for it.
 */
const notOnTheTool: IDisplayOptions = { show: { '@tool': [false] } };

const operationOption = ({ name, value, action, description, notForAgents }: Operation) => ({
	name,
	value,
	action,
	description,
	...(notForAgents ? { displayOptions: notOnTheTool } : {}),
});

/**
 * n8n's Custom API Call entry, which n8n adds to the end of a Resource or Operation dropdown whose
 * last entry is not already one: declared here with an action. The editor renames a node that
 * still has the name n8n made for it after each new choice, from the chosen operation's action,
 * else from its value, and n8n's own entry has no action ("__CUSTOM_API_CALL__ employee"; see
 * docs/n8n-notes.md, Custom API Call). The call itself is made in the HTTP Request node
 * (router.ts).
 */
export const customApiCall = {
	name: 'Custom API Call',
	value: '__CUSTOM_API_CALL__',
	action: 'Custom API call',
	description: "Runs in the HTTP Request node, signed by this node's credential",
};

/** The name n8n puts after an action in a tool's description ("… in Asset Lifecycle"). */
export const NODE_NAME = 'Asset Lifecycle';

/**
 * What an AI Agent reads about the operation as a tool: the description n8n would make from the
 * action, then the operation's warning, if any.
 */
export const toolDescriptionOf = ({ action, agentWarning }: Operation): string =>
	[`${action} in ${NODE_NAME}.`, agentWarning].filter(Boolean).join(' ');

/**
 * The tool's Description, one per operation, shown on the AI Agent tool only. n8n gives a node
 * used as a tool its own Tool Description choice only when the node declares no `toolDescription`,
 * and by default describes the tool by the operation's action, which is also the name of a node
 * added from the nodes panel (see docs/n8n-notes.md, A tool's description): declaring it here lets
 * the action stay a short name while the agent still reads what a call costs.
 */
function toolDescriptionParameters(resources: Resource[]): INodeProperties[] {
	return resources.flatMap(({ value: resource, operations }) =>
		operations
			.filter((operation) => !operation.notForAgents)
			.map((operation) => ({
				displayName: 'Tool Description',
				name: 'toolDescription',
				type: 'string' as const,
				default: toolDescriptionOf(operation),
				required: true,
				typeOptions: { rows: 2 },
				description:
					'What the AI Agent reads about this tool to decide when and how to call it. Starts with what the operation does and what a call costs.',
				displayOptions: {
					show: { '@tool': [true], resource: [resource], operation: [operation.value] },
				},
			})),
	);
}

/**
 * An operation's parameters; one that outputs records gets Output before its Options. A write the
 * API does not deduplicate starts with the notice that says so and ends with its option to send
 * the write anyway.
 */
export function parametersOf(operation: Operation): INodeProperties[] {
	const { simplified } = operation;
	const notDeduplicated =
		operation.kind === 'request' && operation.notDeduplicated
			? notDeduplicatedParameters(operation.notDeduplicated)
			: undefined;
	const properties = notDeduplicated
		? [notDeduplicated.notice, ...operation.properties, notDeduplicated.options]
		: operation.properties;
	if (!simplified) return properties;
	const options = properties.filter((property) => property.name === 'options');
	const others = properties.filter((property) => property.name !== 'options');
	return [...others, ...outputParameters, ...options];
}

/**
 * A resource's Operation dropdown; where node version 1 started on another operation, one per
 * version, each with its own default and the same options. The nodes panel lists a resource's
 * actions from one of them, which one depending on the n8n line (see docs/n8n-notes.md, The
 * editor's action list): the same actions either way.
 */
function operationDropdowns(
	resource: string,
	operations: Operation[],
	defaultOperation: string,
	version1DefaultOperation: string | undefined,
): INodeProperties[] {
	const options = [...[...operations].sort(byName).map(operationOption), customApiCall];
	const dropdown = (operation: string, versions = {}): INodeProperties => ({
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		default: operation,
		noDataExpression: true,
		displayOptions: { show: { resource: [resource], ...versions } },
		options,
	});
	if (version1DefaultOperation === undefined) return [dropdown(defaultOperation)];
	return [
		dropdown(version1DefaultOperation, onVersion1),
		dropdown(defaultOperation, fromVersion1_1),
	];
}

/**
 * The node's parameters, derived from its resources: the Resource dropdown, each resource's
 * Operation dropdown, and each operation's parameters shown only for it.
 */
export function nodeProperties(resources: Resource[]): INodeProperties[] {
	const { name, value, description } = customApiCall;
	const resourceOptions: INodePropertyOptions[] = [
		...inActionOrder([...resources]).map((resource) => ({
			name: resource.name,
			value: resource.value,
			...(actsOnTheCredential(resource) ? { displayOptions: notOnTheTool } : {}),
		})),
		{ name, value, description },
	];
	const resourceDropdown: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resourceOptions,
		default: 'employee',
	};
	return [
		...toolDescriptionParameters(resources),
		resourceDropdown,
		...inActionOrder([...resources]).flatMap(
			({ value: resource, defaultOperation, version1DefaultOperation, operations }) => [
				...operationDropdowns(resource, operations, defaultOperation, version1DefaultOperation),
				...operations.flatMap((operation) =>
					updateDisplayOptions(
						{ show: { resource: [resource], operation: [operation.value] } },
						parametersOf(operation),
					),
				),
			],
		),
	];
}

/** The canvas subtitle: the chosen operation's action ("Get many departments"). */
export function operationSubtitle(resources: Resource[]): string {
	const choices = resources.flatMap(({ value: resource, operations }) =>
		operations.map(
			({ value, action }) =>
				`$parameter["resource"] === "${resource}" && $parameter["operation"] === "${value}" ? ${JSON.stringify(action)} : `,
		),
	);
	return `={{ ${choices.join('')}"" }}`;
}
