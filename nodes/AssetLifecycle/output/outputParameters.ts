import type { INodeProperties } from 'n8n-workflow';

/** The Output choices, valued as in n8n's own nodes (Microsoft Outlook v2: simple, raw, fields). */
export type OutputMode = 'complete' | 'simple' | 'raw' | 'fields';

const outputModes = [
	{
		name: 'Complete',
		value: 'complete',
		description:
			"The node's consistent, snake_case record, with dates and amounts parsed; every field",
	},
	{
		name: 'Simplified',
		value: 'simple',
		description: 'At most 10 fields per record, the ID always among them',
	},
	{
		name: 'Raw',
		value: 'raw',
		description: "The API's answer, untouched",
	},
	{
		name: 'Select Included Fields',
		value: 'fields',
		description: 'Only the fields you name',
	},
];

const outputDropdown = (show: boolean, mode: OutputMode): INodeProperties => ({
	displayName: 'Output',
	name: 'output',
	type: 'options',
	noDataExpression: true,
	options: outputModes,
	default: mode,
	// n8n-workflow's displayParameter reads `@tool` as "the node runs as an AI Agent's tool" (see
	// nodeDescription.ts): a tool starts on Simplified, so that an agent reading ten employees does
	// not spend its context on 30 fields each; on the node, Complete keeps existing workflows as
	// they were.
	displayOptions: { show: { '@tool': [show] } },
});

/**
 * Node version 1 stores Select Included Fields as text and 1.1 as a list (issue 27): each is shown
 * only on its version, so a saved version 1 node keeps its text (CONTRIBUTING.md, "Saved workflows
 * are a contract"). Both n8n lines read `@version` written either way (see docs/n8n-notes.md,
 * `@version` in display conditions).
 */
export const onVersion1 = { '@version': [1] };
export const fromVersion1_1 = { '@version': [{ _cnd: { gte: 1.1 } }] };

export const outputParameters: INodeProperties[] = [
	outputDropdown(false, 'complete'),
	outputDropdown(true, 'simple'),
	{
		displayName: 'Fields',
		name: 'fields',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. work_email, department, employment_information.employment_status',
		description:
			'The fields to output, separated by commas; a dot reaches into a nested field. A field a record lacks is output as null.',
		displayOptions: { show: { output: ['fields'], ...onVersion1 } },
	},
	{
		displayName: 'Field Names or IDs',
		name: 'fields',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getFieldPaths',
			loadOptionsDependsOn: ['resource', 'operation'],
		},
		default: [],
		required: true,
		description:
			'The fields to output; a dotted name is a field inside another, and a field a record lacks is output as null. An expression gives a list: {{ ["work_email", "department"] }}. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { output: ['fields'], ...fromVersion1_1 } },
	},
];

/** The label of Select Included Fields' names on a node version, as the editor shows it. */
export function selectedFieldsLabel(typeVersion: number): string {
	const type = typeVersion < 1.1 ? 'string' : 'multiOptions';
	const parameter = outputParameters.find(
		(candidate) => candidate.name === 'fields' && candidate.type === type,
	);
	return parameter?.displayName ?? 'Fields';
}
