import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getTimeline } from './getTimeline';

export const custodyOperations = { getTimeline };

export const custodyDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['custody'] } },
		options: [
			{
				name: 'Get Timeline',
				value: 'getTimeline',
				action: 'Get the chain of custody of a device',
				description:
					"Every repair, ITAD, recovery and deployment order a device went through, with its events (needs the credential's chain-of-custody.read permission)",
			},
		],
		default: 'getTimeline',
	},
	...operationProperties('custody', custodyOperations),
];
