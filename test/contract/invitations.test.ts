/** Resend invitation (the invitation shape), the 5-minute invitation cooldown and the sandbox README's cooldown 429. */
import { items, responses } from '../../sandbox/schemas';
import { expectKeys, expectSchema, useSandbox } from './helpers';

const sandbox = useSandbox();

const INVITATION_KEYS = [
	'invite_id',
	'id',
	'email',
	'name',
	'country',
	'role',
	'role_name',
	'status',
	'status_name',
	'account_status',
	'is_blocked',
	'is_default_user',
	'registered_user_id',
	'resend_flag',
];
const ROLE_NAMES: Record<number, string> = { 1: 'Department head', 2: 'Manager', 3: 'Requester' };
const COOLDOWN_TEXT = /^Invitation was sent less than 5 minutes ago\. Resend allowed after (.+)\.$/;

const resend = (inviteId: string, body: unknown = {}) =>
	sandbox.post(`/api/v1/users/${inviteId}/resend-invite`, body);

/** Pending invitations (the ones a client may resend), each with its cooldown over. */
const inviteIds: string[] = [];
let allInviteIds: string[] = [];

beforeAll(async () => {
	const snapshot = await sandbox.control('GET', '/snapshot');
	allInviteIds = [...snapshot.invitations.ids];
	for (const inviteId of allInviteIds) {
		const probe = await resend(inviteId);
		if (probe.status !== 200) continue;
		inviteIds.push(inviteId);
		await sandbox.control('POST', `/invitations/${inviteId}/last-sent`, { secondsAgo: 600 });
	}
	expect(inviteIds.length).toBeGreaterThanOrEqual(6);
});

describe('resend invitation (POST /users/:inviteId/resend-invite)', () => {
	test('answers success, message, invite_id, email_sent and the invitation', async () => {
		const inviteId = inviteIds[0];
		const result = await resend(inviteId);
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'message', 'invite_id', 'email_sent', 'invitation']);
		expect(result.body).toMatchObject({ success: true, invite_id: inviteId, email_sent: true });
		const invitation = result.body.invitation;
		expectKeys(invitation, INVITATION_KEYS);
		expect(invitation.invite_id).toBe(inviteId);
		expect(invitation.role_name).toBe(ROLE_NAMES[invitation.role]);
		expect(['Active', 'Inactive', 'Pending']).toContain(invitation.account_status);
		expect([0, 1]).toContain(invitation.is_blocked);
		expect(typeof invitation.is_default_user).toBe('boolean');
		expect(typeof invitation.resend_flag).toBe('boolean');
		expect(typeof invitation.status).toBe('number');
		if (invitation.account_status === 'Pending') expect(invitation.id).toBeNull();
		expectSchema(responses.resendInvite, result.body);
		expectSchema(items.invitation, invitation);
	});

	test('a custom message is accepted', async () => {
		const result = await resend(inviteIds[1], { message: 'Please join us on the platform.' });
		expect(result.status).toBe(200);
	});

	test('a resend within 5 minutes answers 429 with the README text, retry_after_seconds and Retry-After', async () => {
		const inviteId = inviteIds[2];
		expect((await resend(inviteId)).status).toBe(200);
		const again = await resend(inviteId);
		expect(again.status).toBe(429);
		expect(again.body.success).toBe(false);
		const match = COOLDOWN_TEXT.exec(again.body.message);
		expect(match).not.toBeNull();
		const allowedAt = Date.parse(match![1]);
		expect(Number.isNaN(allowedAt)).toBe(false);
		expect(match![1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
		expect(again.body.retry_after_seconds).toBeGreaterThanOrEqual(299);
		expect(again.body.retry_after_seconds).toBeLessThanOrEqual(300);
		expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after_seconds));
		expectSchema(responses.invitationCooldown, again.body);
	});

	test('the cooldown counts from the last send: 4 minutes ago still refused with about 60 s left', async () => {
		const inviteId = inviteIds[3];
		expect((await resend(inviteId)).status).toBe(200);
		await sandbox.control('POST', `/invitations/${inviteId}/last-sent`, { secondsAgo: 240 });
		const refused = await resend(inviteId);
		expect(refused.status).toBe(429);
		expect(refused.body.retry_after_seconds).toBeGreaterThanOrEqual(59);
		expect(refused.body.retry_after_seconds).toBeLessThanOrEqual(60);
	});

	test('once the last send is more than 5 minutes ago the resend is allowed again', async () => {
		const inviteId = inviteIds[4];
		expect((await resend(inviteId)).status).toBe(200);
		await sandbox.control('POST', `/invitations/${inviteId}/last-sent`, { secondsAgo: 301 });
		expect((await resend(inviteId)).status).toBe(200);
	});

	test('the cooldown 429 is not the rate limit: the rate-limit 429 text is not used', async () => {
		const inviteId = inviteIds[5];
		await resend(inviteId);
		const again = await resend(inviteId);
		expect(again.status).toBe(429);
		expect(again.body.message).not.toBe('Too many requests. Please try again later.');
		expect(again.headers.get('ratelimit-remaining')).not.toBe('0');
		const counters = await sandbox.control('GET', '/counters');
		expect(counters.rateLimited).toBe(0);
	});

	test('an unknown invite answers 404', async () => {
		const prefix = allInviteIds[0].split('-')[0];
		const result = await resend(`${prefix}-99999999`);
		expect(result.status).toBe(404);
		expect(result.body.success).toBe(false);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('POST', `/api/v1/users/${inviteIds[0]}/resend-invite`, {
			body: {},
		});
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});
