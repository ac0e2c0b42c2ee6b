/**
 * The example workflows of workflows/ in real n8n against the sandbox: the ones with a manual
 * start run with `n8n execute` (a production run, as n8n's CLI runs are); their output and their
 * effects on the sandbox are asserted. Then every example is run as the editor's "Execute
 * workflow" runs it (a test run), and the sandbox counts what it wrote: nothing, unless the
 * workflow says so.
 */
import { promises as fs } from 'node:fs';

import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../sandbox';
import { type LoggedRequest, sandboxControl } from '../sandboxControl';
import {
	type ImportedCredential,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	manualTriggerNode,
	N8N_VERSIONS,
	type N8nInstance,
	type WorkflowInput,
	type WorkflowNode,
	NODE_TYPE,
	outputOf,
	prepareN8n,
	sandboxCredential,
} from './harness';

const RUN_TIMEOUT_MS = 3 * 60 * 1000;

/**
 * The new-hire example with its "Live Run?" switched to let test runs write, as its sticky note
 * says, and another hire's work email (the production run below creates the first).
 */
const WRITING_COPY = 'new-hire-order, test runs write';

async function writingCopy(): Promise<WorkflowInput> {
	const workflow = JSON.parse(
		await fs.readFile('workflows/new-hire-order.json', 'utf8'),
	) as WorkflowInput;
	workflow.name = WRITING_COPY;
	for (const node of workflow.nodes as Array<WorkflowNode & { parameters: IDataObject }>) {
		const text = JSON.stringify(node.parameters);
		const edited =
			node.name === 'Live Run?'
				? text.replace('|| false }}', '|| true }}')
				: text.replace('ada.lovelace@example.com', 'ada.king@example.com');
		node.parameters = JSON.parse(edited) as IDataObject;
	}
	return workflow;
}

let sandbox: RunningSandbox;

const control = <T>(method: string, path: string, body?: unknown) =>
	sandboxControl<T>(sandbox.origin, method, path, body);

/** Every example workflow, and the trigger "Execute workflow" starts it from. */
const EXAMPLES: Record<string, string> = {
	'new-hire-order': 'Run Now',
	'low-wallet-balance': 'Run Now',
	'weekly-legal-hold-report': 'Run Now',
	'offboarding-recovery': 'Employee Terminated',
	'recovery-box-received': 'Box Received',
};

/** What the sandbox logged that changes the account (logins apart). */
const writesIn = (log: LoggedRequest[]) =>
	log.filter((entry) => entry.method !== 'GET' && entry.route !== 'POST /auth/login');

