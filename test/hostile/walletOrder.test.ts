import type { IDataObject } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller } from '../engine/harness/poller';
import { startHostileServer, type HostileServer } from './server';

const MINUTE = 60_000;
const OLDEST = Date.parse('2026-11-20T08:00:00Z');

/**
 * 150 transactions a minute apart, listed oldest first over two pages of 100: page 1 already
 * holds rows more than the 15-minute window older than its newest.
 */
function oldestFirstWallet(api: HostileServer) {
	api.on('GET /wallet/transactions', (request) => {
		const page = Number(request.query.page);
		const data = Array.from({ length: page === 1 ? 100 : 50 }, (_, index) => {
			const n = (page - 1) * 100 + index;
			return {
				id: `T-${n}`,
				status: 'Debit',
				created_at: new Date(OLDEST + n * MINUTE).toISOString(),
			};
		});
		const envelope = { current_page: page, total_pages: 2, total: 150, per_page: 100 };
		return { status: 200, json: { data, ...envelope } };
	});
}

describe('the wallet trigger on a list that is not newest first', () => {
	let api: HostileServer;
	beforeEach(async () => (api = await startHostileServer()));
	afterEach(async () => await api.close());

	test('the first record of the window reads the list to its end: a page of rows older than the window ends nothing', async () => {
		oldestFirstWallet(api);
		const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
		const credentials = store.add('assetLifecycleApi', {
			baseUrl: api.baseUrl,
			clientId: 'wallet-order',
			clientSecret: 'secret',
		});
		const poller = createPoller({
			nodeType: new AssetLifecycleTrigger(),
			parameters: { event: 'walletTransaction' },
			credentials,
		});

		expect((await poller.activate()).items).toEqual([]);
		expect(api.seen('GET /wallet/transactions').map((entry) => entry.query.page)).toEqual([
			'1',
			'2',
		]);
		// the newest transaction, on page 2, is where the window ends
		const { data } = poller.savedNodeData().assetLifecycleTrigger as IDataObject;
		expect((data as IDataObject).watermark).toBe('2026-11-20T10:29:00.000Z');
	});
});
