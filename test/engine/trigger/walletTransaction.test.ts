import type { IDataObject } from 'n8n-workflow';

import { WALLET_LOOKBACK_MS } from '../../../nodes/AssetLifecycleTrigger/budget';
import { holdTime } from '../../heldTime';
import type { Poller } from '../harness';
import type { LoggedRequest } from '../../sandboxControl';
import { PERSISTENCE_MODES, useTriggerSandbox } from './support';

interface CreatedTransaction {
	id: string;
	created_at: string;
}

const sandbox = useTriggerSandbox({ seed: 11, transactions: 240 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 11, transactions: 240 }));
afterEach(() => {
	sandbox.running.sandbox.beforeAnswer = undefined;
});

async function addTransactions(body: IDataObject): Promise<CreatedTransaction[]> {
	return await control<CreatedTransaction[]>('POST', '/wallet/transactions', body);
}

const ids = (items: IDataObject[]) => items.map((item) => item.id);
const requests = async () => await control<LoggedRequest[]>('GET', '/requests');

/** Oldest first; rows sharing a timestamp in the order they were created. */
const chronological = (rows: CreatedTransaction[]) =>
	[...rows].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

describe.each(PERSISTENCE_MODES)('walletTransaction trigger (%s persistence)', (persist) => {
	const wallet = (filters: Record<string, string> = {}) =>
		sandbox.trigger({ event: 'walletTransaction', filters }, persist);

	/** Activation records the baseline; with durable cursors the first scheduled poll records it again. */
	async function started(filters: Record<string, string> = {}): Promise<Poller> {
		const poller = wallet(filters);
		expect((await poller.activate()).items).toEqual([]);
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		return poller;
	}

	test('activation records a baseline and emits nothing; an idle poll costs one request and no login', async () => {
		const poller = await started();
		const saved = poller.savedNodeData().assetLifecycleTrigger as IDataObject;
		expect(saved).toMatchObject({ version: 3, event: 'walletTransaction' });

		await control('DELETE', '/requests');
		expect((await poller.poll()).items).toEqual([]);
		const log = await requests();
		expect(log.map((entry) => [entry.route, entry.query])).toEqual([
			['GET /wallet/transactions', { page: '1', limit: '100' }],
		]);
		expect((await control<IDataObject>('GET', '/counters')).logins).toBe(0);
	});

	test('one new transaction is emitted once, shaped as the action node shapes it', async () => {
		const poller = await started();
		const [created] = await addTransactions({
			transactions: [
				{ status: 'Debit', transaction_type: 'Repair', raw_amount: 612.5, currency_code: 'USD' },
			],
		});

		const first = await poller.poll();
		expect(first.items).toEqual([
			expect.objectContaining({
				id: created.id,
				status: 'Debit',
				transaction_type: 'Repair',
				amount: '$612.50',
				raw_amount: 612.5,
				currency_code: 'USD',
				created_at: created.created_at,
				transaction_date_iso: created.created_at.slice(0, 10),
			}),
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	/**
	 * Polls until a poll emits nothing; every poll keeps to the default budget of 10 requests.
	 * Returns what was emitted, in order, and the polls that emitted it.
	 */
	async function drain(poller: Poller) {
		const emitted: IDataObject[] = [];
		for (let polls = 1; polls <= 40; polls++) {
			const { result, api } = await sandbox.logged(async () => await poller.poll());
			expect(result.error).toBeUndefined();
			expect(api.length).toBeLessThanOrEqual(10);
			if (result.items.length === 0) return { emitted, polls: polls - 1 };
			emitted.push(...result.items);
		}
		throw new Error('the backlog never ended');
	}

	test('1,000 transactions arriving between two polls: the ten pages that hold them are read in one poll of 10 requests', async () => {
		const poller = await started();
		const created = await addTransactions({ count: 1000 });

		const { emitted, polls } = await drain(poller);
		expect(ids(emitted)).toEqual(ids(chronological(created) as unknown as IDataObject[]));
		expect(polls).toBe(1);
	});

	test('1,500 transactions arriving between two polls (more than 10 requests a poll read): all emitted once, oldest first, the backlog read from its oldest end', async () => {
		const poller = await started();
		const created = await addTransactions({ count: 1500 });

		const { emitted, polls } = await drain(poller);
		expect(ids(emitted)).toEqual(ids(chronological(created) as unknown as IDataObject[]));
		expect(polls).toBe(2);
	});

	test('transactions sharing one timestamp are all emitted, in the order they were created', async () => {
		const poller = await started();
		const createdAt = new Date(Date.now() - 1000).toISOString();
		const created = await addTransactions({ count: 250, createdAt });
		const later = await addTransactions({ count: 3, createdAt });

		expect(ids((await poller.poll()).items)).toEqual([...created, ...later].map((row) => row.id));
		const last = await addTransactions({ count: 2, createdAt });
		expect(ids((await poller.poll()).items)).toEqual(last.map((row) => row.id));
	});

	test('a row that shows up late, behind the newest one but inside the overlap window, is emitted', async () => {
		const poller = await started();
		const [newest] = await addTransactions({ count: 1 });
		expect(ids((await poller.poll()).items)).toEqual([newest.id]);

		const late = await addTransactions({
			transactions: [
				{ created_at: new Date(Date.parse(newest.created_at) - 60_000).toISOString() },
				{
					created_at: new Date(
						Date.parse(newest.created_at) - WALLET_LOOKBACK_MS - 60_000,
					).toISOString(),
				},
			],
		});
		expect(ids((await poller.poll()).items)).toEqual([late[0].id]);
	});

	test('rows inserted while a poll pages are emitted by the next poll; rows pushed to the next page are not repeated', async () => {
		const poller = await started();
		const before = await addTransactions({ count: 150 });
		// rows arrive at the top after page 1 is answered, before page 2 is
		let during: CreatedTransaction[] = [];
		let listReads = 0;
		sandbox.running.sandbox.beforeAnswer = async (route) => {
			if (route === 'GET /wallet/transactions' && ++listReads === 2) {
				during = await addTransactions({ count: 5 });
			}
		};
		await control('DELETE', '/requests');

		const first = await poller.poll();

		const pages = (await requests()).map((entry) => entry.query.page);
		expect(pages.slice(0, 2)).toEqual(['1', '2']);
		expect(ids(first.items)).toEqual(before.map((row) => row.id));
		expect(ids((await poller.poll()).items)).toEqual(during.map((row) => row.id));
		expect((await poller.poll()).items).toEqual([]);
	});

	test('a poll that fails part-way leaves the state untouched; the next poll delivers everything once', async () => {
		// the retries' backoffs (1, 2 and 4 s) on time the test holds
		const time = holdTime(sandbox.running);
		try {
			const poller = await started();
			const created = await addTransactions({ count: 150 });
			const savedBefore = poller.saved;
			const memoryBefore = poller.memoryNodeData();
			// page 1 answers; page 2 fails four times (the request and its three retries)
			await control('POST', '/faults', { route: 'GET /wallet/transactions', count: 1, delayMs: 1 });
			await control('POST', '/faults', {
				route: 'GET /wallet/transactions',
				count: 4,
				status: 500,
			});

			const failed = await poller.poll();
			expect(failed.items).toEqual([]);
			expect(failed.error?.message).toBe('An unexpected error occurred');
			expect(poller.saved).toBe(savedBefore);
			expect(poller.memoryNodeData()).toEqual(memoryBefore);

			expect(ids((await poller.poll()).items)).toEqual(created.map((row) => row.id));
			expect((await poller.poll()).items).toEqual([]);
		} finally {
			time.release();
		}
	});

	test('after a restart the state is reloaded from what n8n saved: nothing lost, nothing twice', async () => {
		const poller = await started();
		const first = await addTransactions({ count: 3 });
		expect(ids((await poller.poll()).items)).toEqual(first.map((row) => row.id));
		expect((await poller.poll()).items).toEqual([]);

		const whileDown = await addTransactions({ count: 4 });
		const restarted = poller.restart();
		expect(ids((await restarted.activate('init')).items)).toEqual(whileDown.map((row) => row.id));
		expect((await restarted.poll()).items).toEqual([]);
	});

	test('filters go to the API: only debits in EUR of type Shop are emitted, and rows left out never enter the state', async () => {
		const poller = await started({ status: 'Debit', currencyCode: 'eur', type: 'Shop' });
		await control('DELETE', '/requests');
		const created = await addTransactions({
			transactions: [
				{ status: 'Debit', currency_code: 'EUR', transaction_type: 'Shop' },
				{ status: 'Credit', currency_code: 'EUR', transaction_type: 'Shop' },
				{ status: 'Debit', currency_code: 'USD', transaction_type: 'Shop' },
				{ status: 'Debit', currency_code: 'EUR', transaction_type: 'Repair' },
				{ status: 'Debit', currency_code: 'EUR', transaction_type: 'Shop' },
			],
		});

		expect(ids((await poller.poll()).items)).toEqual([created[0].id, created[4].id]);
		expect((await requests())[0].query).toEqual({
			page: '1',
			limit: '100',
			currency_code: 'EUR',
			status: 'Debit',
			type: 'Shop',
		});
		const seen = Object.values(
			((poller.savedNodeData().assetLifecycleTrigger as IDataObject).data as IDataObject)
				.seen as IDataObject,
		).flat();
		expect(seen).not.toContain(created[1].id);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('manual mode emits the newest real transaction and leaves the state alone', async () => {
		const poller = await started();
		const savedBefore = poller.saved;
		const [newest] = await addTransactions({ count: 1 });

		const { items } = await poller.poll({ mode: 'manual' });
		expect(ids(items)).toEqual([newest.id]);
		// marked first, where n8n's Table view shows it
		expect(Object.keys(items[0]).slice(0, 2)).toEqual(['illustrative', 'note']);
		expect(items[0].note).toMatch(/^Test event: the newest real transaction/);
		expect(poller.saved).toBe(savedBefore);
		expect(ids((await poller.poll()).items)).toEqual([newest.id]);
	});

	test('manual mode with filters: the newest transaction they let through, or a marked example in their values after one request', async () => {
		const matching = { currencyCode: 'EUR', status: 'Credit', type: 'RMA' };
		const newestRmaCredit = sandbox.running.sandbox.store.walletTransactions
			.filter((row) => row.type === 'RMA' && row.status === 'Credit' && row.currency === 'EUR')
			.reduce((newest, row) => (row.createdAt > newest.createdAt ? row : newest));
		const found = await wallet(matching).poll({ mode: 'manual' });
		expect(found.items).toEqual([
			expect.objectContaining({
				id: newestRmaCredit.id,
				transaction_type: 'RMA',
				status: 'Credit',
			}),
		]);
		expect(found.items[0]).not.toHaveProperty('example');
		expect(Object.keys(found.items[0])[0]).toBe('illustrative');

		// no deployment is ever a credit
		const nothing = { currencyCode: 'EUR', status: 'Credit', type: 'Deployment' };
		const { result, api } = await sandbox.logged(
			async () => await wallet(nothing).poll({ mode: 'manual' }),
		);
		expect(result.items).toEqual([
			expect.objectContaining({
				id: 'example-transaction',
				example: true,
				transaction_type: 'Deployment',
				status: 'Credit',
				currency_code: 'EUR',
				raw_amount: 100,
			}),
		]);
		expect(api.map((entry) => entry.route)).toEqual(['GET /wallet/transactions']);
	});

	test('an API error in manual mode surfaces as the trigger error', async () => {
		const poller = wallet({ currencyCode: 'JPY' });
		// in the node's words: the filter's label, the value, the API's text
		await expect(poller.poll({ mode: 'manual' })).rejects.toThrow(
			'Currency Name or ID: "JPY" was refused: currency_code must be one of USD, EUR, GBP',
		);
	});

	test('static data stays bounded after 10,000 transactions: only ids inside the overlap window are kept', async () => {
		const poller = await started();
		const newest = Date.now() - 1000;
		// one a minute for about a week, oldest first
		const rows = Array.from({ length: 10_000 }, (_, index) => ({
			created_at: new Date(newest - (9_999 - index) * 60_000).toISOString(),
		}));
		const created = await addTransactions({ transactions: rows });

		const { emitted } = await drain(poller);
		expect(ids(emitted)).toEqual(created.map((row) => row.id));
		const state = (poller.savedNodeData().assetLifecycleTrigger as IDataObject).data as {
			seen: Record<string, string[]>;
		};
		const kept = Object.values(state.seen).flat();
		expect(kept.sort()).toEqual(
			created
				.slice(-16)
				.map((row) => row.id)
				.sort(),
		);
		expect(poller.saved.length).toBeLessThan(1500);
		expect((await poller.poll()).items).toEqual([]);
	}, 60_000);
});
