import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const ticketOperations = { getAll };

export const ticketDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['ticket'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many tickets',
				description: 'List the support tickets, newest first',
			},
		],
		default: 'getAll',
	},
	...operationProperties('ticket', ticketOperations),
];
