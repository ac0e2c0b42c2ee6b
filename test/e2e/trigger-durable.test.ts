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
	changeEachEvent,
	DURABLE_SCHEDULER_ENV,
	EMITTED_KEY,
	eventWorkflow,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	type N8nInstance,
	outputOf,
	prepareN8n,
	sandboxCredential,
	TRIGGER_EVENTS,
	type TriggerEventName,
	type WorkflowInput,
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

const events = Object.fromEntries(
	TRIGGER_EVENTS.map((event) => [event, eventWorkflow(event, `Durable scheduler: ${event}`)]),
) as Record<TriggerEventName, WorkflowInput>;
type EventName = TriggerEventName;
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
	// the JSON log carries the figures of n8n's "Poll failed; backing off" (cause, delayMs)
	n8n = await prepareN8n('2.41.1', { env: { ...DURABLE_SCHEDULER_ENV, N8N_LOG_FORMAT: 'json' } });
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

/**
 * Waits until each event's workflow has `count` executions and checks the newest one emitted
 * exactly the change of this phase. A pass over 1,000 employees is one poll at the budget of 10;
 * four minutes hold the poll that reads each change and the polls after it.
 */
async function expectExecutions(count: number, changes: Record<EventName, string | number>) {
	for (const event of Object.keys(events) as EventName[]) {
		const [newest] = await n8n.waitForExecutions(ids[event], count, 4 * 60_000);
		expect(outputOf(newest, 'Trigger').map((item) => item[EMITTED_KEY[event]])).toEqual([
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

/** n8n's "Poll failed; backing off" entries (dist/workflows/triggers/poll-backoff.service.js). */
async function backoffs(): Promise<Array<Record<string, unknown>>> {
	return (await n8n.logTail(5_000_000))
		.split('\n')
		.filter((line) => line.includes('Poll failed; backing off'))
		.map((line) => {
			const entry = JSON.parse(line) as { metadata?: Record<string, unknown> };
			return entry.metadata ?? entry;
		});
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
		await expectExecutions(1, await changeEachEvent(sandbox, 'under the durable scheduler'));

		// the cursors n8n committed with the executions survive a restart: no new baseline
		await n8n.stop();
		await n8n.start();
		await expectExecutions(2, await changeEachEvent(sandbox, 'after a restart'));

		for (const event of Object.keys(events) as EventName[]) {
			await n8n.publicApi('POST', `/workflows/${ids[event]}/unpublish`);
			await n8n.publicApi('POST', `/workflows/${ids[event]}/publish`);
		}
		// a republished trigger's activation baseline is not committed (README, "Activation under
		// durable cursors"): the first scheduled poll records it again, so the change waits for it
		await departmentPolls(2);
		await expectExecutions(3, await changeEachEvent(sandbox, 'after a republish'));

		// a 429 storm on the department list: the trigger yields (its poll ends without an error and
		// keeps its progress), so n8n records no failure and backs nothing off
		await control('POST', '/faults', {
			route: 'GET /departments',
			count: 3,
			status: 429,
			headers: { 'Retry-After': '30' },
		});
		await pause(70_000);
		for (const event of Object.keys(events) as EventName[]) {
			expect(await n8n.listExecutions(ids[event])).toHaveLength(3);
		}
		expect(await backoffs()).toEqual([]);

		// a refused login: each trigger's next poll fails declaring credential-invalid, and n8n backs
		// it off for its longest wait, 30 minutes, instead of polling into the refusal every minute
		await control('POST', '/faults', { route: 'POST /auth/login', count: 100, status: 401 });
		await control('POST', '/tokens/revoke');
		const since = sandbox.sandbox.seq;
		await pause(75_000);
		const logins = sandbox.sandbox.log.filter(
			(entry) => entry.seq > since && entry.route === 'POST /auth/login',
		);
		const failures = await backoffs();
		expect(failures.length).toBeGreaterThanOrEqual(1);
		expect(failures.length).toBeLessThanOrEqual(Object.keys(events).length);
		for (const failure of failures) {
			expect(failure).toMatchObject({ cause: 'credential-invalid', delayMs: 30 * 60_000 });
		}
		expect(logins.length).toBeLessThanOrEqual(Object.keys(events).length);
		expect(await n8n.logTail(5_000_000)).not.toContain(ABANDONED);
	},
	TEST_TIMEOUT_MS,
);
