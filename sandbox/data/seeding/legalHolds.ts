/** Legal holds on assigned devices, with their tickets. */
import { DAY_MS } from '../format';
import type { SeedContext } from './context';

/** Devices on legal hold, each with its ticket; the first with a release requested. */
export function seedLegalHolds({ store, daysAgo }: SeedContext, employeeCount: number): void {
	const candidates = [...store.assets.values()].filter((asset) => asset.assigneeId);
	const holdCount = Math.min(candidates.length, 4 + Math.floor(employeeCount / 60));
	for (let i = 0; i < holdCount; i++) {
		const asset = candidates[(i * 5 + 3) % candidates.length];
		if (store.activeHoldForAsset(asset.id)) continue;
		const placedOn = daysAgo(5, 120);
		const ticketId = store.nextId('ticket', 7001);
		store.tickets.set(ticketId, {
			id: ticketId,
			ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
			type: 'Legal Hold',
			subject: 'Litigation hold',
			description: 'Preserve devices for pending litigation.',
			status: 'Open',
			serialNumbers: [asset.serialNumber],
			createdAt: placedOn,
		});
		let releaseTicketId: string | null = null;
		if (i === 0) {
			releaseTicketId = store.nextId('ticket', 7001);
			store.tickets.set(releaseTicketId, {
				id: releaseTicketId,
				ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
				type: 'Legal Hold Release',
				subject: 'Release litigation hold',
				description: 'Matter closed.',
				status: 'Open',
				serialNumbers: [asset.serialNumber],
				createdAt: new Date(placedOn.getTime() + 3 * DAY_MS),
			});
		}
		const id = store.nextNumber('legalHold', 501);
		store.legalHolds.set(id, {
			id,
			assetId: asset.id,
			placedOn,
			lastAssignee: store.employeeName(asset.assigneeId),
			submitTicketId: ticketId,
			releaseTicketId,
			active: true,
		});
		asset.assetStatus = 'Legal Hold';
		asset.deployable = false;
	}
}
