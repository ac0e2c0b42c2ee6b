/** Resend a pending invitation, with the 5-minute cooldown. */
import type { Invitation } from '../data/store';
import type { RouteDefinition } from '../http';
import { reply, validationFieldMap } from '../http';
import { requests } from '../schemas';

export const INVITATION_COOLDOWN_MS = 5 * 60 * 1000;

const roleNames = { 1: 'Department head', 2: 'Manager', 3: 'Requester' } as const;
const statusCodes = { Pending: 0, Active: 1, Inactive: 2 } as const;
const statusNames = { Pending: 'Invited', Active: 'Accepted', Inactive: 'Deactivated' } as const;

export function invitationShape(invitation: Invitation, now: number) {
	return {
		invite_id: invitation.inviteId,
		id: invitation.userId,
		email: invitation.email,
		name: invitation.name,
		country: invitation.country,
		role: invitation.role,
		role_name: roleNames[invitation.role],
		status: statusCodes[invitation.accountStatus],
		status_name: statusNames[invitation.accountStatus],
		account_status: invitation.accountStatus,
		is_blocked: invitation.isBlocked,
		is_default_user: invitation.isDefaultUser,
		registered_user_id: invitation.userId,
		resend_flag:
			invitation.accountStatus === 'Pending' &&
			now - invitation.lastSentAt.getTime() >= INVITATION_COOLDOWN_MS,
	};
}

export const invitationRoutes: RouteDefinition[] = [
	{
		method: 'POST',
		path: '/users/:inviteId/resend-invite',
		permission: 'invitations.write',
		handler: (context) => {
			const parsed = requests.resendInvite.safeParse(context.body ?? {});
			if (!parsed.success) return validationFieldMap(parsed.error);
			const invitation = context.sandbox.store.invitations.get(context.params.inviteId);
			if (!invitation) return reply(404, { success: false, message: 'Invitation not found' });
			if (invitation.accountStatus !== 'Pending') {
				return reply(400, {
					success: false,
					message: `Invitation cannot be resent: the account is ${invitation.accountStatus}.`,
				});
			}
			const now = Date.now();
			const allowedAt = invitation.lastSentAt.getTime() + INVITATION_COOLDOWN_MS;
			if (now < allowedAt) {
				const seconds = Math.ceil((allowedAt - now) / 1000);
				return reply(
					429,
					{
						success: false,
						message: `Invitation was sent less than 5 minutes ago. Resend allowed after ${new Date(allowedAt).toISOString()}.`,
						retry_after_seconds: seconds,
					},
					{ 'Retry-After': String(seconds) },
				);
			}
			invitation.lastSentAt = new Date(now);
			return reply(200, {
				success: true,
				message: 'Invitation resent successfully',
				invite_id: invitation.inviteId,
				email_sent: true,
				invitation: invitationShape(invitation, now),
			});
		},
	},
];
