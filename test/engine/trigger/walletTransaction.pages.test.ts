/**
 * Wallet Transaction: the first record of the window when it needs more pages than one poll sends,
 * and when the list grows while it is read (docs/trigger.md, the request budget).
 */
import type { IDataObject } from 'n8n-workflow';

import { addTransactions } from '../../../sandbox/control/accountChanges';
import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 11, transactions: 40 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 11, transactions: 40 }));
afterEach(() => (sandbox.running.sandbox.beforeAnswer = undefined));

const wallet = (maxRequestsPerPoll: number) =>
	sandbox.trigger({ event: 'walletTransaction', options: { maxRequestsPerPoll } });
const pagesOf = (api: Array<{ query: Record<string, string> }>) =>
	api.map((entry) => entry.query.page);
const add = async (count: number) =>
	await control<Array<{ id: string }>>('POST', '/wallet/transactions', { count });
const ids = (items: IDataObject[]) => items.map((item) => item.id);

test('at 1 request a poll, a window of 150 new transactions is recorded over two polls, page 1 then page 2; then a new one is emitted', async () => {
	await add(150);
	const poller = wallet(1);
	const activation = await sandbox.logged(async () => await poller.activate());
	expect(pagesOf(activation.api)).toEqual(['1']);
	const second = await sandbox.logged(async () => await poller.poll());
	expect(pagesOf(second.api)).toEqual(['2']);
	expect(second.result.items).toEqual([]);

	const [created] = await add(1);
	expect(ids((await poller.poll()).items)).toEqual([created.id]);
});

test('transactions that arrive while the first record of the window reads its second page are part of it: none emitted', async () => {
	await add(150);
	let pages = 0;
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route === 'GET /wallet/transactions' && ++pages === 2) {
			addTransactions(sandbox.running.sandbox, { count: 3 });
		}
	};
	const poller = wallet(10);
	expect((await poller.activate()).items).toEqual([]);
	sandbox.running.sandbox.beforeAnswer = undefined;

	expect((await poller.poll()).items).toEqual([]);
	expect((await poller.poll()).items).toEqual([]);
	const [created] = await add(1);
	expect(ids((await poller.poll()).items)).toEqual([created.id]);
});
