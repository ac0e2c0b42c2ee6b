/**
 * Where Wallet Transaction's backlog starts, at a budget of 2 requests: new transactions that fill
 * the pages the budget reads are read from page 1 and emitted in one poll; one page more is a
 * backlog, read from its oldest end at once, so that the poll emits its oldest new transactions
 * rather than spend its budget on pages it cannot finish.
 */
import { type CreatedTransaction, ids, useWalletAccount } from './walletAccount';

const { addTransactions, wallet, pollOnce } = useWalletAccount();

const chronological = (rows: CreatedTransaction[]) =>
	[...rows].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

async function startedAtTwoRequests() {
	const poller = wallet(2);
	expect((await pollOnce(poller, true)).emitted).toEqual([]);
	return poller;
}

test('200 new transactions, the two pages the budget reads: one poll reads them from page 1 and emits them all', async () => {
	const poller = await startedAtTwoRequests();
	const created = await addTransactions({ count: 200 });

	const poll = await pollOnce(poller);
	expect(poll.pages).toEqual(['1', '2']);
	expect(poll.emitted).toEqual(ids(chronological(created)));
});

test('250 new transactions, a page more than the budget reads: the poll reads the oldest page next and emits its new transactions, the next polls the rest', async () => {
	const poller = await startedAtTwoRequests();
	const created = chronological(await addTransactions({ count: 250 }));

	const first = await pollOnce(poller);
	// page 3 holds the 40 transactions of the account before, then the 50 oldest new ones
	expect(first.pages).toEqual(['1', '3']);
	expect(first.emitted).toEqual(ids(created.slice(0, 50)));
	const rest = [...(await pollOnce(poller)).emitted, ...(await pollOnce(poller)).emitted];
	expect(rest).toEqual(ids(created.slice(50)));
});
