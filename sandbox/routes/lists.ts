/**
 * The lists the spec names without their items, whose item shapes the spec does not show:
 * assets, team users, tickets.
 */
import type { Asset, Store, TeamUser, Ticket } from '../data/store';
import type { RouteDefinition } from '../http';
import { listReply, readPage } from '../http';

const roleNames = { 1: 'Department head', 2: 'Manager', 3: 'Requester' } as const;

function assetShape(store: Store, asset: Asset) {
	const assignee = asset.assigneeId ? store.employees.get(asset.assigneeId) : undefined;
	return {
		id: asset.id,
		asset_id: asset.customerAssetId,
		serial_number: asset.serialNumber,
		asset_name: asset.modelName,
		model_number: asset.modelNumber,
		manufacturer_name: asset.manufacturer,
		product_type: asset.productType,
		sku: asset.sku,
		imei: asset.imei,
		purchase_date: asset.purchaseDate,
		status_name: asset.assetStatus,
		status_type_name: asset.deployable ? ('Deployable' as const) : ('Undeployable' as const),
		location: asset.location,
		assignee: assignee
			? {
					id: assignee.id,
					name: `${assignee.firstName} ${assignee.lastName}`,
					email: assignee.workEmail,
				}
			: null,
	};
}

const teamUserShape = (store: Store) => (user: TeamUser) => ({
	id: user.id,
	name: user.name,
	email: user.email,
	role: user.role,
	role_name: roleNames[user.role],
	account_status: user.accountStatus,
	is_blocked: user.isBlocked,
	department: user.departmentId ? (store.departments.get(user.departmentId)?.name ?? null) : null,
	created_at: user.createdAt.toISOString(),
});

const ticketShape = (ticket: Ticket) => ({
	id: ticket.id,
	ticket_number: ticket.ticketNumber,
	type: ticket.type,
	subject: ticket.subject,
	status: ticket.status,
	serial_numbers: [...ticket.serialNumbers],
	created_at: ticket.createdAt.toISOString(),
});

export const listRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/assets',
		permission: 'assets.read',
		handler: (context) => {
			const store = context.sandbox.store;
			const serial = context.query.get('serial_number')?.trim();
			const assets = serial
				? [store.assetsBySerial.get(serial)].filter((asset): asset is Asset => !!asset)
				: [...store.assets.values()];
			return listReply('assets', assets, readPage(context.query, 10, 100), (asset) =>
				assetShape(store, asset),
			);
		},
	},
	{
		method: 'GET',
		path: '/team-users',
		permission: 'team-users.read',
		handler: (context) =>
			listReply(
				'users',
				context.sandbox.store.teamUsers,
				readPage(context.query, 10, 100),
				teamUserShape(context.sandbox.store),
			),
	},
	{
		method: 'GET',
		path: '/tickets',
		permission: 'tickets.read',
		handler: (context) => {
			const tickets = [...context.sandbox.store.tickets.values()].sort(
				(a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
			);
			return listReply('data', tickets, readPage(context.query, 10, 100), ticketShape);
		},
	},
];
