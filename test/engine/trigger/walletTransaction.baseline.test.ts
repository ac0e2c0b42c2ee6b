/**
 * Wallet Transaction at a budget of 1 or 2 requests a poll: a first record of the window that spans
 * three polls (each reads on from the page the last one reached), and a read from page 1 that the
 * budget cuts short, which goes on as a backlog from the oldest end; and a first record of the
 * window that the list grows under while it reads (docs/trigger.md, the request budget).
 */
import { addTransactions as addDuringRead } from '../../../sandbox/control/accountChanges';
import { holdTime } from '../../heldTime';
import type { Poller } from '../harness';
import { triggerState } from './support';
import { ids, useWalletAccount } from './walletAccount';

const { sandbox, addTransactions, wallet, pollOnce } = useWalletAccount();

/**
 * After a baseline of the seeded transactions, 100 new ones (emitted), then one written late: its
 * `created_at` before theirs puts it first on page 2, below them. Returns its id.
 */
async function lateBelowOneHundred(poller: Poller): Promise<string> {
	expect(await pollOnce(poller, true)).toEqual({ emitted: [], pages: ['1'] });
	const batch = await addTransactions({ count: 100 });
	expect((await pollOnce(poller)).emitted).toHaveLength(100);
	const oldestOfBatch = Math.min(...batch.map((row) => Date.parse(row.created_at)));
	const [late] = await addTransactions({
		transactions: [{ created_at: new Date(oldestOfBatch - 1000).toISOString() }],
	});
	return late.id;
}

/**
 * The backlog that reads the late row: the newest 101 places may hold it (it and the 100 seen),
 * the 40 seeded transactions lie below them.
 */
const BACKLOG_OF_THE_LATE_ROW = { done: 40, listed: 141, started: 141 };

test('a window of 250 transactions is recorded over three polls, pages 1, 2 and 3, none emitted; a poll after it is idle and a new transaction is emitted', async () => {
	// the 40 seeded transactions lie hours before these, outside the window
	await addTransactions({ count: 250 });
	const poller = wallet(1);

	expect(await pollOnce(poller, true)).toEqual({ emitted: [], pages: ['1'] });
	expect(triggerState(poller.memoryNodeData()).baseline).toEqual({ places: 100, listed: 290 });
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['2'] });
	expect(triggerState(poller.memoryNodeData()).baseline).toEqual({ places: 200, listed: 290 });
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['3'] });
	expect(triggerState(poller.memoryNodeData()).baseline).toBeUndefined();

	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
	const [created] = await addTransactions({ count: 1 });
	expect(await pollOnce(poller)).toEqual({ emitted: [created.id], pages: ['1'] });
});

test('a transaction written late, below 100 already emitted, is emitted once: the read from page 1 that the budget of 1 ends goes on as a backlog from the oldest end', async () => {
	const poller = wallet(1);
	const late = await lateBelowOneHundred(poller);
	// one row is new, so page 1 decides to read on; the budget ends the read before page 2
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
	expect(triggerState(poller.memoryNodeData()).backlog).toEqual(BACKLOG_OF_THE_LATE_ROW);
	expect(await pollOnce(poller)).toEqual({ emitted: [late], pages: ['2'] });
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
	expect(triggerState(poller.memoryNodeData()).backlog).toBeUndefined();
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
});

test('at 2 requests, page 2 answered 503 and its retry refused by the budget: the read goes on as a backlog, and the late transaction is emitted once', async () => {
	// the backoff before the retry the budget refuses, on time the test holds
	const time = holdTime(sandbox.running);
	try {
		const poller = wallet(2);
		const late = await lateBelowOneHundred(poller);
		// the second request of the poll fails and its retry, a third, is refused: the meter's stop
		// reason is then 'budget' (a budget spent between requests ends the read without a reason)
		const running = sandbox.running.sandbox;
		let listRequests = 0;
		running.beforeAnswer = (route) => {
			if (route === 'GET /wallet/transactions' && ++listRequests === 2) {
				running.faults.push({ route, remaining: 1, status: 503 });
			}
		};
		const cut = await sandbox.logged(async () => await poller.poll());
		expect(cut.result.items).toEqual([]);
		expect(cut.api.map((entry) => [entry.query.page, entry.status])).toEqual([
			['1', 200],
			['2', 503],
		]);
		expect(triggerState(poller.memoryNodeData()).backlog).toEqual(BACKLOG_OF_THE_LATE_ROW);

		expect(await pollOnce(poller)).toEqual({ emitted: [late], pages: ['2', '1'] });
		expect(triggerState(poller.memoryNodeData()).backlog).toBeUndefined();
		expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
	} finally {
		time.release();
	}
});

test('transactions that arrive while the first record of the window reads its second page are part of it: none emitted', async () => {
	await addTransactions({ count: 150 });
	let pagesAnswered = 0;
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route === 'GET /wallet/transactions' && ++pagesAnswered === 2) {
			addDuringRead(sandbox.running.sandbox, { count: 3 });
		}
	};
	const poller = wallet(10);
	expect((await poller.activate()).items).toEqual([]);
	sandbox.running.sandbox.beforeAnswer = undefined;

	expect((await poller.poll()).items).toEqual([]);
	expect((await poller.poll()).items).toEqual([]);
	const [created] = await addTransactions({ count: 1 });
	expect(ids((await poller.poll()).items)).toEqual([created.id]);
});
