import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { revoke } from './revoke';

export const accessTokenOperations = { revoke };

export const accessTokenDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['accessToken'] } },
		options: [
			{
				name: 'Revoke',
				value: 'revoke',
				action: 'Revoke the access token',
				description:
					"Invalidate the credential's current access token; the next request logs in again",
			},
		],
		default: 'revoke',
	},
	...operationProperties('accessToken', accessTokenOperations),
];
