import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { Resource } from './operation';

/**
 * The node's parameters, derived from its resources: the Resource dropdown, each resource's
 * Operation dropdown, and each operation's parameters shown only for it.
 */
export function nodeProperties(resources: Resource[]): INodeProperties[] {
	const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
	const resourceDropdown: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [...resources].sort(byName).map(({ name, value }) => ({ name, value })),
		default: 'employee',
	};
	return [
		resourceDropdown,
		...resources.flatMap(({ value: resource, defaultOperation, operations }) => [
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				default: defaultOperation,
				noDataExpression: true,
				displayOptions: { show: { resource: [resource] } },
				options: [...operations]
					.sort(byName)
					.map(({ name, value, action, description }) => ({ name, value, action, description })),
			} satisfies INodeProperties,
			...operations.flatMap((operation) =>
				updateDisplayOptions(
					{ show: { resource: [resource], operation: [operation.value] } },
					operation.properties,
				),
			),
		]),
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
