import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { get } from './get';
import { getAll } from './getAll';

export const campaignOperations = { get, getAll };

export const campaignDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['campaign'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get a campaign',
				description: 'Get a recovery campaign with all its employees (every page merged)',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many campaigns',
				description: 'List the recovery campaigns of the company',
			},
		],
		default: 'get',
	},
	...operationProperties('campaign', campaignOperations),
];
