/**
 * The credential and the transport inside real n8n: the token kept in n8n's database is reused,
 * refreshed when the sandbox expires it, wrong credentials fail with the API's message; Return All
 * over thousands of employees takes the exact page floor; 300 items finish under a rate limit.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { sandboxControl, type Counters } from '../sandboxControl';
import {
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	manualTriggerNode,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	prepareN8n,
} from './harness';

const RUN_TIMEOUT_MS = 3 * 60 * 1000;
const EMPLOYEES = 3000;

let sandbox: RunningSandbox;

const control = <T>(method: string, path: string, body?: unknown) =>
	sandboxControl<T>(sandbox.origin, method, path, body);

interface RunData {
	data: {
		resultData: {
			error?: { message: string };
			runData: Record<
				string,
				Array<{
					error?: { message: string };
					data?: { main: Array<Array<{ json: Record<string, unknown> }>> };
				}>
			>;
		};
	};
}

/** A node of a workflow laid out in one row, `x` pixels from the left. */
const workflowNode = (
	id: string,
	name: string,
	type: string,
	x: number,
	parameters: Record<string, unknown>,
) => ({ id, name, type, typeVersion: 1, position: [x, 0], parameters });

/** A manual trigger feeding one Asset Lifecycle node, optionally through a node listing `feed` employees. */
function workflow(name: string, parameters: Record<string, unknown>, feed = 0) {
	const listEmployees = {
		resource: 'employee',
		operation: 'getAll',
		returnAll: false,
		limit: feed,
	};
	const nodes = [
		manualTriggerNode(),
		...(feed ? [workflowNode('feed', 'Employees', NODE_TYPE, 200, listEmployees)] : []),
		workflowNode('node', 'Asset Lifecycle', NODE_TYPE, 400, parameters),
	];
	const connections = Object.fromEntries(
		nodes
			.slice(1)
			.map((next, index) => [
				nodes[index].name,
				{ main: [[{ node: next.name, type: 'main', index: 0 }]] },
			]),
	);
	return { name, nodes, connections, settings: { executionOrder: 'v1' } };
}

function nodeResult(run: unknown) {
	const task = (run as RunData).data.resultData.runData['Asset Lifecycle']?.[0];
	return {
		items: (task?.data?.main[0] ?? []).map((item) => item.json),
		error: task?.error?.message ?? (run as RunData).data.resultData.error?.message,
	};
}

const departments = { resource: 'department', operation: 'getAll', returnAll: true };

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 11, employees: EMPLOYEES, rateLimit: 100000 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	const ids: Record<string, string> = {};

	beforeAll(async () => {
		await control('POST', '/reset', { seed: 11, employees: EMPLOYEES });
		n8n = await prepareN8n(version);
		const [good, wrong] = await n8n.importCredentials([
			{
				name: 'Sandbox',
				type: 'assetLifecycleApi',
				data: {
					baseUrl: sandbox.baseUrl,
					clientId: 'sandbox-client',
					clientSecret: 'sandbox-secret',
				},
			},
			{
				name: 'Wrong secret',
				type: 'assetLifecycleApi',
				data: {
					baseUrl: sandbox.baseUrl,
					clientId: 'sandbox-client',
					clientSecret: 'not-the-secret',
				},
			},
		]);
		const [departmentsId, employeesId, singleGetsId] = await n8n.importWorkflows(
			[
				workflow('Departments', departments),
				workflow('All employees', { resource: 'employee', operation: 'getAll', returnAll: true }),
				workflow(
					'Single GETs',
					{ resource: 'department', operation: 'getAll', returnAll: false, limit: 1 },
					300,
				),
			],
			good,
		);
		const [wrongId] = await n8n.importWorkflows([workflow('Wrong secret', departments)], wrong);
		Object.assign(ids, { departmentsId, employeesId, singleGetsId, wrongId });
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'one login serves several executions; an expired token is renewed once and the run succeeds',
		async () => {
			await control('DELETE', '/requests');
			for (let run = 0; run < 2; run++) {
				expect(nodeResult(await n8n.executeWorkflow(ids.departmentsId)).error).toBeUndefined();
			}
			expect((await control<Counters>('GET', '/counters')).logins).toBe(1);

			await control('POST', '/tokens/expire');
			const { items, error } = nodeResult(await n8n.executeWorkflow(ids.departmentsId));
			expect(error).toBeUndefined();
			expect(items.length).toBeGreaterThan(0);
			// One renewal after the expiry. `n8n execute` runs each execution in a process of its own, and
			// a process refreshes only a token it obtained itself (a refresh revokes the token other
			// processes may still use: see the credential), so here the renewal is a login.
			const counters = await control<Counters>('GET', '/counters');
			expect([counters.logins, counters.refreshes]).toEqual([2, 0]);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'wrong credentials fail with the API message and its causes',
		async () => {
			// `n8n execute` exits with an error when the workflow fails, printing the node's error
			await expect(n8n.executeWorkflow(ids.wrongId)).rejects.toThrow(
				/Execution error:\s+=+\s+Invalid credentials: the client ID or secret is wrong, the API credential has expired, or API access is disabled/,
			);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		`Return All of ${EMPLOYEES} employees makes exactly ${EMPLOYEES / 100} list requests`,
		async () => {
			await control('DELETE', '/requests');
			const { items, error } = nodeResult(await n8n.executeWorkflow(ids.employeesId));
			expect(error).toBeUndefined();
			expect(items).toHaveLength(EMPLOYEES);
			expect((await control<Counters>('GET', '/counters')).byRoute['GET /employees']).toBe(
				EMPLOYEES / 100,
			);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'300 items each doing one GET finish under a 60-per-6-s limit',
		async () => {
			await control('PUT', '/rate-limit', { limit: 60, windowSeconds: 6 });
			await control('DELETE', '/requests');
			try {
				const { items, error } = nodeResult(await n8n.executeWorkflow(ids.singleGetsId));
				expect(error).toBeUndefined();
				expect(items).toHaveLength(300);
				const counters = await control<Counters>('GET', '/counters');
				expect(counters.byRoute['GET /departments']).toBe(300);
				expect(counters.byRoute['GET /employees']).toBe(3);
				expect(counters.rateLimited).toBeLessThanOrEqual(1);
			} finally {
				await control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 });
			}
		},
		RUN_TIMEOUT_MS,
	);
});
