/**
 * The poll's deadline and the idle quota, with the package's real limits: a poll ends inside its
 * 30 s deadline against a slow or congested API with its progress kept, and reads beyond Max
 * Requests per Poll only while nobody else spends the account's quota, never beyond the ceiling.
 *
 * Nothing here is timed on the machine's clock, which a busy machine slows: the slow API runs on
 * a clock the test controls (each answer moves it on), and the tests assert what the poll did
 * (its requests, its warning, its state).
 */
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';

import { pollLimits } from '../../../nodes/AssetLifecycleTrigger/budget';
import { replaceDate } from '../../virtualDate';
import { triggerState, useTriggerSandbox } from './support';

// a hang guard, not a timing: reading 5,000 employees takes a few seconds, more on a busy machine
jest.setTimeout(60_000);

const EMPLOYEES = 5_000;
const sandbox = useTriggerSandbox(
	{ seed: 9, employees: EMPLOYEES, rateLimit: 600 },
	{ idleQuota: true },
);
beforeEach(async () => {
	await sandbox.control('POST', '/reset', { seed: 9, employees: EMPLOYEES });
	await sandbox.control('DELETE', '/faults');
});

let restoreDate: (() => void) | undefined;
afterEach(() => {
	restoreDate?.();
	restoreDate = undefined;
	sandbox.running.sandbox.beforeAnswer = undefined;
});

/**
 * The nodes' clock (Date) stopped, moved on by `answerMs` before each answer of the employee
 * list: an API that takes that long to answer, whatever the machine's load. Returns the clock.
 */
function slowEmployeeList(answerMs: number): { now: number } {
	const clock = { now: Date.now() };
	restoreDate = replaceDate(() => clock.now);
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route === 'GET /employees') clock.now += answerMs;
	};
	return clock;
}

const employees = (budget: number) =>
	sandbox.trigger({ event: 'employeeChanged', options: { maxRequestsPerPoll: budget } });

const pageOf = (poller: ReturnType<typeof employees>) =>
	Number(triggerState(poller.memoryNodeData()).page ?? NaN);

test('the limits the package ships: a 30 s deadline, 10 s per answer, 45 requests on an idle quota', () => {
	expect(pollLimits).toEqual({ idleQuotaCeiling: 45, deadlineMs: 30_000, answerTimeoutMs: 10_000 });
});

test('an API answering each request in 8 s: the poll ends inside the deadline with its pages kept, and the next poll goes on', async () => {
	const clock = slowEmployeeList(8_000);
	const poller = employees(10);
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	const started = clock.now;
	const { api } = await sandbox.logged(() => poller.activate());
	expect(clock.now - started).toBeLessThanOrEqual(pollLimits.deadlineMs);
	expect(warn).toHaveBeenCalledWith(
		expect.stringContaining('the poll stopped early at its 30 s deadline'),
		expect.objectContaining({ requests: 3, stopReason: 'deadline' }),
	);
	warn.mockRestore();
	// requests start at 0, 8 and 16 s; one at 24 s could answer only after the deadline
	expect(api).toHaveLength(3);
	expect(pageOf(poller)).toBe(4);
	sandbox.running.sandbox.beforeAnswer = undefined;
	const next = await sandbox.logged(async () => await poller.poll());
	expect(next.result.error).toBeUndefined();
	// the baseline reads the last page of the poll before again, then goes on
	expect(next.api.slice(0, 2).map((request) => request.query.page)).toEqual(['3', '4']);
});

test('a congested quota (429 with Retry-After 40): the poll yields at once instead of waiting', async () => {
	await sandbox.control('POST', '/faults', {
		route: 'GET /employees',
		count: 1,
		status: 429,
		headers: { 'Retry-After': '40' },
	});
	const clock = slowEmployeeList(0);
	const poller = employees(10);
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	const { api } = await sandbox.logged(async () => await poller.activate());
	// one request, answered 429, neither waited out (the clock stood still) nor sent again
	expect(api.map((entry) => entry.status)).toEqual([429]);
	expect(clock.now).toBe(Date.now());
	expect(warn).toHaveBeenCalledWith(
		expect.stringContaining('the poll stopped early'),
		expect.objectContaining({ requests: 1, stopReason: 'rateLimited' }),
	);
	warn.mockRestore();
	expect(pageOf(poller)).toBe(1);
});

test('an idle quota: a poll at 3 requests reads on to the ceiling of 45, never beyond, and the sweep goes on from there', async () => {
	const poller = employees(3);
	const first = await sandbox.logged(async () => await poller.activate());
	expect(first.api).toHaveLength(45);
	expect(pageOf(poller)).toBe(46);
	const second = await sandbox.logged(async () => await poller.poll());
	expect(second.api.slice(0, 2).map((request) => request.query.page)).toEqual(['45', '46']);
	expect(second.api.length).toBeLessThanOrEqual(45);
});

test('others spending the quota during the poll: it stops reading beyond its 3 requests as soon as it sees them', async () => {
	// another workflow of the account sends a request while each of the poll's is on its way
	const running = sandbox.running.sandbox;
	let othersSent = 0;
	running.beforeAnswer = (route) => {
		if (route !== 'GET /employees') return;
		for (const address of running.rateWindows.keys()) running.takeRateLimit(address);
		othersSent++;
	};
	const poller = employees(3);
	const { api } = await sandbox.logged(async () => await poller.activate());
	const own = api.filter((entry) => entry.route === 'GET /employees');
	// the second answer shows the quota fell by more than the poll's own requests: no reading on
	expect(othersSent).toBe(3);
	expect(own).toHaveLength(3);
	expect(pageOf(poller)).toBe(4);
});

// last: the answers it gave up on are logged when the sandbox sends them, 25 s later
test('an answer that never comes is given up at 10 s, and the poll still ends inside the deadline', async () => {
	await sandbox.control('POST', '/faults', {
		route: 'GET /employees',
		count: 4,
		delayMs: 25_000,
	});
	// the nodes' clock moves on by the 10 s each request waits before it is given up
	const clock = slowEmployeeList(pollLimits.answerTimeoutMs);
	const poller = employees(10);
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	const started = clock.now;
	const { result, api } = await sandbox.logged(async () => await poller.activate());
	expect(clock.now - started).toBeLessThanOrEqual(pollLimits.deadlineMs);
	expect(result.items).toEqual([]);
	expect(warn).toHaveBeenCalledWith(
		expect.stringContaining('the poll stopped early at its 30 s deadline'),
		expect.objectContaining({ stopReason: 'deadline' }),
	);
	warn.mockRestore();
	// nothing was read, so the baseline starts at page 1 again
	expect(api.every((entry) => entry.route === 'GET /employees')).toBe(true);
	expect(pageOf(poller)).toBe(1);
}, 120_000);
