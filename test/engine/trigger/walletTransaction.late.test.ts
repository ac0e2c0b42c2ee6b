/**
 * Wallet Transaction's window behind the newest transaction seen, for rows written late: one at
 * the window's start itself is inside it and emitted; one before it is not, yet it counts among
 * the rows accounted for, so the poll after it is idle again (one request).
 */
import type { IDataObject } from 'n8n-workflow';

import { WALLET_LOOKBACK_MS } from '../../../nodes/AssetLifecycleTrigger/events/walletTransaction/state';
import type { LoggedRequest } from '../../sandboxControl';
import type { Poller } from '../harness';
import { useTriggerSandbox } from './support';

interface CreatedTransaction {
	id: string;
	created_at: string;
}

// the 40 seeded transactions lie hours before the ones the tests add
const ACCOUNT = { seed: 11, transactions: 40 };
const sandbox = useTriggerSandbox(ACCOUNT);
beforeEach(async () => await sandbox.control('POST', '/reset', ACCOUNT));

const addTransactions = async (body: IDataObject) =>
	await sandbox.control<CreatedTransaction[]>('POST', '/wallet/transactions', body);
const at = (time: number) => ({ created_at: new Date(time).toISOString() });
const ids = (rows: Array<{ id?: unknown }>) => rows.map((row) => row.id);
const pages = (api: LoggedRequest[]) => api.map((entry) => entry.query.page);

async function started(): Promise<Poller> {
	const poller = sandbox.trigger({ event: 'walletTransaction', filters: {} });
	expect((await poller.activate()).items).toEqual([]);
	return poller;
}

/** One poll: what it emitted and the pages it read. */
async function pollOnce(poller: Poller) {
	const { result, api } = await sandbox.logged(async () => await poller.poll());
	expect(result.error).toBeUndefined();
	return { emitted: ids(result.items), pages: pages(api) };
}

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
