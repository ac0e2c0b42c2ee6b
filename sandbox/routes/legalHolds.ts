/** Get a legal hold, submit, release request, and the active-holds list. */
import { DAY_MS, formatDate } from '../data/format';
import type { LegalHold, Store, Ticket } from '../data/store';
import type { RouteDefinition } from '../http';
import { listReply, readPage, reply, validationFieldMap } from '../http';
import { requests } from '../schemas';

const HOLD_NOT_FOUND = { success: false, error: 'Active legal hold not found' };

function ticketInfo(ticket: Ticket | undefined) {
	return ticket
		? {
				ticketId: ticket.id,
				ticketNumber: ticket.ticketNumber,
				status: ticket.status,
				created_at: ticket.createdAt.toISOString(),
			}
		: null;
}

export function legalHoldShape(store: Store, hold: LegalHold) {
	const asset = store.assets.get(hold.assetId)!;
	const releaseTicket = hold.releaseTicketId ? store.tickets.get(hold.releaseTicketId) : undefined;
	const days = Math.max(0, Math.floor((Date.now() - hold.placedOn.getTime()) / DAY_MS));
	return {
		id: hold.id,
		asset_id: asset.id,
		customer_asset_id: asset.customerAssetId,
		placed_on: formatDate(hold.placedOn),
		age_on_hold: `${days} ${days === 1 ? 'day' : 'days'}`,
		serial_number: asset.serialNumber,
		asset_name: asset.modelName,
		manufacturer_name: asset.manufacturer,
		product_type_name: asset.productType,
		status_name: 'Legal Hold' as const,
		status_type_name: 'Undeployable' as const,
		status_type_id: 2,
		asset_location: asset.location,
		last_assignee: hold.lastAssignee,
		ticket_exists: !!releaseTicket,
		ticket_info: ticketInfo(releaseTicket),
	};
}

function createTicket(
	store: Store,
	type: Ticket['type'],
	subject: string,
	description: string,
	serialNumbers: string[],
): Ticket {
	const ticket: Ticket = {
		id: store.nextId('ticket', 7001),
		ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
		type,
		subject,
		description,
		status: 'Open',
		serialNumbers,
		createdAt: new Date(),
	};
	store.tickets.set(ticket.id, ticket);
	return ticket;
}

export const legalHoldRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/legal-hold/active-holds',
		permission: 'legal-hold.read',
		handler: (context) => {
			const store = context.sandbox.store;
			const holds = [...store.legalHolds.values()].filter((hold) => hold.active);
			return listReply('data', holds, readPage(context.query, 10, 100), (hold) =>
				legalHoldShape(store, hold),
			);
		},
	},
	{
		method: 'GET',
		path: '/legal-hold/:id',
		permission: 'legal-hold.read',
		handler: (context) => {
			const store = context.sandbox.store;
			const id = /^\d+$/.test(context.params.id) ? Number(context.params.id) : NaN;
			const hold = store.legalHolds.get(id);
			if (!hold || !hold.active) return reply(404, HOLD_NOT_FOUND);
			return reply(200, {
				success: true,
				message: 'Legal hold fetched successfully',
				data: legalHoldShape(store, hold),
			});
		},
	},
	{
		method: 'POST',
		path: '/legal-hold/submit',
		permission: 'legal-hold.write',
		handler: (context) => {
			const body = context.body as Record<string, unknown> | undefined;
			if (!body || typeof body !== 'object' || !Array.isArray(body.users) || !body.users.length) {
				return reply(400, { success: false, message: 'Payload must be a non-empty array.' });
			}
			const parsed = requests.legalHoldSubmit.safeParse(body);
			if (!parsed.success) return validationFieldMap(parsed.error);
			const store = context.sandbox.store;
			const serials = [...new Set(parsed.data.users.map((user) => user.serialNumber.trim()))];
			const unknown = serials.filter((serial) => !store.assetsBySerial.has(serial));
			if (unknown.length) {
				return reply(404, {
					success: false,
					error: 'Asset number not found in your company.',
					serialNumbers: unknown,
				});
			}
			const held = serials.filter((serial) =>
				store.activeHoldForAsset(store.assetsBySerial.get(serial)!.id),
			);
			if (held.length) {
				return reply(409, {
					success: false,
					message: `Legal hold already exists for serial number ${held.join(', ')}.`,
					serialNumbers: held,
				});
			}
			const ticket = createTicket(
				store,
				'Legal Hold',
				parsed.data.summary.trim(),
				parsed.data.description.trim(),
				serials,
			);
			for (const serial of serials) {
				const asset = store.assetsBySerial.get(serial)!;
				const id = store.nextNumber('legalHold', 501);
				store.legalHolds.set(id, {
					id,
					assetId: asset.id,
					placedOn: new Date(),
					lastAssignee: store.employeeName(asset.assigneeId),
					submitTicketId: ticket.id,
					releaseTicketId: null,
					active: true,
				});
				asset.assetStatus = 'Legal Hold';
				asset.deployable = false;
			}
			return reply(200, {
				success: true,
				ticketNumber: ticket.ticketNumber,
				ticketId: ticket.id,
			});
		},
	},
	{
		method: 'POST',
		path: '/legal-hold/active',
		permission: 'legal-hold.write',
		handler: (context) => {
			const parsed = requests.legalHoldRelease.safeParse(context.body ?? {});
			if (!parsed.success) return validationFieldMap(parsed.error);
			const store = context.sandbox.store;
			const { user, summary, description } = parsed.data;
			const hold = store.legalHolds.get(user.id);
			const asset = hold ? store.assets.get(hold.assetId) : undefined;
			if (!hold || !hold.active || !asset || asset.serialNumber !== user.serial_number.trim()) {
				return reply(404, HOLD_NOT_FOUND);
			}
			const existing = hold.releaseTicketId ? store.tickets.get(hold.releaseTicketId) : undefined;
			if (existing) {
				return reply(200, {
					success: true,
					ticket_exists: true,
					message: 'A release request already exists for this device.',
					ticketId: existing.id,
					ticketNumber: existing.ticketNumber,
					existingSerialNumbers: asset.serialNumber,
				});
			}
			const ticket = createTicket(store, 'Legal Hold Release', summary.trim(), description.trim(), [
				asset.serialNumber,
			]);
			hold.releaseTicketId = ticket.id;
			return reply(200, {
				success: true,
				ticket_exists: false,
				message: 'Release request submitted successfully',
				ticketId: ticket.id,
				ticketNumber: ticket.ticketNumber,
			});
		},
	},
];
