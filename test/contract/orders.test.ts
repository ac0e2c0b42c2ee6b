/** Place deployment order: body rules, tag (object or JSON string, lengths, aliases), effects. */
import { EXPEDITE_OPTIONS } from '../../sandbox/valueLists';
import { responses } from '../../sandbox/schemas';
import {
	bodyWith,
	expectKeys,
	expectSchema,
	Json,
	uniqueLetters,
	useSandbox,
	validationFields,
} from './helpers';

const sandbox = useSandbox();

let product: Json;

beforeAll(async () => {
	const inventory = await sandbox.get('/api/v1/device-hub/inventory', { limit: 100 });
	product = inventory.body.products[0];
});

function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
	return bodyWith(
		{
			products: [{ name: product.title, quantity: 2 }],
			email: 'new.hire@example.com',
			firstname: 'Nadia',
			lastname: 'Okafor',
			shipping_address: '200 Park Rd',
			shipping_city: 'Chicago',
			shipping_state: 'IL',
			shipping_zip: '60601',
			shipping_country: 'US',
			phone_number: '3125550123',
		},
		overrides,
	);
}

const place = (body: unknown) => sandbox.post('/api/v1/device-hub/place-order', body);

const allDepartmentNames = async (): Promise<string[]> =>
	(await sandbox.getAll('/api/v1/departments', 'departments', {}, 50)).map(
		(department) => department.name,
	);

describe('place order (POST /device-hub/place-order)', () => {
	test('answers 200 with message and data: order_number and products with name, qty, unit price, image', async () => {
		const result = await place(orderBody());
		expect(result.status).toBe(200);
		expectKeys(result.body, ['message', 'data']);
		expectKeys(result.body.data, ['order_number', 'products']);
		expect(typeof result.body.data.order_number).toBe('string');
		expect(result.body.data.products).toHaveLength(1);
		const [line] = result.body.data.products;
		expectKeys(line, ['name', 'qty', 'price', 'image']);
		expect(line).toMatchObject({ name: product.title, qty: 2, price: product.price });
		expect(Number.isInteger(line.qty)).toBe(true);
		expect(typeof line.image).toBe('string');
		expectSchema(responses.placeOrder, result.body);
	});

	test('the order is listed by /api/v1/deployment/orders', async () => {
		const result = await place(orderBody({ firstname: 'Listed', lastname: 'Order' }));
		const orders = await sandbox.getAll('/api/v1/deployment/orders', 'orders');
		expect(orders.map((order) => order.order_number)).toContain(result.body.data.order_number);
	});

	test('missing required fields answer 422 naming them', async () => {
		const result = await place({});
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(
			expect.arrayContaining([
				'products',
				'email',
				'firstname',
				'lastname',
				'shipping_address',
				'shipping_city',
				'shipping_state',
				'shipping_zip',
				'shipping_country',
				'phone_number',
			]),
		);
	});

	test('a non-integer quantity answers 422', async () => {
		const result = await place(orderBody({ products: [{ name: product.title, quantity: 1.5 }] }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toHaveLength(1);
		expect(validationFields(result.body)[0]).toMatch(/quantity$/);
	});

	test.each([...EXPEDITE_OPTIONS, null])('expedite_shipping %p is accepted', async (option) => {
		expect((await place(orderBody({ expedite_shipping: option }))).status).toBe(200);
	});

	test('an expedite_shipping that is not a warehouse option answers 422 naming it', async () => {
		const result = await place(orderBody({ expedite_shipping: 'Teleport' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['expedite_shipping']);
	});

	test.each([
		['gl_code', 50],
		['po_number', 50],
		['site', 100],
		['custom_field_1', 255],
		['custom_field_2', 255],
	])('tag.%s of %i characters is accepted, one more answers 422', async (field, max) => {
		expect((await place(orderBody({ tag: { [field]: 'x'.repeat(max) } }))).status).toBe(200);
		const tooLong = await place(orderBody({ tag: { [field]: 'x'.repeat(max + 1) } }));
		expect(tooLong.status).toBe(422);
		const fields = validationFields(tooLong.body);
		expect(fields).toHaveLength(1);
		expect(fields[0]).toMatch(new RegExp(`${field}$`));
	});

	test('a tag longer than allowed is refused also when sent as a JSON string', async () => {
		const result = await place(orderBody({ tag: JSON.stringify({ gl_code: 'x'.repeat(51) }) }));
		expect(result.status).toBe(422);
	});

	test('an unknown tag.cost_center_code creates a cost center; a known one does not', async () => {
		const before = await sandbox.control('GET', '/snapshot');
		const code = `CC-${uniqueLetters().toUpperCase()}`;
		expect((await place(orderBody({ tag: { cost_center_code: code } }))).status).toBe(200);
		const afterFirst = await sandbox.control('GET', '/snapshot');
		expect(afterFirst.costCenters.count).toBe(before.costCenters.count + 1);
		expect((await place(orderBody({ tag: { cost_center_code: code } }))).status).toBe(200);
		const afterSecond = await sandbox.control('GET', '/snapshot');
		expect(afterSecond.costCenters.count).toBe(afterFirst.costCenters.count);
	});

	test('a tag sent as a JSON-encoded string works like the object', async () => {
		const before = await sandbox.control('GET', '/snapshot');
		const code = `CC-${uniqueLetters().toUpperCase()}`;
		const result = await place(
			orderBody({ tag: JSON.stringify({ cost_center_code: code, site: 'HQ' }) }),
		);
		expect(result.status).toBe(200);
		const after = await sandbox.control('GET', '/snapshot');
		expect(after.costCenters.count).toBe(before.costCenters.count + 1);
	});

	test('an unknown tag.department creates the department', async () => {
		const name = `Deploy Team ${uniqueLetters()}`;
		expect((await place(orderBody({ tag: { department: name } }))).status).toBe(200);
		expect(await allDepartmentNames()).toContain(name);
	});

	test('tag.department_name is an alias of tag.department', async () => {
		const name = `Alias Team ${uniqueLetters()}`;
		expect((await place(orderBody({ tag: { department_name: name } }))).status).toBe(200);
		expect(await allDepartmentNames()).toContain(name);
	});

	test('without a tag no tag row, cost center or department is made', async () => {
		const before = await sandbox.control('GET', '/snapshot');
		expect((await place(orderBody())).status).toBe(200);
		const after = await sandbox.control('GET', '/snapshot');
		expect(after.costCenters.count).toBe(before.costCenters.count);
		expect(after.departments.count).toBe(before.departments.count);
		expect(after.orders.count).toBe(before.orders.count + 1);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('POST', '/api/v1/device-hub/place-order', {
			body: orderBody(),
		});
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});
