/**
 * What two of the editor's buttons do in real n8n, through the REST calls the editor makes.
 *
 * Retry of a failed execution, on Employee Create or Update. Five people go through one Create or
 * Update node; the third names a department the account does not have yet, so the API refuses it
 * and the node stops the run half way, the first two created. The department is then opened and
 * the execution retried as the executions list's "Retry" does (`POST /rest/executions/:id/retry`,
 * with the workflow saved in the execution): n8n runs the failed node again with all five items
 * (it drops the failed node's run and starts from it; read in n8n's ExecutionService.retry of
 * 2.41.1 and 1.123.81, which both wait for the run and answer it). The retry succeeds and the
 * sandbox holds each person exactly once.
 *
 * The credential's Test (`POST /rest/credentials/test`, the values on screen with the saved
 * credential's id): a Base URL a run refuses fails the Test in the run's words, naming the URL.
 */
import { adaFields } from '../employeeFixture';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startSandbox, type RunningSandbox } from '../../sandbox';
import { sandboxControl } from '../sandboxControl';
import {
	type ImportedCredential,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	outputOf,
	prepareN8n,
	sandboxCredential,
	type WorkflowInput,
} from './harness';

const RUN_TIMEOUT_MS = 4 * 60 * 1000;
const UPSERT = 'Create or Update Employee';
/** A department the account opens between the run and its retry (one per n8n version: the sandbox is shared). */
const laterDepartment = (version: string) => `Opened Later ${version}`;

let sandbox: RunningSandbox;

const control = <T>(method: string, path: string, body?: unknown) =>
	sandboxControl<T>(sandbox.origin, method, path, body);

const people = (version: string) =>
	[1, 2, 3, 4, 5].map((index) => ({
		workEmail: `person${index}.v${version.replace(/\./g, '-')}@example.com`,
		department: index === 3 ? laterDepartment(version) : '',
	}));

/** Manual start, the five people as items (Edit Fields, then Split Out), one Create or Update. */
function retryWorkflow(version: string): WorkflowInput {
	const node = (
		name: string,
		type: string,
		typeVersion: number,
		x: number,
		parameters: object,
	) => ({
		id: name.replace(/\W/g, '-').toLowerCase(),
		name,
		type,
		typeVersion,
		position: [x, 0],
		parameters,
	});
	const next = (name: string) => ({ main: [[{ node: name, type: 'main', index: 0 }]] });
	return {
		name: `Create or Update, retried (${version})`,
		nodes: [
			node('Start', 'n8n-nodes-base.manualTrigger', 1, 0, {}),
			node('People', 'n8n-nodes-base.set', 3.4, 200, {
				mode: 'raw',
				jsonOutput: JSON.stringify({ people: people(version) }),
			}),
			node('One per Person', 'n8n-nodes-base.splitOut', 1, 400, { fieldToSplitOut: 'people' }),
			node(UPSERT, NODE_TYPE, 1, 600, {
				resource: 'employee',
				operation: 'upsert',
				workEmail: '={{ $json.workEmail }}',
				additionalFields: { ...adaFields, department: '={{ $json.department }}' },
			}),
		],
		connections: {
			Start: next('People'),
			People: next('One per Person'),
			'One per Person': next(UPSERT),
		},
		settings: { executionOrder: 'v1' },
	} as WorkflowInput;
}

/** How many employees of the sandbox hold each work email. */
function holdersOf(emails: string[]): number[] {
	const employees = [...sandbox.sandbox.store.employees.values()];
	return emails.map(
		(email) => employees.filter((employee) => employee.workEmail.toLowerCase() === email).length,
	);
}

/** A port on 127.0.0.1 where nothing listens: one just released. */
async function closedPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	await new Promise((resolve) => server.close(resolve));
	return port;
}

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 21 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let workflowId = '';

	let credential: ImportedCredential;

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		workflowId = await n8n.importWorkflow(retryWorkflow(version), credential);
		await n8n.start();
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'a run that failed on the third of five items, retried, holds each employee exactly once',
		async () => {
			const emails = people(version).map((person) => person.workEmail);
			const failed = await n8n.executeManually(workflowId, 'Start');
			expect(failed.status).toBe('error');
			expect(failed.data?.resultData.error?.message).toBe(
				`Department "${laterDepartment(version)}" not found`,
			);
			expect(holdersOf(emails)).toEqual([1, 1, 0, 0, 0]);

			await control('POST', '/departments', { name: laterDepartment(version) });
			await control('DELETE', '/requests');
			const retried = await n8n.rest<{ id: string; status: string }>(
				'POST',
				`/rest/executions/${String(failed.id)}/retry`,
				{ loadWorkflow: false },
			);
			expect(retried.status).toBe('success');

			const execution = await n8n.publicApi<Parameters<typeof outputOf>[0]>(
				'GET',
				`/executions/${retried.id}?includeData=true`,
			);
			expect(outputOf(execution, UPSERT).map((item) => item.upsert_result)).toEqual([
				'unchanged',
				'unchanged',
				'created',
				'created',
				'created',
			]);
			expect(holdersOf(emails)).toEqual([1, 1, 1, 1, 1]);
			const log = await control<Array<{ route: string }>>('GET', '/requests');
			const routes = log
				.map((entry) => entry.route)
				.filter((route) => route !== 'POST /auth/login');
			// 5 lookups, then for each of the 3 created a POST and its read-back
			expect(routes.filter((route) => route === 'GET /employees')).toHaveLength(5);
			expect(routes.filter((route) => route === 'POST /employee/add')).toHaveLength(3);
			expect(routes.filter((route) => route === 'PUT /employee/update/:id')).toHaveLength(0);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		"the credential's Test gives a run's verdict on the Base URL, in the run's words",
		async () => {
			// `stored` stands for the token a credential that has logged in holds: the editor's Test
			// sends it along, and n8n then skips preAuthentication
			const testWith = async (baseUrl: string, stored: Record<string, string> = {}) =>
				await n8n.rest<{ status: string; message: string }>('POST', '/rest/credentials/test', {
					credentials: {
						...credential,
						data: { ...sandboxCredential(sandbox.baseUrl).data, ...stored, baseUrl },
					},
				});
			expect(await testWith(sandbox.baseUrl)).toMatchObject({ status: 'OK' });
			expect(await testWith('http://api.example.invalid')).toEqual({
				status: 'Error',
				message: expect.stringMatching(
					/^Base URL "http:\/\/api\.example\.invalid" must use HTTPS/,
				) as unknown,
			});
			expect(
				await testWith('http://api.example.invalid', { accessToken: 'a-stored-token' }),
			).toEqual({
				status: 'Error',
				message: expect.stringMatching(
					/^Base URL "http:\/\/api\.example\.invalid" must use HTTPS/,
				) as unknown,
			});
			expect(await testWith('https://api.example.invalid')).toEqual({
				status: 'Error',
				message: expect.stringContaining(
					'Base URL "https://api.example.invalid": its host was not found',
				) as unknown,
			});
			const closed = `http://127.0.0.1:${await closedPort()}`;
			expect(await testWith(closed)).toEqual({
				status: 'Error',
				message: expect.stringContaining(
					`Base URL "${closed}": nothing accepted the connection`,
				) as unknown,
			});
		},
		RUN_TIMEOUT_MS,
	);
});
