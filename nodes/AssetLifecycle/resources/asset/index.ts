import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getAll } from './getAll';

export const assetOperations = { getAll };

export const assetDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['asset'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many assets',
				description: "List the company's assets (devices) with their status and assignee",
			},
		],
		default: 'getAll',
	},
	...operationProperties('asset', assetOperations),
];
