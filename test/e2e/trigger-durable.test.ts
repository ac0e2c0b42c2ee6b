/**
 * The trigger on n8n 2.41.1's durable scheduler (the four flags below on): polls that finish inside
 * n8n's 45 s poll timeout against an API answering each request in 8 s, and changes to each of the
 * four events that become exactly one execution each, also after a restart of n8n and after the
 * workflows are unpublished and published again. n8n logs "Poll exceeded its timeout and was
 * abandoned" (dist/scheduling/poll-trigger-node/poll-trigger-task-handler.js) for every poll it
 * cuts off: the log must hold none.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { type LoggedRequest, sandboxControl } from '../sandboxControl';
import {
	DURABLE_SCHEDULER_ENV,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	type N8nInstance,
	outputOf,
	pollingTriggerWorkflow,
	prepareN8n,
	sandboxCredential,
} from './harness';

const EMPLOYEES = 1_000;
/** The slow phase: the employee list answers in 8 s for this many requests (a few polls). */
const SLOW_ANSWERS = 7;
const SLOW_ANSWER_MS = 8_000;
const TEST_TIMEOUT_MS = 20 * 60 * 1000;
const ABANDONED = 'Poll exceeded its timeout and was abandoned';

let sandbox: RunningSandbox;
let n8n: N8nInstance;

const control = (method: string, path: string, body?: unknown) =>
	sandboxControl(sandbox.origin, method, path, body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const triggerWorkflow = (event: string, parameters: Record<string, unknown> = {}) =>
	pollingTriggerWorkflow(`Durable scheduler: ${event}`, { event, ...parameters });

const events = {
	employeeChanged: triggerWorkflow('employeeChanged', { onlyTerminations: true }),
	departmentChanged: triggerWorkflow('departmentChanged'),
	walletTransaction: triggerWorkflow('walletTransaction', { filters: {} }),
	recoveryStatusChanged: triggerWorkflow('recoveryStatusChanged'),
};
type EventName = keyof typeof events;
const ids = {} as Record<EventName, string>;

/**
 * Waits until every trigger has recorded its baseline. Under durable cursors the activation poll's
 * baseline is not kept, so the first scheduled poll records it again (test/engine/README.md); the
 * employee pass, slowed by the 8 s answers, ends with its tenth and last page.
 */
async function baselined(): Promise<void> {
	for (const started = Date.now(); Date.now() - started < 6 * 60_000; ) {
		await pause(5_000);
		const entries = (await control('GET', '/requests')) as LoggedRequest[];
		const lastPageRead = entries.some(
			(entry) => entry.route === 'GET /employees' && entry.query.page === String(EMPLOYEES / 100),
		);
		const departmentReads = entries.filter((entry) => entry.route === 'GET /departments').length;
		if (lastPageRead && departmentReads >= 2) {
			await pause(5_000);
			return;
		}
	}
	throw new Error(`the baselines did not complete; n8n's log ends:\n${await n8n.logTail(3000)}`);
}

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 9, employees: EMPLOYEES, rateLimit: 100_000 });
	n8n = await prepareN8n('2.41.1', { env: DURABLE_SCHEDULER_ENV });
	const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
	for (const [event, workflow] of Object.entries(events) as Array<
		[EventName, (typeof events)[EventName]]
	>) {
		ids[event] = await n8n.importWorkflow(workflow, credential);
		await n8n.activateWorkflow(ids[event]);
	}
}, INSTALL_TIMEOUT_MS);

afterAll(async () => {
	await n8n?.dispose();
	await sandbox?.close();
});

/** One change per event, made through the sandbox; answers what each event must emit for it. */
async function changeEachEvent(phase: string): Promise<Record<EventName, string | number>> {
	const { store } = sandbox.sandbox;
	const leaver = [...store.employees.values()].find(
		(employee) => employee.employment?.employment_status === 'Active',
	)!;
	const department = [...store.departments.values()].find((entry) => entry.active)!;
	const recovery = [...store.recoveries.values()].find(
		(candidate) => candidate.status !== 'Cancelled',
	)!;
	await control('PATCH', `/employees/${leaver.id}`, {
		employment_status: 'Terminated',
		termination_date: '2026-11-20',
	});
	await control('PATCH', `/departments/${encodeURIComponent(department.id)}`, {
		name: `Renamed ${phase}`,
	});
	const [transaction] = (await control('POST', '/wallet/transactions', { count: 1 })) as Array<{
		id: string;
	}>;
	await control('POST', `/recoveries/${recovery.recoveryNumber}/status`, {
		status: 'Cancelled',
	});
	return {
		employeeChanged: leaver.id,
		departmentChanged: department.id,
		walletTransaction: transaction.id,
		recoveryStatusChanged: recovery.recoveryNumber,
	};
}

const emittedKey: Record<EventName, string> = {
	employeeChanged: 'id',
	departmentChanged: 'id',
	walletTransaction: 'id',
	recoveryStatusChanged: 'recovery_number',
};

/**
 * Waits until each event's workflow has `count` executions and checks the newest one emitted
 * exactly the change of this phase. A pass over 1,000 employees is one poll at the budget of 10;
 * four minutes hold the poll that reads each change and the polls after it.
 */
async function expectExecutions(count: number, changes: Record<EventName, string | number>) {
	for (const event of Object.keys(events) as EventName[]) {
		const [newest] = await n8n.waitForExecutions(ids[event], count, 4 * 60_000);
		expect(outputOf(newest, 'Trigger').map((item) => item[emittedKey[event]])).toEqual([
			changes[event],
		]);
	}
}

/** Waits for `polls` more polls of the department trigger (one list request each, on every poll). */
async function departmentPolls(polls: number): Promise<void> {
	const read = async () =>
		((await control('GET', '/requests')) as LoggedRequest[]).filter(
			(entry) => entry.route === 'GET /departments',
		).length;
	const before = await read();
	for (const started = Date.now(); Date.now() - started < 4 * 60_000; await pause(5_000)) {
		if ((await read()) >= before + polls) return;
	}
	throw new Error(`n8n polled fewer than ${polls} times in 4 minutes:\n${await n8n.logTail(3000)}`);
}

test(
	'polls against an API answering in 8 s end inside the deadline; each change becomes one execution, also across a restart of n8n and a republish of the workflows',
	async () => {
		await control('POST', '/faults', {
			route: 'GET /employees',
			count: SLOW_ANSWERS,
			delayMs: SLOW_ANSWER_MS,
		});
		await control('DELETE', '/requests');
		await n8n.start();
		await baselined();
		await expectExecutions(1, await changeEachEvent('under the durable scheduler'));

		// the cursors n8n committed with the executions survive a restart: no new baseline
		await n8n.stop();
		await n8n.start();
		await expectExecutions(2, await changeEachEvent('after a restart'));

		for (const event of Object.keys(events) as EventName[]) {
			await n8n.publicApi('POST', `/workflows/${ids[event]}/unpublish`);
			await n8n.publicApi('POST', `/workflows/${ids[event]}/publish`);
		}
		// a republished trigger's activation baseline is not committed (README, "Activation under
		// durable cursors"): the first scheduled poll records it again, so the change waits for it
		await departmentPolls(2);
		await expectExecutions(3, await changeEachEvent('after a republish'));

		await pause(70_000);
		for (const event of Object.keys(events) as EventName[]) {
			expect(await n8n.listExecutions(ids[event])).toHaveLength(3);
		}
		expect(await n8n.logTail(2_000_000)).not.toContain(ABANDONED);
	},
	TEST_TIMEOUT_MS,
);
