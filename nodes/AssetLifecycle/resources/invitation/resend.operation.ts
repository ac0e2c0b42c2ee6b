import { pathId } from '../../parameters/locators';
import type { Operation } from '../../operation';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { optionalText } from '../../../shared/values';

export const resend: Operation = {
	value: 'resend',
	name: 'Resend',
	action: 'Resend an invitation',
	description:
		'Send a pending platform invitation again; allowed 5 minutes after the last send: the node waits out up to 2 minutes of that, else the item fails with the time a resend is allowed',
	kind: 'request',
	properties: [
		{
			displayName: 'Invite ID',
			name: 'inviteId',
			type: 'string',
			required: true,
			default: '',
			description: 'The pending invitation to send again (invite_id)',
		},
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				{
					displayName: 'Message',
					name: 'message',
					type: 'string',
					typeOptions: { rows: 3 },
					default: '',
					description: 'A custom text for the invitation email',
				},
			],
		},
	],
	request(item) {
		const inviteId = pathId(item, 'inviteId');
		const message = optionalText(item.collection('additionalFields').message);
		return {
			method: 'POST',
			path: `/users/${pathSegment(inviteId)}/resend-invite`,
			body: message ? { message } : {},
			subject: `invitation ${inviteId}`,
		};
	},
};
