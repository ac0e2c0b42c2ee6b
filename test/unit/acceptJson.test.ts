/**
 * The API is asked for JSON, the only answer the node reads: every request carries
 * `Accept: application/json`, not a catch-all that would let a gateway or the API answer HTML or
 * text. The node runs in n8n-core; nock answers and records the headers.
 */
import nock from 'nock';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { runNode } from '../engine/harness/run-node';

const ORIGIN = 'https://api.example.com';
const EMPLOYEE_ID = '4829173-10001';

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

test('a read asks the API for JSON alone', async () => {
	let accept: unknown;
	nock(ORIGIN)
		.post('/api/v1/auth/login')
		.reply(200, { message: 'Login successful', token: 'token-1' })
		.get(`/api/v1/employees/${EMPLOYEE_ID}`)
		.reply(function () {
			accept = this.req.headers.accept;
			return [200, { success: true, employee: { id: EMPLOYEE_ID, first_name: 'Ada' } }];
		});
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: ORIGIN,
		clientId: 'accept-json',
		clientSecret: 'secret',
	});

	const { error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters: {
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: EMPLOYEE_ID },
		},
		credentials,
	});

	expect(error).toBeUndefined();
	expect(accept).toBe('application/json');
});
