/**
 * Wallet Transaction's first record of the window when a poll cannot finish it: an activation
 * whose first request is answered 429 records nothing, and the next poll records the whole window;
 * a transaction that arrives between two polls of a record spread over several starts it again
 * from page 1, and it is part of the record (not emitted).
 */
import { useWalletAccount } from './walletAccount';

const { sandbox, addTransactions, wallet, pollOnce } = useWalletAccount();

test('an activation answered 429 records nothing; the next poll records the window, and a transaction after it is emitted', async () => {
	await sandbox.control('POST', '/faults', {
		route: 'GET /wallet/transactions',
		count: 1,
		status: 429,
	});
	const poller = wallet(10);
	expect(await pollOnce(poller, true)).toEqual({ emitted: [], pages: ['1'] });

	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
	const [created] = await addTransactions({ count: 1 });
	expect(await pollOnce(poller)).toEqual({ emitted: [created.id], pages: ['1'] });
});

test('a transaction that arrives between two polls of a record of the window starts it again from page 1 and is part of it', async () => {
	// the 40 seeded transactions lie hours before these, outside the window
	await addTransactions({ count: 250 });
	const poller = wallet(1);
	expect(await pollOnce(poller, true)).toEqual({ emitted: [], pages: ['1'] });

	await addTransactions({ count: 1 });
	// page 2 shows the total moved: the record starts again, and reads pages 1, 2 and 3
	const polls = [];
	for (let poll = 0; poll < 5; poll++) polls.push(await pollOnce(poller));
	expect(polls).toEqual(['2', '1', '2', '3', '1'].map((page) => ({ emitted: [], pages: [page] })));
	const [created] = await addTransactions({ count: 1 });
	expect(await pollOnce(poller)).toEqual({ emitted: [created.id], pages: ['1'] });
});
