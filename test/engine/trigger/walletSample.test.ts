/**
 * Fetch Test Event of Wallet Transaction: the transaction it shows is the one a live poll would
 * emit last, and on an account without transactions the marked example has the fields of a live
 * event.
 */
import type { IDataObject } from 'n8n-workflow';

import { useTriggerSandbox } from './support';

const ACCOUNT = { seed: 11, transactions: 20 };
const sandbox = useTriggerSandbox(ACCOUNT);
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', ACCOUNT));

const addTransactions = async (body: IDataObject) =>
	await control<Array<{ id: string }>>('POST', '/wallet/transactions', body);

const fetchTestEvent = async () =>
	await sandbox.trigger({ event: 'walletTransaction' }).poll({ mode: 'manual' });

test('two transactions recorded at the same instant: the test event shows the one a live poll emits last', async () => {
	const poller = sandbox.trigger({ event: 'walletTransaction' });
	expect((await poller.activate()).items).toEqual([]);
	await addTransactions({ count: 2, createdAt: new Date().toISOString() });
	const live = (await poller.poll()).items;
	expect(live).toHaveLength(2);

	const { items } = await fetchTestEvent();

	expect(items).toEqual([expect.objectContaining({ illustrative: true, id: live[1].id })]);
});

test('on an account without transactions: the marked example, with the fields of a live event', async () => {
	await control('POST', '/reset', { seed: 11, transactions: 0 });
	const before = Date.now();

	const { items } = await fetchTestEvent();

	const after = Date.now();
	expect(items).toEqual([
		{
			example: true,
			note: 'Example event: no transaction matches the filters. Its id belongs to no transaction; live events carry real ones.',
			id: 'example-transaction',
			serial_number: null,
			order_id: null,
			order_number: null,
			transaction_type: 'Deployment',
			status: 'Debit',
			amount: '100.00',
			raw_amount: 100,
			currency_code: 'USD',
			currency_symbol: null,
			invoice_number: null,
			transaction_date: null,
			created_at: expect.any(String),
			transaction_date_iso: null,
		},
	]);
	const createdAt = Date.parse(items[0].created_at as string);
	expect(createdAt).toBeGreaterThanOrEqual(before);
	expect(createdAt).toBeLessThanOrEqual(after);

	const poller = sandbox.trigger({ event: 'walletTransaction' });
	await poller.activate();
	await addTransactions({ count: 1 });
	const [live] = (await poller.poll()).items;
	expect(Object.keys(items[0])).toEqual(['example', 'note', ...Object.keys(live)]);
});
