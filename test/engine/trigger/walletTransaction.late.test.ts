/**
 * Wallet Transaction's window behind the newest transaction seen, for rows written late: one at
 * the window's start itself is inside it and emitted; one before it is not, yet it counts among
 * the rows accounted for, so the poll after it is idle again (one request).
 */
import { WALLET_LOOKBACK_MS } from '../../../nodes/AssetLifecycleTrigger/budget';
import { ids, useWalletAccount } from './walletAccount';

const { addTransactions, started, pollOnce } = useWalletAccount();
const at = (time: number) => ({ created_at: new Date(time).toISOString() });

test('a transaction written late at exactly the window start (15 minutes behind the newest) is emitted', async () => {
	const poller = await started();
	const [newest] = await addTransactions({ count: 1 });
	expect((await pollOnce(poller)).emitted).toEqual([newest.id]);

	const [late] = await addTransactions({
		transactions: [at(Date.parse(newest.created_at) - WALLET_LOOKBACK_MS)],
	});
	expect((await pollOnce(poller)).emitted).toEqual([late.id]);
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
});

test('a transaction written late before the window is not emitted, and the poll after the one that met it is idle', async () => {
	const poller = await started();
	// 150 new rows a millisecond apart fill page 1 with rows inside the window
	const created = await addTransactions({ count: 150 });
	expect((await pollOnce(poller)).emitted).toEqual(ids(created));

	await addTransactions({
		transactions: [at(Date.parse(created[149].created_at) - WALLET_LOOKBACK_MS - 60_000)],
	});
	// one row is new by the total: the read goes on to page 2, where it lies, before the window
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1', '2'] });
	expect(await pollOnce(poller)).toEqual({ emitted: [], pages: ['1'] });
});
