/**
 * The package in n8n's queue mode: a main instance and two workers (n8n 2.41.1) on PostgreSQL and
 * Redis, against the sandbox over real HTTP. Each scenario reads the sandbox's request log.
 * Figures (wall time against the quota's floor, logins, 429s) are printed, not asserted.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import type { RequestLogEntry } from '../../sandbox/state';
import {
	changeEachEvent,
	DURABLE_SCHEDULER_ENV,
	EMITTED_KEY,
	eventWorkflow,
	NODE_TYPE,
	outputOf,
	packPackage,
	type PublicApiExecution,
	TRIGGER_EVENTS,
	TRIGGER_NODE_TYPE,
	type TriggerEventName,
	type WorkflowInput,
} from '../e2e/harness';
import { employeeCreateParameters } from '../engine/support';
import { sandboxControl } from '../sandboxControl';
import type { QueueCluster } from './harness/cluster';
import { startQueueCluster } from './harness/setup';
import { callWebhook, chain, node, runExecutions, splitIds, webhook } from './harness/workflows';

const SETUP_TIMEOUT_MS = 25 * 60 * 1000;
const TEARDOWN_TIMEOUT_MS = 2 * 60 * 1000;
const QUOTA = 60;
const WINDOW_SECONDS = 6;
/** Scenario 1: three workflows of this many Employee Gets, started at once. */
const GETS_PER_WORKFLOW = 300;
/** The webhook paths of the three Employee Gets workflows. */
const GET_PATHS = ['gets-1', 'gets-2', 'gets-3'];
/** Scenario 2: a shorter run, long enough for the token to expire in its middle. */
const GETS_PER_WORKFLOW_ON_EXPIRY = 150;
const EXPIRE_AFTER_MS = 8_000;
const TRIGGER_CHANGES = 5;
/** The trigger polls every minute, n8n's shortest Poll Times. */
const NEXT_POLL_MS = 90_000;
/**
 * After main restarts, its start on two busy cores (the e2e project runs beside this one) comes
 * before the first poll: once 90 s passed with the poll's execution finishing that same second.
 */
const AFTER_RESTART_MS = 4 * 60_000;

let sandbox: RunningSandbox;
/** A sandbox of its own for the trigger, so its polls stay out of the other scenarios' logs. */
let triggerSandbox: RunningSandbox;
/** A sandbox for the four events' workflows of scenario 5. */
let eventsSandbox: RunningSandbox;
let cluster: QueueCluster;
let employeeIds: string[];
const ids: Record<'gets' | 'create' | 'trigger', string[]> = { gets: [], create: [], trigger: [] };
/** Scenario 5: a workflow of each trigger event, polling a sandbox of their own. */
const eventIds = {} as Record<TriggerEventName, string>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const control = (target: RunningSandbox, method: string, path: string, body?: unknown) =>
	sandboxControl(target.origin, method, path, body);

function employeeGets(path: string): WorkflowInput {
	return chain(`Employee Gets ${path}`, [
		webhook(path),
		splitIds(),
		node('Get Employee', NODE_TYPE, {
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
		}),
	]);
}

function employeeCreate(path: string): WorkflowInput {
	return chain('Employee Create', [
		webhook(path),
		node(
			'Create Employee',
			NODE_TYPE,
			employeeCreateParameters({ workEmail: 'ada.queue@example.com' }),
		),
	]);
}

function departmentTrigger(): WorkflowInput {
	return chain('Department changed', [
		node('Department Changed', TRIGGER_NODE_TYPE, {
			pollTimes: { item: [{ mode: 'everyMinute' }] },
			event: 'departmentChanged',
		}),
		node('One Department', NODE_TYPE, {
			resource: 'department',
			operation: 'getAll',
			returnAll: false,
			limit: 1,
		}),
	]);
}

beforeAll(async () => {
	sandbox = await startSandbox({
		port: 0,
		employees: GETS_PER_WORKFLOW,
		rateLimit: QUOTA,
		rateWindowSeconds: WINDOW_SECONDS,
	});
	triggerSandbox = await startSandbox({ port: 0, seed: 5 });
	eventsSandbox = await startSandbox({ port: 0, seed: 9 });
	employeeIds = [...sandbox.sandbox.store.employees.keys()].slice(0, GETS_PER_WORKFLOW);

	const [started] = await Promise.all([
		startQueueCluster([
			{
				credential: 'Asset Lifecycle',
				sandbox,
				workflows: [...GET_PATHS.map((path) => employeeGets(path)), employeeCreate('create')],
			},
			{
				credential: 'Asset Lifecycle (trigger)',
				sandbox: triggerSandbox,
				workflows: [departmentTrigger()],
			},
			{
				credential: 'Asset Lifecycle (events)',
				sandbox: eventsSandbox,
				workflows: TRIGGER_EVENTS.map((event) => eventWorkflow(event)),
			},
		]),
		packPackage(),
	]);
	cluster = started.cluster;
	const [apiWorkflows, triggerWorkflows, eventWorkflows] = started.workflowIds;
	TRIGGER_EVENTS.forEach((event, index) => (eventIds[event] = eventWorkflows[index]));
	ids.gets = apiWorkflows.slice(0, GET_PATHS.length);
	ids.create = apiWorkflows.slice(GET_PATHS.length);
	ids.trigger = triggerWorkflows;
}, SETUP_TIMEOUT_MS);

