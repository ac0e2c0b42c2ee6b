/**
 * Fetch Test Event of Employee Changed with Only Terminations, on an employee list whose page
 * count grows with every page read: a search that Max Requests per Poll ends shows the example. The
 * growth is judged only before a page is read, and no page is read after the budget.
 */
import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller } from '../engine/harness/poller';
import { startHostileServer, type HostileServer } from './server';

let api: HostileServer;
beforeEach(async () => (api = await startHostileServer()));
afterEach(async () => await api.close());

test('no terminated employee on the three pages Max Requests per Poll allows, the page count one more after each: the example, after three requests', async () => {
	// page n announces n + 1 pages: page 3 is two past the two page 1 announced
	api.on('GET /employees', (request) => {
		const page = Number(request.query.page);
		return {
			status: 200,
			json: {
				users: [
					{
						id: `E-${page}`,
						FirstName: 'Still',
						LastName: 'Employed',
						EmploymentInformation: { employment_status: 'Active' },
					},
				],
				currentPage: page,
				totalPages: page + 1,
				totalUsers: page + 1,
			},
		};
	});
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: 'employee-sample-budget',
		clientSecret: 'secret',
	});
	const poller = createPoller({
		nodeType: new AssetLifecycleTrigger(),
		parameters: {
			event: 'employeeChanged',
			onlyTerminations: true,
			options: { maxRequestsPerPoll: 3 },
		},
		credentials,
	});

	const { items } = await poller.poll({ mode: 'manual' });

	expect(api.seen('GET /employees').map((request) => request.query.page)).toEqual(['1', '2', '3']);
	expect(items).toEqual([
		expect.objectContaining({ example: true, id: 'example-employee', change: 'updated' }),
	]);
});
