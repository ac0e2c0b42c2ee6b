import type { INodeParameters } from 'n8n-workflow';

import { orderCreateParameters, returnAllPages, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

interface Snapshot {
	costCenters: { count: number };
	orders: { count: number };
}

const snapshot = () => sandbox.control<Snapshot>('GET', '/snapshot');

/** A valid order of two stocked products, the phone as a user types it. */
function orderParameters(additionalFields: INodeParameters = {}, quantity = 2): INodeParameters {
	return orderCreateParameters({
		products: {
			product: [
				{ name: sandbox.store.inventory[0].title, quantity },
				{ name: sandbox.store.inventory[1].title, quantity: 1 },
			],
		},
		phone: '512-555-0147',
		additionalFields,
	});
}

const productImage = (sku: string) =>
	`https://cdn.asset-lifecycle.example/products/${sku.toLowerCase()}.png`;

describe('order create', () => {
	test('places the order and outputs its number and products', async () => {
		const [first, second] = sandbox.store.inventory;
		const ordersBefore = sandbox.store.deploymentOrders.length;

		const result = await sandbox.run(
			orderParameters({ expediteShipping: '2nd Day Air', isSignatureRequired: true }),
		);

		expect(result.error).toBeUndefined();
		expect(sandbox.store.deploymentOrders).toHaveLength(ordersBefore + 1);
		const order = sandbox.store.deploymentOrders[sandbox.store.deploymentOrders.length - 1];
		expect(order).toMatchObject({
			recipientName: 'Noor Haddad',
			email: 'new.hire@example.com',
			shippingCountry: 'US',
			expediteShipping: '2nd Day Air',
			tag: null,
		});
		expect(result.items.map((item) => item.json)).toEqual([
			{
				order_number: order.orderNumber,
				products: [
					{ name: first.title, qty: 2, price: first.price, image: productImage(first.sku) },
					{ name: second.title, qty: 1, price: second.price, image: productImage(second.sku) },
				],
			},
		]);
	});

	test('a tag with an unknown cost center code creates that cost center', async () => {
		const before = await snapshot();

		const result = await sandbox.run(
			orderParameters({ costCenterCode: 'CC-ENG-2207', glCode: '6100-IT', poNumber: 'PO-88231' }),
		);

		expect(result.error).toBeUndefined();
		expect((await snapshot()).costCenters.count).toBe(before.costCenters.count + 1);
		const order = sandbox.store.deploymentOrders[sandbox.store.deploymentOrders.length - 1];
		expect(order.tag).toEqual({
			cost_center_code: 'CC-ENG-2207',
			gl_code: '6100-IT',
			po_number: 'PO-88231',
		});
		const center = sandbox.store.costCenters.get(order.costCenterId!)!;
		expect(center).toMatchObject({ code: 'CC-ENG-2207', createdForOrder: order.orderNumber });
	});

	test('a tag with a department name that does not exist creates that department', async () => {
		const result = await sandbox.run(orderParameters({ department: 'Field Deployment Crew' }));

		expect(result.error).toBeUndefined();
		const order = sandbox.store.deploymentOrders[sandbox.store.deploymentOrders.length - 1];
		expect(order.tag).toEqual({ department: 'Field Deployment Crew' });
		expect(sandbox.store.departments.get(order.departmentId!)).toMatchObject({
			name: 'Field Deployment Crew',
			active: true,
		});
	});

	test.each([
		[
			'a GL code over 50 characters',
			{ glCode: 'G'.repeat(51) },
			2,
			'GL Code must be at most 50 characters (got 51)',
		],
		[
			'a site over 100 characters',
			{ site: 'S'.repeat(101) },
			2,
			'Site must be at most 100 characters (got 101)',
		],
		[
			'a custom field over 255 characters',
			{ customField2: 'C'.repeat(256) },
			2,
			'Custom Field 2 must be at most 255 characters (got 256)',
		],
	])('%s fails before anything is sent', async (_, fields, quantity, message) => {
		const result = await sandbox.run(orderParameters(fields, quantity));

		expect(result.error?.message).toBe(message);
		expect(await sandbox.requests('POST /device-hub/place-order')).toEqual([]);
	});

	test('a quantity below 1 fails before anything is sent', async () => {
		const result = await sandbox.run(orderParameters({}, 0));

		expect(result.error?.message).toBe(
			`Products 1: Quantity must be a whole number of at least 1 (got 0 for "${sandbox.store.inventory[0].title}")`,
		);
		expect(await sandbox.requests('POST /device-hub/place-order')).toEqual([]);
	});

	test('a 500 after the order was processed is reported, not repeated', async () => {
		const before = await snapshot();
		await sandbox.control('POST', '/faults', {
			route: 'POST /device-hub/place-order',
			count: 1,
			status: 500,
		});

		const result = await sandbox.run(orderParameters());

		expect(await sandbox.requests('POST /device-hub/place-order')).toHaveLength(1);
		expect(result.error?.message).toBe('An unexpected error occurred');
		expect(result.error?.description).toMatch(/may have been processed/);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 1);
	});
});

describe('order getAll', () => {
	test('Return All lists every deployment order, newest first', async () => {
		const expected = [...sandbox.store.deploymentOrders].reverse().map((order) => order.id);

		const result = await sandbox.run({ resource: 'order', operation: 'getAll', returnAll: true });

		expect(result.items.map((item) => item.json.id)).toEqual(expected);
		expect((await sandbox.requests('GET /deployment/orders')).map((entry) => entry.query)).toEqual(
			returnAllPages(expected.length),
		);
	});
});
