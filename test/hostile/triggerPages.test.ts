import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller } from '../engine/harness/poller';
import { startHostileServer, type HostileServer } from './server';

function trigger(api: HostileServer, parameters: INodeParameters) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: 'trigger-pages',
		clientSecret: 'secret',
	});
	return createPoller({ nodeType: new AssetLifecycleTrigger(), parameters, credentials });
}

describe('the trigger reads pages through the one page reader', () => {
	let api: HostileServer;
	beforeEach(async () => (api = await startHostileServer()));
	afterEach(async () => await api.close());

	test('the wallet baseline follows total_pages when the API answers smaller pages than asked', async () => {
		// 120 transactions, 50 a page whatever the limit asked: three pages
		const newest = Date.parse('2026-11-20T12:00:00Z');
		api.on('GET /wallet/transactions', (request) => {
			const page = Number(request.query.page);
			const data = Array.from({ length: page < 3 ? 50 : 20 }, (_, index) => {
				const n = (page - 1) * 50 + index;
				return {
					id: `T-${n}`,
					status: 'Debit',
					created_at: new Date(newest - n * 1000).toISOString(),
				};
			});
			const envelope = { current_page: page, total_pages: 3, total: 120, per_page: 50 };
			return { status: 200, json: { data, ...envelope } };
		});
		const poller = trigger(api, { event: 'walletTransaction' });

		await poller.activate();

		expect(api.seen('GET /wallet/transactions').map((entry) => entry.query.page)).toEqual([
			'1',
			'2',
			'3',
		]);
		const { seen } = (poller.savedNodeData().assetLifecycleTrigger as IDataObject)
			.data as IDataObject;
		expect(Object.values(seen as Record<string, string[]>).flat()).toHaveLength(120);
	});

	test('the employee sweep stops at a page other than the one it asked for', async () => {
		api.on('GET /employees', () => ({
			status: 200,
			json: { users: [{ id: 'E-1' }], currentPage: 1, totalPages: 3, totalUsers: 3 },
		}));
		const poller = trigger(api, { event: 'employeeChanged' });

		await expect(poller.activate()).rejects.toThrow(
			'The API answered page 1 when asked for page 2',
		);
		expect(api.seen('GET /employees')).toHaveLength(2);
	});

	test('an error answer that says little quota is left fails the poll: it is not the meter stopping it', async () => {
		// the second page answers 403 with fewer than a quarter of the quota left
		api.on('GET /employees', (request) =>
			Number(request.query.page) === 1
				? {
						status: 200,
						headers: { 'RateLimit-Remaining': '50', 'RateLimit-Limit': '60' },
						json: { users: [{ id: 'E-1' }], currentPage: 1, totalPages: 3, totalUsers: 3 },
					}
				: {
						status: 403,
						headers: { 'RateLimit-Remaining': '5', 'RateLimit-Limit': '60' },
						json: { message: 'Forbidden: missing permission employees.read' },
					},
		);
		const poller = trigger(api, { event: 'employeeChanged' });

		await expect(poller.activate()).rejects.toThrow('Forbidden: missing permission employees.read');
		expect(api.seen('GET /employees')).toHaveLength(2);
	});

	test("a campaign's page that leaves out campaign_number and work_email: the event names the campaign asked for and the employee's email", async () => {
		let status = 'Label Requested';
		api.on('GET /recover/campaign/12', () => ({
			status: 200,
			json: {
				title: 'Spring Returns',
				employees: [
					{
						recovery_id: 'R-1',
						firstname: 'Ada',
						lastname: 'Osei',
						email: 'ada.osei@acme.example',
						status,
					},
				],
				totalEmployees: 1,
				totalPages: 1,
				currentPage: 1,
			},
		}));
		const poller = trigger(api, {
			event: 'recoveryStatusChanged',
			scope: 'campaigns',
			campaignNumbers: ['12'],
		});
		await poller.activate();
		status = 'Pickup Scheduled';

		expect((await poller.poll()).items).toEqual([
			{
				recovery_number: 'R-1',
				previous_status: 'Label Requested',
				status: 'Pickup Scheduled',
				campaign_number: 12,
				employee: { first_name: 'Ada', last_name: 'Osei', work_email: 'ada.osei@acme.example' },
			},
		]);
	});
});
