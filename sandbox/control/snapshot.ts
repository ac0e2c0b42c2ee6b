/** What `GET /__sandbox/snapshot` answers: the ids of every kind of record in the account. */
import type { Sandbox } from '../state';

function idsOf<T>(records: Iterable<T>, id: (record: T) => string | number) {
	const ids = [...records].map(id);
	return { count: ids.length, ids };
}

export function snapshot(sandbox: Sandbox) {
	const { store } = sandbox;
	const recoveriesByCampaign: Record<string, string[]> = {};
	for (const recovery of store.recoveries.values()) {
		(recoveriesByCampaign[recovery.campaignNumber] ??= []).push(recovery.recoveryNumber);
	}
	return {
		employees: idsOf(store.employees.values(), (employee) => employee.id),
		departments: idsOf(store.departments.values(), (department) => department.id),
		costCenters: idsOf(store.costCenters.values(), (center) => center.code),
		tickets: idsOf(store.tickets.values(), (ticket) => ticket.id),
		legalHolds: idsOf(
			[...store.legalHolds.values()].filter((hold) => hold.active),
			(hold) => hold.id,
		),
		orders: idsOf(store.deploymentOrders, (order) => order.orderNumber),
		labels: idsOf(store.labels.values(), (label) => label.id),
		invitations: idsOf(store.invitations.values(), (invitation) => invitation.inviteId),
		walletTransactions: idsOf(store.walletTransactions, (transaction) => transaction.id),
		recoveries: idsOf(store.recoveries.values(), (recovery) => recovery.recoveryNumber),
		recoveriesByCampaign,
	};
}
