import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { create } from './create';
import { getItems } from './getItems';
import { getStatus } from './getStatus';

export const recoveryOperations = { create, getItems, getStatus };

export const recoveryDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['recovery'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Add an employee to a recovery campaign',
				description:
					'Start a device recovery: add an employee and 1 to 5 devices to a campaign; the output carries the recovery number',
			},
			{
				name: 'Get Items',
				value: 'getItems',
				action: 'Get the items of a recovery',
				description: 'Get a recovery with its contact, address and devices',
			},
			{
				name: 'Get Status',
				value: 'getStatus',
				action: 'Get the status of a recovery',
				description: 'Get the workflow status of a recovery, e.g. Box Received',
			},
		],
		default: 'create',
	},
	...operationProperties('recovery', recoveryOperations),
];
