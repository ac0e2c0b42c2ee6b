import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { resend } from './resend';

export const invitationOperations = { resend };

export const invitationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['invitation'] } },
		options: [
			{
				name: 'Resend',
				value: 'resend',
				action: 'Resend an invitation',
				description:
					'Send a pending platform invitation again; allowed 5 minutes after the last send, else the item fails at once with the time a resend is allowed',
			},
		],
		default: 'resend',
	},
	...operationProperties('invitation', invitationOperations),
];
