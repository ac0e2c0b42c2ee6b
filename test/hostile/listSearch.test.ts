import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { listSearch } from '../engine/harness/methods';
import { startHostileServer, type HostileServer } from './server';

/** An employee list of `totalPages` pages, two employees a page; Ada is on `adaPage`. */
function employeePages(api: HostileServer, totalPages: number, adaPage?: number) {
	api.on('GET /employees', (request) => {
		const page = Number(request.query.page);
		const users = [1, 2].map((n) => ({
			id: `E-${page}-${n}`,
			FirstName: page === adaPage && n === 2 ? 'Ada' : `Person${page}${n}`,
			LastName: 'Example',
			WorkEmail: `p${page}${n}@example.com`,
		}));
		return { status: 200, json: { users, currentPage: page, totalPages, per_page: 2 } };
	});
}

async function searchEmployees(api: HostileServer, filter: string, paginationToken?: string) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: 'picker',
		clientSecret: 'secret',
	});
	return await listSearch('searchEmployees', {
		nodeType: new AssetLifecycle(),
		credentials,
		filter,
		paginationToken,
	});
}

describe('the employee picker search', () => {
	let api: HostileServer;
	beforeEach(async () => (api = await startHostileServer()));
	afterEach(async () => await api.close());

	test('reads on past pages without a match and finds the employee on page 3', async () => {
		employeePages(api, 4, 3);

		const found = await searchEmployees(api, 'ada');

		expect(found).toEqual({
			results: [{ name: 'Ada Example (p32@example.com)', value: 'E-3-2' }],
			paginationToken: '4',
		});
		expect(api.seen('GET /employees').map((entry) => entry.query.page)).toEqual(['1', '2', '3']);
		expect(api.seen('GET /employees').map((entry) => entry.query.limit)).toEqual([
			'100',
			'100',
			'100',
		]);
	});

	test('reads at most 5 pages a call, and hands the editor the page to go on from', async () => {
		employeePages(api, 40);

		const first = await searchEmployees(api, 'nobody');
		expect(first).toEqual({ results: [], paginationToken: '6' });
		expect(api.seen('GET /employees')).toHaveLength(5);

		await searchEmployees(api, 'nobody', first.paginationToken);
		expect(api.seen('GET /employees').map((entry) => entry.query.page)).toEqual([
			'1',
			'2',
			'3',
			'4',
			'5',
			'6',
			'7',
			'8',
			'9',
			'10',
		]);
	});
});
