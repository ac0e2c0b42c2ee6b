/**
 * The redirect case of the hostile matrix inside real n8n (1.123 and 2.41): both n8n-core versions
 * re-send the Authorization header to another origin after a redirect unless a request says
 * otherwise (`sendCredentialsOnCrossOriginRedirect` defaults to true). The bearer token must
 * still never reach another host: the API's 302 is not followed, and a label file redirected to a
 * storage host is fetched there without the token. And the credential's "Test" on an edited saved
 * credential, which must try the values on screen, not refresh the token the saved ones obtained.
 */
import { employeeRedirectedElsewhere, labelRedirectedToStorage } from '../hostile/matrix';
import { startHostileServer, type HostileServer } from '../hostile/server';
import {
	INSTALL_TIMEOUT_MS,
	installN8nVersions,
	manualTriggerNode,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	outputOf,
	packPackage,
	prepareN8n,
} from './harness';

const RUN_TIMEOUT_MS = 3 * 60 * 1000;

function workflow(name: string, parameters: Record<string, unknown>) {
	return {
		name,
		nodes: [
			manualTriggerNode(),
			{
				id: 'node',
				name: 'Asset Lifecycle',
				type: NODE_TYPE,
				typeVersion: 1,
				position: [400, 0],
				parameters,
			},
		],
		connections: { Start: { main: [[{ node: 'Asset Lifecycle', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
	};
}

let api: HostileServer;
let elsewhere: HostileServer;

beforeAll(async () => {
	await Promise.all([installN8nVersions(N8N_VERSIONS), packPackage()]);
	api = await startHostileServer();
	elsewhere = await startHostileServer();
	employeeRedirectedElsewhere(api, elsewhere);
	labelRedirectedToStorage(api, elsewhere);
	api.on('GET /departments', () => ({
		status: 200,
		json: { departments: [], currentPage: 1, totalPages: 0, totalDepartments: 0 },
	}));
}, INSTALL_TIMEOUT_MS);

afterAll(async () => {
	await api?.close();
	await elsewhere?.close();
});

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	const ids: Record<string, string> = {};
	let credentialId = '';

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		const [credential] = await n8n.importCredentials([
			{
				name: 'Hostile',
				type: 'assetLifecycleApi',
				data: { baseUrl: api.baseUrl, clientId: 'hostile-client', clientSecret: 'hostile-secret' },
			},
		]);
		const [employeeId, labelId] = await n8n.importWorkflows(
			[
				workflow('Redirected read', {
					resource: 'employee',
					operation: 'get',
					employeeId: { __rl: true, mode: 'id', value: 'E-1' },
				}),
				workflow('Redirected label', {
					resource: 'shippingLabel',
					operation: 'download',
					labelId: 'L-1',
					binaryPropertyName: 'data',
				}),
			],
			credential,
		);
		Object.assign(ids, { employeeId, labelId });
		credentialId = credential.id;
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	beforeEach(() => {
		api.requests.length = 0;
		elsewhere.requests.length = 0;
	});

	test(
		'a 302 from the API to another host is not followed: the token never reaches that host',
		async () => {
			await expect(n8n.executeWorkflow(ids.employeeId)).rejects.toThrow(
				// n8n 1.x's NodeApiError keeps no response headers, so there the message cannot name the Location
				/NodeApiError: The API answered with a redirect( to http:\/\/127\.0\.0\.1:\d+\/api\/v1\/employees\/E-1)? \(HTTP 302\)/,
			);
			expect(api.seen('GET /employees/E-1')).toHaveLength(1);
			expect(api.seen('GET /employees/E-1')[0].authorization).toMatch(/^Bearer /);
			expect(elsewhere.seen()).toEqual([]);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'a label file redirected to a storage host is fetched there without the token',
		async () => {
			const run = await n8n.executeWorkflow(ids.labelId);
			const items = outputOf(run, 'Asset Lifecycle');
			expect(items.map((item) => item.file_name)).toEqual(['label-L-1.pdf']);
			expect(api.seen('GET /files/label-L-1.pdf')[0].authorization).toMatch(/^Bearer /);
			expect(elsewhere.seen().map((entry) => [entry.route, entry.authorization])).toEqual([
				['GET /bucket/label-L-1.pdf', undefined],
			]);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'"Test" on the saved credential, edited, logs in with the values on screen and refreshes nothing',
		async () => {
			await n8n.start();
			const verdict = await n8n.rest<{ status: string; message: string }>(
				'POST',
				'/rest/credentials/test',
				{
					credentials: {
						id: credentialId,
						name: 'Hostile',
						type: 'assetLifecycleApi',
						data: { baseUrl: api.baseUrl, clientId: 'typed-client', clientSecret: 'typed-secret' },
					},
				},
			);
			expect(verdict).toEqual({ status: 'OK', message: 'Connection successful!' });
			// n8n runs preAuthentication before the test request: it logs in with the typed values too,
			// since they are not the ones that obtained the stored token.
			expect(api.seen().map((entry) => entry.route)).toEqual([
				'POST /auth/login',
				'POST /auth/login',
			]);
			for (const login of api.seen('POST /auth/login')) {
				expect(JSON.parse(login.body)).toEqual({
					client_id: 'typed-client',
					client_secret: 'typed-secret',
				});
			}
		},
		RUN_TIMEOUT_MS,
	);
});
