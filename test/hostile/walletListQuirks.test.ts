/**
 * The wallet trigger on lists no faithful API answers: a total that lags a poll behind the rows (a
 * count cached a moment longer than the list), rows in no order of time, and a transaction the API
 * dates again, later.
 */
import type { IDataObject } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller, type Poller } from '../engine/harness/poller';
import { startHostileServer, type HostileServer } from './server';

const SECOND = 1000;
const START = Date.parse('2026-11-20T08:00:00Z');

interface Row {
	id: string;
	status: string;
	created_at: string;
}

/** Transaction `n`, written `n` seconds after START (or at `time`). */
const row = (n: number, time = START + n * SECOND): Row => ({
	id: `T-${n}`,
	status: 'Debit',
	created_at: new Date(time).toISOString(),
});

/**
 * The transaction list: `rows` in the order the API answers them, 100 a page; its total is
 * `reportedTotal` when set, else the rows' count.
 */
function walletList(api: HostileServer) {
	const list = { rows: [] as Row[], reportedTotal: undefined as number | undefined };
	api.on('GET /wallet/transactions', (request) => {
		const page = Number(request.query.page);
		const total = list.reportedTotal ?? list.rows.length;
		const data = list.rows.slice((page - 1) * 100, page * 100);
		const envelope = {
			current_page: page,
			total_pages: Math.max(1, Math.ceil(list.rows.length / 100)),
			total,
			per_page: 100,
		};
		return { status: 200, json: { data, ...envelope } };
	});
	return list;
}

describe('the wallet trigger on a list a faithful API would not answer', () => {
	let api: HostileServer;
	let poller: Poller;
	beforeEach(async () => {
		api = await startHostileServer();
		const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
		const credentials = store.add('assetLifecycleApi', {
			baseUrl: api.baseUrl,
			clientId: 'wallet-quirks',
			clientSecret: 'secret',
		});
		poller = createPoller({
			nodeType: new AssetLifecycleTrigger(),
			parameters: { event: 'walletTransaction' },
			credentials,
		});
	});
	afterEach(async () => await api.close());

	/** One poll: the ids it emitted and the pages it read. */
	async function pollOnce() {
		const before = api.seen('GET /wallet/transactions').length;
		const { items, error } = await poller.poll();
		expect(error).toBeUndefined();
		return {
			emitted: items.map((item: IDataObject) => item.id),
			pages: api
				.seen('GET /wallet/transactions')
				.slice(before)
				.map((entry) => entry.query.page),
		};
	}

	test('a total that lags behind a new row: the row on page 1 is emitted under the old total, and the total catching up is an idle poll', async () => {
		// 150 rows a second apart, newest first: both pages lie inside the 15-minute window
		const list = walletList(api);
		list.rows = Array.from({ length: 150 }, (_, index) => row(149 - index));
		expect((await poller.activate()).items).toEqual([]);

		list.rows.unshift(row(150));
		list.reportedTotal = 150;
		expect(await pollOnce()).toEqual({ emitted: ['T-150'], pages: ['1'] });

		list.reportedTotal = undefined;
		expect(await pollOnce()).toEqual({ emitted: [], pages: ['1'] });
	});

	test('rows in no order of time: the new ones are emitted oldest first', async () => {
		const list = walletList(api);
		list.rows = Array.from({ length: 50 }, (_, index) => row(49 - index));
		expect((await poller.activate()).items).toEqual([]);

		list.rows.unshift(row(52), row(50), row(53), row(51));
		expect((await pollOnce()).emitted).toEqual(['T-50', 'T-51', 'T-52', 'T-53']);
	});

	test('an idle poll leaves the window where it is, even when the API dates a known transaction an hour later: a row written late inside the window is still emitted', async () => {
		const list = walletList(api);
		list.rows = Array.from({ length: 50 }, (_, index) => row(49 - index));
		expect((await poller.activate()).items).toEqual([]);

		// T-10 dated an hour after the newest: the total is the same and nothing on page 1 is new
		list.rows = [
			row(10, START + 49 * SECOND + 60 * 60_000),
			...list.rows.filter(({ id }) => id !== 'T-10'),
		];
		expect(await pollOnce()).toEqual({ emitted: [], pages: ['1'] });

		// five minutes before the oldest: inside the 15 minutes behind T-49, the newest the trigger emitted or recorded
		list.rows.push(row(1000, START - 5 * 60_000));
		expect((await pollOnce()).emitted).toEqual(['T-1000']);
	});
});
