/** Support tickets, ITAD orders, the inventory and deployment orders. */
import { EXPEDITE_OPTIONS } from '../../valueLists';
import { DAY_MS, ymd } from '../format';
import { inventory, officeNames } from '../reference';
import type { SeedContext } from './context';

/** Repair and support tickets, a repair naming its device. */
export function seedTickets({ store, rng, daysAgo }: SeedContext, employees: number): void {
	const assets = [...store.assets.values()];
	for (let i = 0; i < 20 + Math.ceil(employees / 10); i++) {
		const asset = rng.pick(assets);
		// a repair names a device: an account without assets has support tickets only
		const type = asset && rng.chance(0.5) ? 'Repair' : 'Support';
		const id = store.nextId('ticket', 7001);
		store.tickets.set(id, {
			id,
			ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
			type,
			subject: type === 'Repair' ? `Repair request for ${asset.modelName}` : 'Access request',
			description: type === 'Repair' ? 'Device does not power on.' : 'Please grant portal access.',
			status: rng.pick(['Open', 'In Progress', 'Closed'] as const),
			serialNumbers: type === 'Repair' ? [asset.serialNumber] : [],
			createdAt: daysAgo(1, 300),
		});
	}
}

export function seedItadOrders({ store, rng, daysAgo }: SeedContext, employees: number): void {
	for (let i = 0; i < 12 + Math.ceil(employees / 10); i++) {
		const createdAt = daysAgo(5, 400);
		store.itadOrders.push({
			id: store.nextId('itadOrder', 70001),
			orderNumber: `ITAD-${store.nextNumber('itadNumber', 510001)}`,
			status: rng.pick(['Pickup Scheduled', 'In Transit', 'Received', 'Processing', 'Completed']),
			pickupDate: ymd(new Date(createdAt.getTime() + 5 * DAY_MS)),
			deviceCount: rng.int(1, 40),
			location: rng.pick(officeNames),
			createdAt,
		});
	}
}

/** The inventory, then deployment orders of its products for employees. */
export function seedDeploymentOrders(
	{ store, rng, daysAgo }: SeedContext,
	employeeCount: number,
): void {
	store.inventory.push(
		...inventory.map((item) => ({ ...item, id: store.nextId('inventory', 90001) })),
	);
	const employees = [...store.employees.values()];
	// an order is for an employee: an account without employees has none
	const orderCount = employees.length ? 15 + Math.ceil(employeeCount / 8) : 0;
	for (let i = 0; i < orderCount; i++) {
		const employee = rng.pick(employees);
		const product = rng.pick(store.inventory);
		store.deploymentOrders.push({
			id: store.nextId('deploymentOrder', 80001),
			orderNumber: `DO-${store.nextNumber('deploymentNumber', 620001)}`,
			status: rng.pick(['Processing', 'Shipped', 'Delivered', 'Cancelled']),
			recipientName: `${employee.firstName} ${employee.lastName}`,
			email: employee.workEmail,
			shippingCountry: employee.country,
			expediteShipping: rng.chance(0.3) ? rng.pick(EXPEDITE_OPTIONS) : null,
			products: [{ name: product.title, qty: rng.int(1, 2), price: product.price }],
			tag: null,
			costCenterId: null,
			departmentId: null,
			createdAt: daysAgo(3, 400),
		});
	}
}
