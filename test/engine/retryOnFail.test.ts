/**
 * Order Create and Shipping Label Create, writes the API does not deduplicate, when n8n runs the
 * node again (Retry On Fail: n8n-core's WorkflowExecute runs it up to maxTries times in the same
 * run) or a user runs it again (another execution), after the sandbox answered a failure for a
 * write it had processed. Counted from the sandbox's request log and its records.
 */
import type { INodeParameters } from 'n8n-workflow';

import { replaceDate } from '../virtualDate';
import { hintsOf } from './hints';
import { orderCreateParameters, shippingLabelCreateParameters, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

interface Snapshot {
	orders: { count: number };
	labels: { count: number };
}

const snapshot = () => sandbox.control<Snapshot>('GET', '/snapshot');
const placeOrderLog = async () =>
	(await sandbox.requests('POST /device-hub/place-order')).map((entry) => entry.status);

/** An order of one stocked laptop for `email` (a test's own: no test holds another's back). */
const order = (email: string, overrides: INodeParameters = {}) =>
	orderCreateParameters({
		email,
		products: { product: [{ name: sandbox.store.inventory[0].title, quantity: 1 }] },
		...overrides,
	});

/** The next `count` orders are placed, then answered 500 (the sandbox faults a POST after it). */
const failAfterPlacing = async (count = 1) =>
	await sandbox.control('POST', '/faults', {
		route: 'POST /device-hub/place-order',
		count,
		status: 500,
	});

/** n8n runs the node up to 3 times, 1 ms apart. */
const retryOnFail = { maxTries: 3, waitBetweenTries: 1 };

/**
 * The nodes' clock (Date), stopped: a run takes no time on it, so a refusal says how long ago the
 * write was sent as the test moves the clock, whatever the machine's load.
 */
const clock = { now: 0 };
let restoreDate: () => void;
beforeEach(() => {
	clock.now = Date.now();
	restoreDate = replaceDate(() => clock.now);
});
afterEach(() => {
	restoreDate();
	sandbox.sandbox.sandbox.beforeAnswer = undefined;
});

describe('Order Create under Retry On Fail', () => {
	test('a 500 after the order was placed: n8n runs the node twice more, the order is sent once', async () => {
		const before = await snapshot();
		await failAfterPlacing();

		const result = await sandbox.run(order('one.item@example.com'), { retryOnFail });

		expect(await placeOrderLog()).toEqual([500]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 1);
		expect(result.error?.message).toBe(
			'Held back: the same order was sent less than a second ago and may have gone through',
		);
		expect(result.error?.description).toMatch(
			/^Order → Create sent this same order \(the same fields, to the same account\) at \S+Z and got HTTP 500 \(An unexpected error occurred\), so it may have gone through\. .* Check with Order → Get Many whether it went through\. If it did not, turn on "Options → Send Despite an Unconfirmed Attempt" and run the node again\./,
		);
	});

	test('two items, the second answered 500: the retries neither place the first again nor send the second', async () => {
		const before = await snapshot();
		const items = [
			{ json: { email: 'first.of.two@example.com' } },
			{ json: { email: 'second.of.two@example.com' } },
		];
		let placed = 0;
		sandbox.sandbox.sandbox.beforeAnswer = async (route) => {
			if (route === 'POST /device-hub/place-order' && ++placed === 2) await failAfterPlacing();
		};

		const result = await sandbox.run(order('={{ $json.email }}'), { retryOnFail, items });

		expect(await placeOrderLog()).toEqual([200, 500]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 2);
		expect(result.error?.message).toMatch(/^Held back: the same order was sent/);
	});

	test('with Continue On Fail: the item placed keeps its order number, the other fails held back', async () => {
		const items = [
			{ json: { email: 'failed.first@example.com' } },
			{ json: { email: 'placed.second@example.com' } },
		];
		await failAfterPlacing();

		const result = await sandbox.run(order('={{ $json.email }}'), {
			retryOnFail,
			items,
			continueOnFail: true,
		});

		expect(await placeOrderLog()).toEqual([500, 200]);
		const placed = sandbox.store.deploymentOrders[sandbox.store.deploymentOrders.length - 1];
		expect(placed.email).toBe('placed.second@example.com');
		expect(result.items.map((item) => item.json.error ?? item.json.order_number)).toEqual([
			'Held back: the same order was sent less than a second ago and may have gone through',
			placed.orderNumber,
		]);
	});

	test('a run that succeeds tells in its hints what Retry On Fail will and will not do', async () => {
		const withRetry = await sandbox.run(order('hint.retry@example.com'), { retryOnFail });
		const withoutRetry = await sandbox.run(order('hint.no.retry@example.com'));

		const retryHint = {
			type: 'warning',
			location: 'outputPane',
			message:
				'Retry On Fail is on, and the API does not deduplicate orders. When n8n runs this node again, orders whose requests got a server error or no answer are not sent again (they are held back for 15 minutes, in this n8n process only), nor are those already created (their items keep their answers): a retry helps only when a request could not be sent.',
		};
		expect(hintsOf(withRetry.run)).toContainEqual(retryHint);
		expect(hintsOf(withoutRetry.run)).not.toContainEqual(retryHint);
	});
});

describe('Order Create run again by the user', () => {
	test('within 15 minutes of a 500 the same order is held back; after them it is sent', async () => {
		await failAfterPlacing();
		await sandbox.run(order('run.again@example.com'));

		clock.now += 15 * 60_000;
		const heldBack = await sandbox.run(order('run.again@example.com'));
		clock.now += 1;
		const sent = await sandbox.run(order('run.again@example.com'));

		expect(heldBack.error?.message).toBe(
			'Held back: the same order was sent 15 minutes ago and may have gone through',
		);
		expect(sent.error).toBeUndefined();
		expect(await placeOrderLog()).toEqual([500, 200]);
	});

	test('after a run that failed on its second item, a re-run outputs the order the first one placed, not a second', async () => {
		const before = await snapshot();
		const items = [
			{ json: { email: 'placed.then.failed@example.com' } },
			{ json: { email: 'failed.after.placing@example.com' } },
		];
		let placed = 0;
		sandbox.sandbox.sandbox.beforeAnswer = async (route) => {
			if (route === 'POST /device-hub/place-order' && ++placed === 2) await failAfterPlacing();
		};
		const failed = await sandbox.run(order('={{ $json.email }}'), { items });

		const rerun = await sandbox.run(order('={{ $json.email }}'), { items, continueOnFail: true });

		expect(failed.error?.message).toBe('An unexpected error occurred');
		expect(await placeOrderLog()).toEqual([200, 500]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 2);
		const first = sandbox.store.deploymentOrders.find(
			(candidate) => candidate.email === 'placed.then.failed@example.com',
		);
		expect(rerun.items.map((item) => item.json.order_number ?? item.json.error)).toEqual([
			first!.orderNumber,
			'Held back: the same order was sent less than a second ago and may have gone through',
		]);
		expect(hintsOf(rerun.run)).toContainEqual({
			type: 'info',
			location: 'outputPane',
			message:
				'1 item outputs what an earlier run of this node had created, not created again: that run failed afterwards, so n8n had not shown it.',
		});
	});

	test('another order (another recipient) is sent at once', async () => {
		await failAfterPlacing();
		await sandbox.run(order('first.recipient@example.com'));

		const other = await sandbox.run(order('other.recipient@example.com'));

		expect(other.error).toBeUndefined();
		expect(await placeOrderLog()).toEqual([500, 200]);
	});

	test('Send Despite an Unconfirmed Attempt sends it; the next run, without the option, sends it too', async () => {
		const before = await snapshot();
		await failAfterPlacing();
		await sandbox.run(order('send.anyway@example.com'));

		const forced = await sandbox.run(
			order('send.anyway@example.com', { options: { sendDespiteUnconfirmedAttempt: true } }),
		);
		const again = await sandbox.run(order('send.anyway@example.com'));

		expect([forced.error, again.error]).toEqual([undefined, undefined]);
		expect(await placeOrderLog()).toEqual([500, 200, 200]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 3);
	});

	test('a refusal (422: a product not in the inventory) holds nothing back', async () => {
		const unknownProduct = order('refused@example.com', {
			products: { product: [{ name: 'Typewriter', quantity: 1 }] },
		});
		await sandbox.run(unknownProduct);

		const again = await sandbox.run(unknownProduct);

		expect(again.error?.message).not.toMatch(/Held back/);
		expect(await placeOrderLog()).toEqual([422, 422]);
	});

	test('a success holds nothing back: the same order placed twice on purpose is placed twice', async () => {
		const before = await snapshot();
		await sandbox.run(order('twice.on.purpose@example.com'));
		await sandbox.run(order('twice.on.purpose@example.com'));

		expect(await placeOrderLog()).toEqual([200, 200]);
		expect((await snapshot()).orders.count).toBe(before.orders.count + 2);
	});
});

describe('Shipping Label Create under Retry On Fail', () => {
	test('a connection dropped after the label was created: the label is sent once', async () => {
		const before = await snapshot();
		await sandbox.control('POST', '/faults', {
			route: 'POST /shipping/label/create',
			count: 1,
			drop: true,
		});

		const result = await sandbox.run(shippingLabelCreateParameters({ zip: '94107' }), {
			retryOnFail,
		});

		expect(
			(await sandbox.requests('POST /shipping/label/create')).map((entry) => entry.status),
		).toEqual([0]);
		expect((await snapshot()).labels.count).toBe(before.labels.count + 1);
		expect(result.error?.message).toBe(
			'Held back: the same shipping label was sent less than a second ago and may have gone through',
		);
		expect(result.error?.description).toMatch(
			/ and got no answer \(.+\), so it may have gone through\. .* Check with Shipping Label → Get Many whether it went through\./,
		);
	});
});
