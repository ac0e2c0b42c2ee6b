import { orderCreateParameters, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

interface Snapshot {
	orders: { count: number };
	labels: { count: number };
}

const snapshot = () => sandbox.control<Snapshot>('GET', '/snapshot');

/** An order of one stocked laptop for `email`. */
const order = (email: string) =>
	orderCreateParameters({
		email,
		products: { product: [{ name: sandbox.store.inventory[0].title, quantity: 1 }] },
	});

/** n8n runs the node up to 3 times, 1 ms apart. */
const retryOnFail = { maxTries: 3, waitBetweenTries: 1 };

describe('Order Create under Retry On Fail', () => {
	test('a 500 after the order was placed: n8n runs the node again, the order is not sent again', async () => {
		const before = await snapshot();
		await sandbox.control('POST', '/faults', {
			route: 'POST /device-hub/place-order',
			count: 1,
			status: 500,
		});

		const result = await sandbox.run(order('first.retry@example.com'), { retryOnFail });

		expect((await sandbox.requests('POST /device-hub/place-order')).map((r) => r.status)).toEqual([
			500,
		]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 1);
		expect(result.error).toBeDefined();
	});
});
