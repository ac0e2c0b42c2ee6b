/**
 * Wallet Transaction's backlog (new rows too many for one poll, read from the oldest end over
 * several polls) at the default budget of 10 requests: rows sharing one timestamp keep the order
 * they were created in, rows that arrive while it reads are emitted once and leave the poll after
 * it idle, and a read from page 1 that a 429 cuts short is read again from page 1, not as a backlog.
 */
import { addTransactions as addDuringRead } from '../../../sandbox/control/accountChanges';
import { type CreatedTransaction, ids, useWalletAccount } from './walletAccount';

const { sandbox, addTransactions, started, pollOnce } = useWalletAccount();

/** Oldest first; rows sharing a timestamp in the order they were created. */
const chronological = (rows: CreatedTransaction[]) =>
	[...rows].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

/** Calls `arrive` before the answer to the `nth` request for the transaction list. */
function onListRequest(nth: number, arrive: () => void) {
	let answered = 0;
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route === 'GET /wallet/transactions' && ++answered === nth) arrive();
	};
}

test('1,500 transactions sharing one timestamp, read as a backlog over two polls: emitted in the order they were created', async () => {
	const poller = await started();
	const createdAt = new Date(Date.now() - 1000).toISOString();
	const created = await addTransactions({ count: 1500, createdAt });

	const first = await pollOnce(poller);
	const second = await pollOnce(poller);
	expect(first.pages).toHaveLength(10);
	expect([...first.emitted, ...second.emitted]).toEqual(ids(created));
});

test('transactions that arrive between the polls of a backlog are emitted once, and the poll after the backlog costs one request', async () => {
	const poller = await started();
	const created = await addTransactions({ count: 1500 });

	const first = await pollOnce(poller);
	const between = await addTransactions({ count: 5 });
	const second = await pollOnce(poller);
	expect([...first.emitted, ...second.emitted]).toEqual(
		ids(chronological([...created, ...between])),
	);
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
});

test('transactions that arrive while a backlog poll reads its pages shift the rows it read: those are met again and emitted once', async () => {
	const poller = await started();
	// the first page of the backlog, the oldest, holds the 40 seeded and 50 new transactions
	const created = await addTransactions({ count: 1550 });
	let during: CreatedTransaction[] = [];
	// page 1, then page 16 (the oldest); before page 15 answers, 30 arrive, and the oldest 90
	// places, read as page 16, are now part of the new page 16
	onListRequest(3, () => (during = addDuringRead(sandbox.running.sandbox, { count: 30 })));

	const first = await pollOnce(poller);
	expect(during).toHaveLength(30);
	// page 15, asked after the list grew past it, is asked again as page 16
	expect(first.pages.slice(0, 4)).toEqual(['1', '16', '15', '16']);
	const emitted = [...first.emitted];
	for (let polls = 0; polls < 3; polls++) emitted.push(...(await pollOnce(poller)).emitted);
	expect(emitted).toEqual(ids(chronological([...created, ...during])));
});

test('a read from page 1 that a 429 ends on page 2 emits nothing and is read again from page 1 by the next poll', async () => {
	const poller = await started();
	const created = await addTransactions({ count: 150 });
	const running = sandbox.running.sandbox;
	onListRequest(2, () =>
		running.faults.push({ route: 'GET /wallet/transactions', remaining: 1, status: 429 }),
	);

	const cut = await sandbox.logged(async () => await poller.poll());
	expect(cut.result.items).toEqual([]);
	expect(cut.api.map((entry) => [entry.query.page, entry.status])).toEqual([
		['1', 200],
		['2', 429],
	]);
	sandbox.running.sandbox.beforeAnswer = undefined;

	const next = await pollOnce(poller);
	expect(next.pages).toEqual(['1', '2']);
	expect(next.emitted).toEqual(ids(created));
});
