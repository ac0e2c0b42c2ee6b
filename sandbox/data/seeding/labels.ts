/** Shipping labels, oldest first, from employees' addresses in the US, Canada and the UK. */
import { ymd } from '../format';
import { homes, streets } from '../reference';
import type { SeedContext } from './context';

const RETURNS = { recipientName: 'Returns Desk', recipientCompany: 'Acme Sandbox Inc.' };

export function seedLabels(context: SeedContext, employeeCount: number): void {
	const { store, rng, daysAgo } = context;
	const employees = [...store.employees.values()];
	// a label ships from an employee: an account without employees has none
	const labelCount = employees.length ? 25 + Math.ceil(employeeCount / 5) : 0;
	const labelTimes = Array.from({ length: labelCount }, () => daysAgo(1, 200)).sort(
		(a, b) => a.getTime() - b.getTime(),
	);
	for (const createdAt of labelTimes) {
		const creator = rng.pick(store.teamUsers);
		const sender = rng.pick(employees);
		const home = rng.pick(homes.filter((h) => ['US', 'CA', 'GB'].includes(h.country)));
		const id = store.nextId('label', 60001);
		const count = rng.pick([1, 1, 1, 2, 3]);
		const toContacts = rng.chance(0.3) ? 1 : 0;
		store.labels.set(id, {
			id,
			creatorFirstname: creator.name.split(' ')[0],
			creatorLastname: creator.name.split(' ')[1],
			shipFromFirstName: sender.firstName,
			shipFromLastName: sender.lastName,
			address1: `${rng.int(1, 9999)} ${rng.pick(streets)}`,
			address2: rng.chance(0.3) ? `Suite ${rng.int(100, 900)}` : null,
			city: home.city,
			state: home.state ?? 'England',
			zip: context.zipFrom(home.zip),
			country: home.country,
			lbs: rng.int(1, 12),
			oz: rng.int(0, 15),
			length: 18,
			width: 14,
			height: rng.pick([3, 4, 6]),
			labelCount: count,
			labelToContacts: toContacts,
			labelToMe: rng.chance(0.5) ? 1 : 0,
			...RETURNS,
			filePath: `labels/${ymd(createdAt).slice(0, 7)}/${id}.pdf`,
			fileName: `label-${id}.pdf`,
			createdAt,
			updatedAt: createdAt,
			tracking: Array.from({ length: count }, () => ({
				trackNumber: `1Z${rng.digits(16)}`,
				price: Number((rng.int(900, 4500) / 100).toFixed(2)),
				labelService: rng.pick([1, 2, 3]),
				carrier: rng.pick(['ups', 'fedex']),
			})),
			contacts: toContacts ? [{ contact_name: creator.name, contact_email: creator.email }] : [],
		});
	}
}
