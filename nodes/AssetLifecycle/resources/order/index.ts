import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { create } from './create';
import { getAll } from './getAll';

export const orderOperations = { create, getAll };

export const orderDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['order'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Place a deployment order',
				description:
					'Order inventory products shipped to a person; never sent twice, even when the answer is lost',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many deployment orders',
				description: 'List the deployment orders, newest first',
			},
		],
		default: 'getAll',
	},
	...operationProperties('order', orderOperations),
];