// Stopping n8n waits for its graceful shutdown (SIGKILL after 20 s a process): longer than
// Jest's default 5 s for a hook on a busy machine.
afterAll(async () => {
	await cluster?.dispose();
	await sandbox?.close();
	await triggerSandbox?.close();
	await eventsSandbox?.close();
}, TEARDOWN_TIMEOUT_MS);

/** A fresh rate-limit window and an empty request log; tokens stay as they are. */
async function freshWindow(): Promise<void> {
	await control(sandbox, 'PUT', '/rate-limit', { limit: QUOTA, windowSeconds: WINDOW_SECONDS });
	await control(sandbox, 'DELETE', '/requests');
}

/** Starts the three Employee Gets workflows at once; answers their executions once all stopped. */
async function runGets(count: number, during?: () => Promise<void>) {
	const body = { ids: employeeIds.slice(0, count).map((id) => ({ id })) };
	return await runExecutions(cluster.main, ids.gets, 1, async () => {
		await Promise.all(GET_PATHS.map((path) => callWebhook(cluster.main, path, body)));
		await during?.();
	});
}

function countRoutes(log: RequestLogEntry[]) {
	const of = (route: string, status?: number) =>
		log.filter(
			(entry) => entry.route === route && (status === undefined || entry.status === status),
		).length;
	return {
		requests: log.length,
		employeeGets: of('GET /employees/:id', 200),
		rateLimited: log.filter((entry) => entry.status === 429).length,
		logins: of('POST /auth/login'),
		refreshes: of('POST /refresh-token'),
		refusedRefreshes: log.filter(
			(entry) => entry.route === 'POST /refresh-token' && entry.status !== 200,
		).length,
	};
}

/** Every item of every execution succeeded, and the executions ran on more than one worker. */
async function expectAllSucceeded(executions: PublicApiExecution[], items: number) {
	for (const execution of executions) {
		expect({ status: execution.status, error: execution.data?.resultData.error?.message }).toEqual({
			status: 'success',
			error: undefined,
		});
		expect(outputOf(execution, 'Get Employee')).toHaveLength(items);
	}
	const byExecution = await cluster.workerByExecution();
	const workers = new Set(executions.map((execution) => byExecution.get(String(execution.id))));
	expect([...workers].sort()).toEqual(cluster.workers.map((worker) => worker.name).sort());
}

function report(name: string, figures: Record<string, unknown>) {
	process.stdout.write(`[queue figures] ${name}: ${JSON.stringify(figures)}\n`);
}

test(
	'scenario 1: three workflows of 300 Employee Gets at once on two workers share one quota',
	async () => {
		await freshWindow();
		const { executions, seconds } = await runGets(GETS_PER_WORKFLOW);
		const log = sandbox.sandbox.log;
		const counts = countRoutes(log);
		const gets = 3 * GETS_PER_WORKFLOW;
		// The first window opens with the first request; the last GET falls in window ceil(gets / quota).
		const floorSeconds = (Math.ceil(gets / QUOTA) - 1) * WINDOW_SECONDS;
		report('scenario 1', {
			...counts,
			seconds,
			floorSeconds,
			ratio: +(seconds / floorSeconds).toFixed(2),
		});

		await expectAllSucceeded(executions, GETS_PER_WORKFLOW);
		expect(counts.employeeGets).toBe(gets);
		expect(counts.rateLimited).toBeLessThanOrEqual(2);
	},
	10 * 60 * 1000,
);

test(
	'scenario 2: the token expires mid-run on both workers; one renewal per worker, none refused',
	async () => {
		await freshWindow();
		let expiredAtSeq = 0;
		const { executions, seconds } = await runGets(GETS_PER_WORKFLOW_ON_EXPIRY, async () => {
			await pause(EXPIRE_AFTER_MS);
			expiredAtSeq = sandbox.sandbox.seq;
			await control(sandbox, 'POST', '/tokens/expire');
		});
		const afterExpiry = sandbox.sandbox.log.filter((entry) => entry.seq > expiredAtSeq);
		const counts = countRoutes(afterExpiry);
		report('scenario 2', { ...countRoutes(sandbox.sandbox.log), afterExpiry: counts, seconds });

		await expectAllSucceeded(executions, GETS_PER_WORKFLOW_ON_EXPIRY);
		expect(afterExpiry.some((entry) => entry.status === 401)).toBe(true);
		expect(counts.refusedRefreshes).toBe(0);
		expect(counts.logins + counts.refreshes).toBeGreaterThanOrEqual(1);
		expect(counts.logins + counts.refreshes).toBeLessThanOrEqual(cluster.workers.length);
	},
	10 * 60 * 1000,
);