interface Snapshot {
	employees: { count: number };
	orders: { count: number; ids: string[] };
	costCenters: { ids: string[] };
	departments: { count: number };
	legalHolds: { count: number };
}

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 5 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let credential: ImportedCredential;
	const ids: Record<string, string> = {};

	beforeAll(async () => {
		await control('POST', '/reset', { seed: 5 });
		n8n = await prepareN8n(version);
		credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		const files = Object.keys(EXAMPLES);
		const imported = await n8n.importWorkflows(
			files.map((file) => `workflows/${file}.json`),
			credential,
		);
		files.forEach((file, index) => (ids[file] = imported[index]));
		ids[WRITING_COPY] = await n8n.importWorkflow(await writingCopy(), credential);
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'new hire: the employee is created and a laptop ordered with department and cost-center tags',
		async () => {
			const before = await control<Snapshot>('GET', '/snapshot');
			const run = await n8n.executeWorkflow(ids['new-hire-order']);
			const [employee] = outputOf(run, 'Create Employee');
			expect(employee).toMatchObject({
				first_name: 'Ada',
				last_name: 'Lovelace',
				work_email: 'ada.lovelace@example.com',
				state: 'TX',
			});
			const [order] = outputOf(run, 'Order Laptop');
			expect(order.products).toEqual([
				expect.objectContaining({ name: 'MacBook Pro 14" M3 16GB 512GB', qty: 1 }),
			]);
			const after = await control<Snapshot>('GET', '/snapshot');
			expect(after.employees.count).toBe(before.employees.count + 1);
			expect(after.orders.ids).toEqual([...before.orders.ids, order.order_number]);
			expect(after.costCenters.ids).toContain('CC-RESEARCH');
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'low wallet balance: the balance is compared as a number and the alert composed',
		async () => {
			const run = await n8n.executeWorkflow(ids['low-wallet-balance']);
			const [balance] = outputOf(run, 'Get Wallet Balance');
			expect(balance).toMatchObject({ currency_code: 'USD' });
			expect(typeof balance.available_funds_amount).toBe('number');
			const alerts = outputOf(run, 'Compose Alert');
			expect(alerts).toHaveLength((balance.available_funds_amount as number) < 1000000 ? 1 : 0);
			if (alerts.length) {
				expect(alerts[0].text).toBe(
					`⚠️ Wallet balance low: ${String(balance.available_funds)} available of ${String(balance.total_funds)} (USD)`,
				);
			}
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'weekly legal-hold report: every active hold, one report item',
		async () => {
			const holds = await control<Snapshot>('GET', '/snapshot');
			const run = await n8n.executeWorkflow(ids['weekly-legal-hold-report']);
			expect(outputOf(run, 'Get Active Legal Holds')).toHaveLength(holds.legalHolds.count);
			const [report] = outputOf(run, 'Compose Report');
			expect(report.devicesOnHold).toBe(holds.legalHolds.count);
			expect(String(report.report).split('\n')).toHaveLength(holds.legalHolds.count);
		},
		RUN_TIMEOUT_MS,
	);

	test(
		'Custom API Call, which n8n adds to the Resource dropdown, points to the HTTP Request node and sends nothing',
		async () => {
			const before = await control<{ requests: number }>('GET', '/counters');
			const id = await n8n.importWorkflow(
				{
					name: 'Custom API Call',
					nodes: [
						manualTriggerNode(),
						{
							id: 'call',
							name: 'Custom Call',
							type: NODE_TYPE,
							typeVersion: 1,
							position: [220, 0],
							parameters: { resource: '__CUSTOM_API_CALL__' },
						},
					],
					connections: {
						Start: { main: [[{ node: 'Custom Call', type: 'main', index: 0 }]] },
					},
				},
				credential,
			);
			// `n8n execute` exits with an error when the workflow fails, printing the node's error
			await expect(n8n.executeWorkflow(id)).rejects.toThrow(
				/Custom API Call runs in the HTTP Request node, not in this node/,
			);
			expect((await control<{ requests: number }>('GET', '/counters')).requests).toBe(
				before.requests,
			);
		},
		RUN_TIMEOUT_MS,
	);

	test('the credential logged in once across the executions', async () => {
		const counters = await control<{ logins: number }>('GET', '/counters');
		expect(counters.logins).toBe(1);
	});

	test(
		'Execute workflow on every example writes nothing; "Live Run?" switched on lets a test run write',
		async () => {
			// a terminated employee and a received box, so that the triggers' test events are real records
			const { store } = sandbox.sandbox;
			const employee = [...store.employees.values()].find((candidate) => candidate.assetIds.length);
			await control('PATCH', `/employees/${employee!.id}`, { employment_status: 'Terminated' });
			const recovery = [...store.recoveries.values()][0];
			await control('POST', `/recoveries/${recovery.recoveryNumber}/status`, {
				status: 'Box Received',
			});
			await n8n.start();
			await control('DELETE', '/requests');
			for (const [file, trigger] of Object.entries(EXAMPLES)) {
				const run = await n8n.executeManually(ids[file], trigger);
				expect({ file, status: run.status }).toEqual({ file, status: 'success' });
			}
			const log = await control<LoggedRequest[]>('GET', '/requests');
			expect(writesIn(log)).toEqual([]);
			expect(log.map((entry) => entry.route)).not.toContain('GET /employees/:id');

			const before = await control<Snapshot>('GET', '/snapshot');
			const run = await n8n.executeManually(ids[WRITING_COPY], 'Run Now');
			expect(outputOf(run, 'Order Laptop')).toHaveLength(1);
			const after = await control<Snapshot>('GET', '/snapshot');
			expect(after.orders.count).toBe(before.orders.count + 1);
		},
		RUN_TIMEOUT_MS,
	);
});
