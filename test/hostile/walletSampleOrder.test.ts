/**
 * Fetch Test Event of Wallet Transaction on a transaction list that is not newest first: it shows
 * the newest transaction of the page, not the one listed first.
 */
import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller } from '../engine/harness/poller';
import { startHostileServer, type HostileServer } from './server';

const MINUTE = 60_000;
const OLDEST = Date.parse('2026-11-20T08:00:00Z');

let api: HostileServer;
beforeEach(async () => (api = await startHostileServer()));
afterEach(async () => await api.close());

test('three transactions listed oldest first: the test event shows the newest, listed last', async () => {
	api.on('GET /wallet/transactions', () => ({
		status: 200,
		json: {
			data: [0, 1, 2].map((n) => ({
				id: `T-${n}`,
				status: 'Debit',
				created_at: new Date(OLDEST + n * MINUTE).toISOString(),
			})),
			current_page: 1,
			total_pages: 1,
			total: 3,
			per_page: 100,
		},
	}));
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: 'wallet-sample-order',
		clientSecret: 'secret',
	});
	const poller = createPoller({
		nodeType: new AssetLifecycleTrigger(),
		parameters: { event: 'walletTransaction' },
		credentials,
	});

	const { items } = await poller.poll({ mode: 'manual' });

	expect(items).toEqual([
		expect.objectContaining({
			illustrative: true,
			id: 'T-2',
			created_at: '2026-11-20T08:02:00.000Z',
		}),
	]);
});