test(
	'scenario 3: the trigger polls on the main instance and workers run its executions: five changes, five executions, across a restart of main',
	async () => {
		const [workflowId] = ids.trigger;
		const created: string[] = [];
		for (let change = 1; change <= TRIGGER_CHANGES; change++) {
			if (change === 4) await cluster.main.stop();
			const department = (await control(triggerSandbox, 'POST', '/departments', {
				name: `Queue change ${change}`,
			})) as { id: string | number };
			created.push(String(department.id));
			if (change === 4) await cluster.startMain();
			const timeoutMs = change === 4 ? AFTER_RESTART_MS : NEXT_POLL_MS;
			await cluster.main.waitForExecutions(workflowId, change, timeoutMs);
		}
		await pause(5000);
		const executions = await cluster.main.listExecutions(workflowId);
		expect(executions).toHaveLength(TRIGGER_CHANGES);
		const emitted = executions.flatMap((execution) =>
			outputOf(execution, 'Department Changed').map((department) => String(department.id)),
		);
		expect(emitted.sort()).toEqual([...created].sort());
		for (const execution of executions) {
			expect(execution.status).toBe('success');
			expect(outputOf(execution, 'One Department')).toHaveLength(1);
		}
		const byExecution = await cluster.workerByExecution();
		for (const execution of executions) expect(byExecution.has(String(execution.id))).toBe(true);
	},
	12 * 60 * 1000,
);

test(
	'scenario 4: a POST answered 500 on a worker is sent once and its execution fails',
	async () => {
		await freshWindow();
		const serverError = { success: false, message: 'Internal error while saving the employee' };
		await control(sandbox, 'POST', '/faults', {
			route: 'POST /employee/add',
			status: 500,
			body: serverError,
		});
		const [workflowId] = ids.create;
		await callWebhook(cluster.main, 'create', {});
		const [execution] = await cluster.main.waitForExecutions(workflowId, 1, 120_000);
		expect(execution.status).toBe('error');
		expect(execution.data?.resultData.lastNodeExecuted).toBe('Create Employee');
		expect(execution.data?.resultData.error?.message).toBe(serverError.message);
		expect((await cluster.workerByExecution()).has(String(execution.id))).toBe(true);
		const posts = sandbox.sandbox.log.filter((entry) => entry.route === 'POST /employee/add');
		expect(posts.map((entry) => entry.status)).toEqual([500]);
		const created = [...sandbox.sandbox.store.employees.values()].filter(
			(employee) => employee.workEmail === 'ada.queue@example.com',
		);
		// The API stored the employee before it answered 500: the write happened exactly once.
		expect(created).toHaveLength(1);
	},
	5 * 60 * 1000,
);

test(
	"scenario 5: main restarted on n8n's durable scheduler: each change of each of the four events is one execution on a worker, also across a second restart",
	async () => {
		const count = async (event: TriggerEventName) =>
			(await cluster.main.listExecutions(eventIds[event])).length;
		const before = Object.fromEntries(
			await Promise.all(TRIGGER_EVENTS.map(async (event) => [event, await count(event)])),
		) as Record<TriggerEventName, number>;
		// the triggers' static data becomes their durable cursors when main starts with the flags on.
		// A change made during that switch was once emitted twice (the department event: two
		// executions 0.4 s apart, the activation poll's and the first scheduled poll's, both from the
		// static data before the switch), so the changes start after the first scheduled poll.
		await cluster.restartMain(DURABLE_SCHEDULER_ENV);
		await pause(NEXT_POLL_MS);

		for (let round = 1; round <= 2; round++) {
			if (round === 2) await cluster.restartMain(DURABLE_SCHEDULER_ENV);
			const changes = await changeEachEvent(eventsSandbox, `in queue mode ${round}`);
			for (const event of TRIGGER_EVENTS) {
				const [newest] = await cluster.main.waitForExecutions(
					eventIds[event],
					before[event] + round,
					AFTER_RESTART_MS,
				);
				expect(outputOf(newest, 'Trigger').map((item) => item[EMITTED_KEY[event]])).toEqual([
					changes[event],
				]);
			}
		}
		await pause(65_000);
		const byExecution = await cluster.workerByExecution();
		for (const event of TRIGGER_EVENTS) {
			const all = await cluster.main.listExecutions(eventIds[event]);
			const executions = all.slice(0, all.length - before[event]);
			expect(executions).toHaveLength(2);
			for (const execution of executions) {
				expect(execution.status).toBe('success');
				expect(byExecution.has(String(execution.id))).toBe(true);
			}
		}
	},
	12 * 60 * 1000,
);
