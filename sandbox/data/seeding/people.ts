/** The account's users: invitations and team users. */
import { firstNames, lastNames } from '../reference';
import type { SeedContext } from './context';

/** Invitations, most pending; the first the company's default admin. */
export function seedInvitations({ store, rng, daysAgo }: SeedContext, employees: number): void {
	const invitationCount = 10 + Math.ceil(employees / 25);
	for (let i = 0; i < invitationCount; i++) {
		const first = rng.pick(firstNames);
		const last = rng.pick(lastNames);
		const statusRoll = i === 0 ? 0.7 : rng.next();
		const accountStatus = statusRoll < 0.6 ? 'Pending' : statusRoll < 0.9 ? 'Active' : 'Inactive';
		const inviteId = store.nextId('invite', 8001);
		store.invitations.set(inviteId, {
			inviteId,
			userId: accountStatus === 'Pending' ? null : store.nextId('user', 9001),
			email: `${first}.${last}.${i + 1}@acme-sandbox.example`.toLowerCase(),
			name: accountStatus === 'Pending' && rng.chance(0.4) ? null : `${first} ${last}`,
			country: rng.pick(['US', 'CA', 'GB', 'DE']),
			role: rng.pick([1, 2, 3] as const),
			accountStatus,
			isBlocked: accountStatus === 'Inactive' ? 1 : 0,
			isDefaultUser: i === 0,
			lastSentAt: daysAgo(1, 60),
		});
	}
}

/** Team users, most active, most in an active department. */
export function seedTeamUsers(
	{ store, rng, daysAgo }: SeedContext,
	employees: number,
	activeDepartmentIds: string[],
): void {
	for (let i = 0; i < 15 + Math.ceil(employees / 10); i++) {
		const first = rng.pick(firstNames);
		const last = rng.pick(lastNames);
		const roll = rng.next();
		store.teamUsers.push({
			id: store.nextId('teamUser', 9501),
			name: `${first} ${last}`,
			email: `${first}.${last}.team${i + 1}@acme-sandbox.example`.toLowerCase(),
			role: rng.pick([1, 2, 3] as const),
			accountStatus: roll < 0.8 ? 'Active' : roll < 0.9 ? 'Inactive' : 'Pending',
			isBlocked: roll >= 0.8 && roll < 0.9 ? 1 : 0,
			departmentId: rng.chance(0.8) ? rng.pick(activeDepartmentIds) : null,
			createdAt: daysAgo(10, 900),
		});
	}
}
