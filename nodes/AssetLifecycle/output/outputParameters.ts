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
		displayOptions: { show: { output: ['fields'] } },
	},
];
