/**
 * The poll's deadline and the idle quota, with the package's real limits: a poll ends inside its
 * 30 s deadline against a slow or congested API with its progress kept, and reads beyond Max
 * Requests per Poll only while nobody else spends the account's quota, never beyond the ceiling.
 */
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';

import { pollLimits } from '../../../nodes/AssetLifecycleTrigger/budget';
import { triggerState, useTriggerSandbox } from './support';

const EMPLOYEES = 5_000;
const sandbox = useTriggerSandbox(
	{ seed: 9, employees: EMPLOYEES, rateLimit: 600 },
	{ idleQuota: true },
);
beforeEach(async () => {
	await sandbox.control('POST', '/reset', { seed: 9, employees: EMPLOYEES });
	await sandbox.control('DELETE', '/faults');
});

/** A bound well inside n8n's 45 s that a poll must end by (the deadline is 30 s). */
const WALL_BOUND_MS = 35_000;

const employees = (budget: number) =>
	sandbox.trigger({ event: 'employeeChanged', options: { maxRequestsPerPoll: budget } });

const pageOf = (poller: ReturnType<typeof employees>) =>
	Number(triggerState(poller.memoryNodeData()).page ?? NaN);

async function timed<T>(step: () => Promise<T>): Promise<{ result: T; ms: number }> {
	const started = Date.now();
	const result = await step();
	return { result, ms: Date.now() - started };
}

test('the limits the package ships: a 30 s deadline, 10 s per answer, 45 requests on an idle quota', () => {
	expect(pollLimits).toEqual({ idleQuotaCeiling: 45, deadlineMs: 30_000, answerTimeoutMs: 10_000 });
});

test(
	'an API answering each request in 8 s: the poll ends inside the deadline with its pages kept, and the next poll goes on',
	async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees',
			count: 10,
			delayMs: 8_000,
		});
		const poller = employees(10);
		const warn = jest.spyOn(Container.get(Logger), 'warn');
		const { result, ms } = await timed(async () => await sandbox.logged(() => poller.activate()));
		expect(ms).toBeLessThan(WALL_BOUND_MS);
		expect(warn).toHaveBeenCalledWith(
			expect.stringContaining('the poll stopped early at its 30 s deadline'),
			expect.objectContaining({ requests: 3, stopReason: 'deadline' }),
		);
		warn.mockRestore();
		// requests start at 0, 8 and 16 s; one at 24 s could answer only after the deadline
		expect(result.api).toHaveLength(3);
		expect(pageOf(poller)).toBe(4);
		await sandbox.control('DELETE', '/faults');
		const next = await sandbox.logged(async () => await poller.poll());
		expect(next.result.error).toBeUndefined();
		// the baseline reads the last page of the poll before again, then goes on
		expect(next.api.slice(0, 2).map((request) => request.query.page)).toEqual(['3', '4']);
	},
	2 * WALL_BOUND_MS,
);

test('a congested quota (429 with Retry-After 40): the poll yields at once instead of waiting', async () => {
	await sandbox.control('POST', '/faults', {
		route: 'GET /employees',
		count: 1,
		status: 429,
		headers: { 'Retry-After': '40' },
	});
	const poller = employees(10);
	const { ms } = await timed(async () => await poller.activate());
	expect(ms).toBeLessThan(5_000);
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
	const token = await sandbox.apiToken();
	let othersSent = 0;
	let polling = true;
	const others = (async () => {
		while (polling) {
			await fetch(`${sandbox.running.baseUrl}/api/v1/departments`, {
				headers: { Authorization: `Bearer ${token}` },
			});
			othersSent++;
		}
	})();
	const poller = employees(3);
	const { api } = await sandbox.logged(async () => await poller.activate());
	polling = false;
	await others;
	const own = api.filter((entry) => entry.route === 'GET /employees');
	expect(othersSent).toBeGreaterThan(0);
	expect(own.length).toBeGreaterThanOrEqual(3);
	expect(own.length).toBeLessThanOrEqual(5);
});

// last: the answers it gave up on are logged when the sandbox sends them, 25 s later
test(
	'an answer that never comes is given up at 10 s, and the poll still ends inside the deadline',
	async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees',
			count: 4,
			delayMs: 25_000,
		});
		const poller = employees(10);
		const { result, ms } = await timed(async () => await poller.activate());
		expect(ms).toBeLessThan(WALL_BOUND_MS);
		expect(result.items).toEqual([]);
	},
	2 * WALL_BOUND_MS,
);
