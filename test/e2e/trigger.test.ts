/**
 * The trigger, activated in real n8n: the activation poll records a baseline; changes made through
 * the sandbox's control API become executions, each exactly once, also across a restart of n8n.
 * Runs the example workflows "Recovery box received → notify" and the offboarding one.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { type LoggedRequest, sandboxControl } from '../sandboxControl';
import {
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	outputOf,
	prepareN8n,
	sandboxCredential,
} from './harness';

/** The workflows poll every minute, n8n's shortest Poll Times. */
const NEXT_POLL_MS = 90_000;
const TEST_TIMEOUT_MS = 5 * 60 * 1000;

let sandbox: RunningSandbox;

const control = (method: string, path: string, body?: unknown) =>
	sandboxControl(sandbox.origin, method, path, body);

/** Recoveries not yet received; employees with devices who still work here and are in no recovery of campaign 3001. */
function candidates() {
	const { store } = sandbox.sandbox;
	const recoveries = [...store.recoveries.values()].filter(
		(recovery) => recovery.status !== 'Box Received',
	);
	const inCampaign = new Set(
		[...store.recoveries.values()]
			.filter((recovery) => recovery.campaignNumber === 3001)
			.map((recovery) => recovery.workEmail?.toLowerCase()),
	);
	const employees = [...store.employees.values()].filter(
		(employee) =>
			employee.assetIds.length > 0 &&
			employee.employment?.employment_status !== 'Terminated' &&
			!inCampaign.has(employee.workEmail.toLowerCase()),
	);
	return { recoveries, employees };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 9 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let boxReceived: string;
	let offboarding: string;

	beforeAll(async () => {
		await control('POST', '/reset', { seed: 9 });
		n8n = await prepareN8n(version);
		const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		[boxReceived, offboarding] = await n8n.importWorkflows(
			['workflows/recovery-box-received.json', 'workflows/offboarding-recovery.json'],
			credential,
		);
		await n8n.activateWorkflow(boxReceived);
		await n8n.activateWorkflow(offboarding);
	}, TEST_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'activation records a baseline; each change becomes one execution, also across a restart',
		async () => {
			await n8n.start();
			await pause(5000);
			expect(await n8n.listExecutions(boxReceived)).toEqual([]);
			expect(await n8n.listExecutions(offboarding)).toEqual([]);

			const { recoveries, employees } = candidates();
			const [first, second] = recoveries;
			const leaver = employees[0];
			await control('POST', `/recoveries/${first.recoveryNumber}/status`, {
				status: 'Box Received',
			});
			await control('PATCH', `/employees/${leaver.id}`, {
				employment_status: 'Terminated',
				termination_date: '2026-11-20',
			});

			const [notified] = await n8n.waitForExecutions(boxReceived, 1, NEXT_POLL_MS);
			expect(outputOf(notified, 'Compose Slack Message')).toEqual([
				expect.objectContaining({ recovery_number: first.recoveryNumber }),
			]);
			const [offboarded] = await n8n.waitForExecutions(offboarding, 1, NEXT_POLL_MS);
			const [recovery] = outputOf(offboarded, 'Add to Recovery Campaign');
			expect(recovery).toMatchObject({ skipped: false, campaign_number: 3001 });
			expect(sandbox.sandbox.store.recoveries.get(String(recovery.recovery_number))).toMatchObject({
				workEmail: leaver.workEmail,
				items: expect.arrayContaining([expect.anything()]),
			});

			await n8n.stop();
			await control('POST', `/recoveries/${second.recoveryNumber}/status`, {
				status: 'Box Received',
			});
			await n8n.start();
			const afterRestart = await n8n.waitForExecutions(boxReceived, 2, NEXT_POLL_MS);
			const numbers = afterRestart
				.flatMap((execution) => outputOf(execution, 'Compose Slack Message'))
				.map((message) => message.recovery_number)
				.sort();
			expect(numbers).toEqual([first.recoveryNumber, second.recoveryNumber].sort());
			expect(await n8n.listExecutions(offboarding)).toHaveLength(1);
		},
		TEST_TIMEOUT_MS,
	);

	test(
		'Execute workflow with no matching record: the marked example event stops at "Live Run?" and nothing reaches the API',
		async () => {
			const { store } = sandbox.sandbox;
			for (const employee of store.employees.values()) {
				if (employee.employment?.employment_status === 'Terminated') {
					await control('PATCH', `/employees/${employee.id}`, { employment_status: 'Active' });
				}
			}
			for (const recovery of store.recoveries.values()) {
				if (recovery.status === 'Box Received') {
					await control('POST', `/recoveries/${recovery.recoveryNumber}/status`, {
						status: 'Boxes Shipped',
					});
				}
			}
			await control('DELETE', '/requests');

			const offboarded = await n8n.executeManually(offboarding, 'Employee Terminated');
			expect(offboarded.status).toBe('success');
			expect(outputOf(offboarded, 'Employee Terminated')).toEqual([
				expect.objectContaining({ id: 'example-employee', example: true }),
			]);
			expect(Object.keys(offboarded.data!.resultData.runData).sort()).toEqual(
				['Employee Terminated', 'Live Run?', 'Test Run: Nothing Done'].sort(),
			);
			const notified = await n8n.executeManually(boxReceived, 'Box Received');
			expect(outputOf(notified, 'Box Received')).toEqual([
				expect.objectContaining({ recovery_number: 'example-recovery', example: true }),
			]);
			expect(outputOf(notified, 'Compose Slack Message')).toEqual([]);
			expect(outputOf(notified, 'Test Run: Nothing Done')).toHaveLength(1);

			// reads only, and never the employee the example names
			const log = await sandboxControl<LoggedRequest[]>(sandbox.origin, 'GET', '/requests');
			expect(
				log.filter((entry) => entry.method !== 'GET' && entry.route !== 'POST /auth/login'),
			).toEqual([]);
			expect(log.map((entry) => entry.route)).not.toContain('GET /employees/:id');
		},
		TEST_TIMEOUT_MS,
	);
});
