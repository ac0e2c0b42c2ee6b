import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { create } from './create';
import { get } from './get';
import { getAll } from './getAll';
import { requestRelease } from './requestRelease';

export const legalHoldOperations = { create, get, getAll, requestRelease };

export const legalHoldDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['legalHold'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Place devices on legal hold',
				description:
					'Submit a legal hold: each input item is one device; items with the same summary and description share one request and one support ticket',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get a legal hold',
				description: 'Get an active legal hold by its ID',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many legal holds',
				description: 'List the active legal holds',
			},
			{
				name: 'Request Release',
				value: 'requestRelease',
				action: 'Request the release of a legal hold',
				description:
					'Open a release ticket for a held device; when one already exists, its ticket is returned (ticket_exists true)',
			},
		],
		default: 'getAll',
	},
	...operationProperties('legalHold', legalHoldOperations),
];
