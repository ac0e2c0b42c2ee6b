import type { INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { runNode, type RunNodeOptions } from './harness/run-node';

let running: RunningSandbox;

beforeAll(async () => {
	running = await startSandbox({ port: 0, seed: 7, rateLimit: 100000 });
});
afterAll(async () => await running.close());
beforeEach(async () => await control('DELETE', '/requests'));

interface LoggedRequest {
	method: string;
	route: string | null;
	query: Record<string, string>;
	status: number;
	hasAuthorization: boolean;
}

async function control(method: string, path: string, body?: unknown) {
	const response = await fetch(`${running.origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return text ? (JSON.parse(text) as unknown) : undefined;
}

async function requestsTo(route: string): Promise<LoggedRequest[]> {
	const log = (await control('GET', '/requests')) as LoggedRequest[];
	return log.filter((entry) => entry.route === route);
}

async function run(parameters: INodeParameters, options: Partial<RunNodeOptions> = {}) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: running.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
	return await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, ...options });
}

const store = () => running.sandbox.store;

interface Snapshot {
	costCenters: { count: number };
	orders: { count: number };
}

const snapshot = async () => (await control('GET', '/snapshot')) as Snapshot;

function orderParameters(additionalFields: INodeParameters = {}, quantity = 2): INodeParameters {
	return {
		resource: 'order',
		operation: 'create',
		products: {
			product: [
				{ name: store().inventory[0].title, quantity },
				{ name: store().inventory[1].title, quantity: 1 },
			],
		},
		email: 'new.hire@example.com',
		firstName: 'Noor',
		lastName: 'Haddad',
		addressLine1: '12 Harbour Road',
		city: 'Austin',
		state: 'TX',
		zip: '73301',
		country: 'US',
		phone: '512-555-0147',
		additionalFields,
	};
}

const productImage = (sku: string) =>
	`https://cdn.asset-lifecycle.example/products/${sku.toLowerCase()}.png`;

describe('order create', () => {
	test('places the order and outputs its number and products', async () => {
		const [first, second] = store().inventory;
		const ordersBefore = store().deploymentOrders.length;

		const result = await run(
			orderParameters({ expediteShipping: '2nd Day Air', isSignatureRequired: true }),
		);

		expect(result.error).toBeUndefined();
		expect(store().deploymentOrders).toHaveLength(ordersBefore + 1);
		const order = store().deploymentOrders[store().deploymentOrders.length - 1];
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

		const result = await run(
			orderParameters({ costCenterCode: 'CC-ENG-2207', glCode: '6100-IT', poNumber: 'PO-88231' }),
		);

		expect(result.error).toBeUndefined();
		expect((await snapshot()).costCenters.count).toBe(before.costCenters.count + 1);
		const order = store().deploymentOrders[store().deploymentOrders.length - 1];
		expect(order.tag).toEqual({
			cost_center_code: 'CC-ENG-2207',
			gl_code: '6100-IT',
			po_number: 'PO-88231',
		});
		const center = store().costCenters.get(order.costCenterId!)!;
		expect(center).toMatchObject({ code: 'CC-ENG-2207', createdForOrder: order.orderNumber });
	});

	test('a tag with a department name that does not exist creates that department', async () => {
		const result = await run(orderParameters({ department: 'Field Deployment Crew' }));

		expect(result.error).toBeUndefined();
		const order = store().deploymentOrders[store().deploymentOrders.length - 1];
		expect(order.tag).toEqual({ department: 'Field Deployment Crew' });
		expect(store().departments.get(order.departmentId!)).toMatchObject({
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
		const result = await run(orderParameters(fields, quantity));

		expect(result.error?.message).toBe(message);
		expect(await requestsTo('POST /device-hub/place-order')).toEqual([]);
	});

	test('a quantity below 1 fails before anything is sent', async () => {
		const result = await run(orderParameters({}, 0));

		expect(result.error?.message).toBe(
			`Products 1: Quantity must be a whole number of at least 1 (got 0 for "${store().inventory[0].title}")`,
		);
		expect(await requestsTo('POST /device-hub/place-order')).toEqual([]);
	});

	test('a 500 after the order was processed is reported, not repeated', async () => {
		const before = await snapshot();
		await control('POST', '/faults', {
			route: 'POST /device-hub/place-order',
			count: 1,
			status: 500,
		});

		const result = await run(orderParameters());

		expect(await requestsTo('POST /device-hub/place-order')).toHaveLength(1);
		expect(result.error?.message).toBe('An unexpected error occurred');
		expect(result.error?.description).toMatch(/may have been processed/);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 1);
	});
});

describe('order getAll', () => {
	test('Return All lists every deployment order, newest first', async () => {
		const expected = [...store().deploymentOrders].reverse().map((order) => order.id);

		const result = await run({ resource: 'order', operation: 'getAll', returnAll: true });

		expect(result.items.map((item) => item.json.id)).toEqual(expected);
		expect((await requestsTo('GET /deployment/orders')).map((entry) => entry.query)).toEqual(
			Array.from({ length: Math.ceil(expected.length / 100) }, (_, index) => ({
				page: String(index + 1),
				limit: '100',
			})),
		);
	});
});
