import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const itadOrderOperations = { getAll };

export const itadOrderDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['itadOrder'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many ITAD orders',
				description: 'List the ITAD (disposal) orders, newest first',
			},
		],
		default: 'getAll',
	},
	...operationProperties('itadOrder', itadOrderOperations),
];
