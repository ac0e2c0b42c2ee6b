import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const teamUserOperations = { getAll };

export const teamUserDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['teamUser'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many team users',
				description: 'List the users of the platform account (not employees)',
			},
		],
		default: 'getAll',
	},
	...operationProperties('teamUser', teamUserOperations),
];
