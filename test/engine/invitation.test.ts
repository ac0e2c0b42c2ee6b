import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

function pendingInvitation() {
	const invitation = [...sandbox.store.invitations.values()].find(
		(candidate) => candidate.accountStatus === 'Pending',
	);
	if (!invitation) throw new Error('the seed has no pending invitation');
	return invitation;
}

const resends = () => sandbox.requests('POST /users/:inviteId/resend-invite');

describe('invitation resend', () => {
	test('resends a pending invitation last sent over 5 minutes ago, then refuses at once', async () => {
		const invitation = pendingInvitation();
		await sandbox.control('POST', `/invitations/${invitation.inviteId}/last-sent`, {
			secondsAgo: 400,
		});
		const parameters = {
			resource: 'invitation',
			operation: 'resend',
			inviteId: invitation.inviteId,
		};

		const sent = await sandbox.run(parameters);

		expect(sent.error).toBeUndefined();
		expect(sent.items).toHaveLength(1);
		expect(Object.keys(sent.items[0].json)).toEqual([
			'success',
			'message',
			'invite_id',
			'email_sent',
			'invitation',
		]);
		expect(sent.items[0].json).toMatchObject({
			success: true,
			message: 'Invitation resent successfully',
			invite_id: invitation.inviteId,
			email_sent: true,
			invitation: {
				invite_id: invitation.inviteId,
				email: invitation.email,
				account_status: 'Pending',
			},
		});
		const allowedAt = new Date(invitation.lastSentAt.getTime() + 5 * 60 * 1000).toISOString();
		await sandbox.control('DELETE', '/requests');

		// The cooldown is minutes long: the node fails the item at the first 429 instead of waiting.
		const refused = await sandbox.run(parameters);
		expect(refused.error?.message).toBe(
			`Invitation was sent less than 5 minutes ago. Resend allowed after ${allowedAt}.`,
		);
		expect((await resends()).map((entry) => entry.status)).toEqual([429]);
	});

	test('in one run, the second resend of the same invitation goes to the error output, paired', async () => {
		const invitation = [...sandbox.store.invitations.values()].filter(
			(candidate) => candidate.accountStatus === 'Pending',
		)[1];
		await sandbox.control('POST', `/invitations/${invitation.inviteId}/last-sent`, {
			secondsAgo: 600,
		});

		const { items, errorItems } = await sandbox.run(
			{
				resource: 'invitation',
				operation: 'resend',
				inviteId: '={{ $json.inviteId }}',
				additionalFields: { message: 'Your account is waiting for you.' },
			},
			{
				items: [
					{ json: { inviteId: invitation.inviteId } },
					{ json: { inviteId: invitation.inviteId } },
				],
				onError: 'continueErrorOutput',
			},
		);

		expect(
			items.map((item) => [item.json.invite_id, item.json.email_sent, item.pairedItem]),
		).toEqual([[invitation.inviteId, true, { item: 0 }]]);
		expect(errorItems).toHaveLength(1);
		expect(errorItems[0].json.error).toMatch(
			/^Invitation was sent less than 5 minutes ago\. Resend allowed after \d{4}-\d{2}-\d{2}T[\d:.]+Z\.$/,
		);
		expect(errorItems[0].pairedItem).toEqual({ item: 1 });
		expect((await resends()).map((entry) => entry.status)).toEqual([200, 429]);
	});

	test('an invitation that is not pending fails with the reason from the API', async () => {
		const active = [...sandbox.store.invitations.values()].find(
			(candidate) => candidate.accountStatus === 'Active',
		)!;

		const { error } = await sandbox.run({
			resource: 'invitation',
			operation: 'resend',
			inviteId: active.inviteId,
		});

		expect(error?.message).toBe('Invitation cannot be resent: the account is Active.');
		expect((await resends()).map((entry) => entry.status)).toEqual([400]);
	});

	test('an unknown invitation fails with Invitation not found', async () => {
		const { error } = await sandbox.run({
			resource: 'invitation',
			operation: 'resend',
			inviteId: 'no-such-invite',
		});

		expect(error?.message).toBe('Invitation not found (invitation no-such-invite)');
		expect((await resends()).map((entry) => entry.status)).toEqual([404]);
	});
});
