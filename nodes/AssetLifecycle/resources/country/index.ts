import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const countryOperations = { getAll };

export const countryDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['country'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many countries',
				description: 'List the countries with their states and whether a state is required',
			},
		],
		default: 'getAll',
	},
	...operationProperties('country', countryOperations),
];
