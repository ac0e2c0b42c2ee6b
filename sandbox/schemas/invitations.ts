/** Resending an invitation. */
import { z } from 'zod';

import { recordId } from './formats';
import { optionalText } from './requestFields';

const resendInvite = z.object({ message: optionalText('message') });

export const invitationRequests = { resendInvite };

const invitation = z
	.object({
		invite_id: recordId,
		id: z.string().nullable(),
		email: z.string(),
		name: z.string().nullable(),
		country: z.string(),
		role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
		role_name: z.enum(['Department head', 'Manager', 'Requester']),
		status: z.number().int(),
		status_name: z.string(),
		account_status: z.enum(['Active', 'Inactive', 'Pending']),
		is_blocked: z.union([z.literal(0), z.literal(1)]),
		is_default_user: z.boolean(),
		registered_user_id: z.string().nullable(),
		resend_flag: z.boolean(),
	})
	.strict();

export const invitationResponses = {
	resendInvite: z
		.object({
			success: z.literal(true),
			message: z.string(),
			invite_id: recordId,
			email_sent: z.boolean(),
			invitation,
		})
		.strict(),
};

export const invitationItems = { invitation };
