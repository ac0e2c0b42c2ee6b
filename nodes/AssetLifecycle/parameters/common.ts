import type { INodeProperties } from 'n8n-workflow';

/** Return All and Limit, the same on every list. */
export const returnAllAndLimit: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { returnAll: [false] } },
	},
];

/** A text parameter. */
export const textParameter = (
	displayName: string,
	name: string,
	description?: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	...(description ? { description } : {}),
	...extra,
});

/** A country picked from the account's countries, with what it is for as a hint. */
export const countryParameter = (
	displayName: string,
	name: string,
	hint?: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getCountries' },
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	...(hint ? { hint } : {}),
});

/** A department picked from the account's departments. */
export const departmentParameter = (hint: string): INodeProperties => ({
	displayName: 'Department Name or ID',
	name: 'department',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getDepartments' },
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint,
});

/** The Filters collection of a list. */
export const filters = (options: INodeProperties[]): INodeProperties => ({
	displayName: 'Filters',
	name: 'filters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	options,
});

/** The Options collection of an operation: switches of its own that change what it does. */
export const optionsCollection = (options: INodeProperties[]): INodeProperties => ({
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options,
});
