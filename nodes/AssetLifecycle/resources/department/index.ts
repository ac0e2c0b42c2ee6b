import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const departmentOperations = { getAll };

export const departmentDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['department'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many departments',
				description: 'List the departments of the company, active and deactivated',
			},
		],
		default: 'getAll',
	},
	...operationProperties('department', departmentOperations),
];
