/**
 * Wallet Transaction: where the first record of the window stops reading. The list is newest
 * first, so the first page that reaches before the window's start (15 minutes behind the newest
 * transaction) ends it; a row at that start itself is inside the window.
 */
import type { IDataObject } from 'n8n-workflow';

import { WALLET_LOOKBACK_MS } from '../../../nodes/AssetLifecycleTrigger/budget';
import type { LoggedRequest } from '../../sandboxControl';
import { triggerState, useTriggerSandbox } from './support';

interface CreatedTransaction {
	id: string;
	created_at: string;
}

const sandbox = useTriggerSandbox({ seed: 11, transactions: 240 });

const addTransactions = async (body: IDataObject) =>
	await sandbox.control<CreatedTransaction[]>('POST', '/wallet/transactions', body);
const wallet = () => sandbox.trigger({ event: 'walletTransaction', filters: {} });
const pages = (api: LoggedRequest[]) => api.map((entry) => entry.query.page);
const at = (time: number) => ({ created_at: new Date(time).toISOString() });

test('on a year of 240 transactions, three pages, the first record of the window reads page 1 alone: it reaches back hours before the newest', async () => {
	await sandbox.control('POST', '/reset', { seed: 11, transactions: 240 });
	const poller = wallet();

	const activation = await sandbox.logged(async () => await poller.activate());
	expect(activation.result.items).toEqual([]);
	expect(pages(activation.api)).toEqual(['1']);
	const [created] = await addTransactions({ count: 1 });
	expect((await poller.poll()).items.map((item) => item.id)).toEqual([created.id]);
});

test('a page whose oldest row is exactly at the window start ends nothing: the next page, with another row at that instant, is read and recorded, and that row is never emitted', async () => {
	await sandbox.control('POST', '/reset', { seed: 11, transactions: 40 });
	const [newest] = await addTransactions({ count: 1 });
	const windowStart = Date.parse(newest.created_at) - WALLET_LOOKBACK_MS;
	// with the newest, 98 rows inside the window and one at its start fill page 1; the other row
	// at its start opens page 2, above the 40 seeded transactions, which lie hours before
	const inside = Array.from({ length: 98 }, (_, index) => at(windowStart + (index + 1) * 1_000));
	const edge = await addTransactions({ transactions: [at(windowStart), at(windowStart)] });
	await addTransactions({ transactions: inside });
	const poller = wallet();

	const activation = await sandbox.logged(async () => await poller.activate());
	expect(pages(activation.api)).toEqual(['1', '2']);
	const seen = Object.values(triggerState(poller.memoryNodeData()).seen as IDataObject).flat();
	expect(seen).toEqual(expect.arrayContaining(edge.map((row) => row.id)));
	expect(seen).toHaveLength(101);

	// a transaction written late, before the window: the poll reads down to page 2 to find it,
	// meets the row at the window start there again, and emits neither
	await addTransactions({ transactions: [at(windowStart - 60 * 60_000)] });
	const late = await sandbox.logged(async () => await poller.poll());
	expect(pages(late.api)).toEqual(['1', '2']);
	expect(late.result.items).toEqual([]);
});
