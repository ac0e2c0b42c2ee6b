/**
 * The request budget at account sizes where one poll cannot read everything: 5,000 employees
 * (50 pages) and 60 campaigns holding 2,400 recoveries.
 */
// the poll context's logger is n8n-core's own (its copies of these packages, not the top-level ones)
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';
import type { IDataObject } from 'n8n-workflow';

import { holdTime } from '../../heldTime';
import type { Poller, PollResult, StaticDataPersistence } from '../harness';
import type { LoggedRequest } from '../../sandboxControl';
import { PERSISTENCE_MODES, triggerState, useTriggerSandbox } from './support';

const EMPLOYEES = 5_000;
const CAMPAIGNS = 60;
const RECOVERIES = 2_400;
const SEED = { seed: 4, employees: EMPLOYEES, campaigns: CAMPAIGNS, recoveries: RECOVERIES };
jest.setTimeout(120_000);
const sandbox = useTriggerSandbox(SEED);
beforeEach(async () => await sandbox.control('POST', '/reset', SEED));

const store = () => sandbox.running.sandbox.store;
const employeeIds = () => [...store().employees.keys()];

const patch = async (id: string, change: IDataObject) =>
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, change);
const terminate = async (id: string) =>
	await patch(id, { employment_status: 'Terminated', termination_date: '2026-11-20' });
const removeEmployee = async (id: string) =>
	await sandbox.control('DELETE', `/employees/${encodeURIComponent(id)}`);
const moveRecovery = async (recoveryNumber: string, status: string) =>
	await sandbox.control('POST', `/recoveries/${recoveryNumber}/status`, { status });

/** The state the next poll starts from: in memory (classic), or the committed cursor. */
function stateOf(poller: Poller, persist: StaticDataPersistence): IDataObject {
	return triggerState(persist === 'n8n' ? poller.memoryNodeData() : poller.savedNodeData());
}

interface Polled extends PollResult {
	api: LoggedRequest[];
}

describe.each(PERSISTENCE_MODES)('the request budget (%s persistence)', (persist) => {
	const employeeTrigger = (budget: number) =>
		sandbox.trigger({ event: 'employeeChanged', options: { maxRequestsPerPoll: budget } }, persist);

	async function poll(poller: Poller): Promise<Polled> {
		const { result, api } = await sandbox.logged(async () => await poller.poll());
		return { ...result, api };
	}

	/** Polls until the sweep starts its next pass; returns the polls it took. */
	async function pollToNextPass(poller: Poller, onPoll?: (polled: Polled) => void) {
		const pass = stateOf(poller, persist).pass as number;
		for (let polls = 1; polls <= 200; polls++) {
			const polled = await poll(poller);
			expect(polled.error).toBeUndefined();
			onPoll?.(polled);
			if ((stateOf(poller, persist).pass as number) > pass) return polls;
		}
		throw new Error('the pass never ended');
	}

	/** Activation and the baseline pass; with durable cursors the activation poll is not kept. */
	async function baselined(poller: Poller, budget = 3) {
		const activation = await sandbox.logged(async () => await poller.activate());
		expect(activation.api.length).toBeLessThanOrEqual(budget);
		for (let polls = 1; stateOf(poller, persist).baselined !== true; polls++) {
			if (polls > 60) throw new Error('the baseline pass never ended');
			const polled = await poll(poller);
			expect(polled.items).toEqual([]);
			expect(polled.api.length).toBeLessThanOrEqual(budget);
		}
	}

	test('5,000 employees at 3 requests a poll: no poll sends more than 3, one login in all, and a pass takes ceil(5,000 / 100 / 3) = 17 polls', async () => {
		const poller = employeeTrigger(3);
		await baselined(poller);
		const perPoll: number[] = [];
		const polls = await pollToNextPass(poller, ({ api, items }) => {
			perPoll.push(api.length);
			expect(items).toEqual([]);
			expect(new Set(api.map((entry) => entry.route))).toEqual(new Set(['GET /employees']));
		});
		expect(polls).toBe(17);
		expect(perPoll).toEqual([...Array(16).fill(3), 2]);
		expect((await sandbox.counters()).logins).toBe(0);
	});

	test('a termination anywhere is emitted exactly once within two passes (34 polls), with inserts and deletions in the middle of the pass', async () => {
		const poller = employeeTrigger(3);
		await baselined(poller);
		for (let polls = 0; polls < 8; polls++) await poll(poller);
		const page = stateOf(poller, persist).page as number;
		expect(page).toBe(25);
		const ids = employeeIds();
		// just read, about to be read and pushed back onto read pages by deletions, and the last one
		const justRead = ids[(page - 1) * 100 - 1];
		const pushedBack = ids[(page - 1) * 100 + 50];
		const last = ids[ids.length - 1];
		const targets = [justRead, pushedBack, last];
		for (const id of targets) await terminate(id);
		const deleted = ids.slice(1_000, 1_080);
		for (const id of deleted) await removeEmployee(id);

		const emitted: IDataObject[] = [];
		const joiners: string[] = [];
		for (let polls = 1; polls <= 34; polls++) {
			const polled = await poll(poller);
			expect(polled.error).toBeUndefined();
			expect(polled.api.length).toBeLessThanOrEqual(3);
			emitted.push(...polled.items);
			// inserts in the middle of the pass
			if (polls === 4)
				for (const name of ['Ada', 'Bo', 'Cy']) {
					joiners.push(await sandbox.createEmployee(name, 'Newhire'));
				}
		}
		const emittedIds = (change: string) =>
			emitted
				.filter((item) => item.change === change)
				.map((item) => item.id as string)
				.sort();
		expect(emittedIds('updated')).toEqual([...targets].sort());
		expect(emittedIds('created')).toEqual([...joiners].sort());
		expect(emitted).toHaveLength(targets.length + joiners.length);
	});

	test('a restart from an older saved cursor costs reading again, never a lost or repeated event', async () => {
		const poller = employeeTrigger(3);
		await baselined(poller);
		const ids = employeeIds();
		// an event on page 2 makes n8n save the state with its cursor
		await terminate(ids[150]);
		const first = (await poll(poller)).items;
		expect(first.map((item) => item.id)).toEqual([ids[150]]);
		const savedPage = triggerState(poller.savedNodeData()).page;
		// polls that emit nothing move the cursor in memory only; meanwhile page 1 and page 5 change
		for (let polls = 0; polls < 3; polls++) await poll(poller);
		await terminate(ids[20]);
		await terminate(ids[450]);
		for (let polls = 0; polls < 2; polls++)
			expect((await poll(poller)).items.map((item) => item.id)).toEqual([]);

		const restarted = poller.restart();
		const emitted: IDataObject[] = [...(await restarted.activate('init')).items];
		expect(triggerState(restarted.savedNodeData()).page).not.toBe(0);
		expect(savedPage).toBeLessThan(5);
		for (let polls = 0; polls < 34; polls++) emitted.push(...(await restarted.poll()).items);
		expect(emitted.map((item) => item.id).sort()).toEqual([ids[20], ids[450]].sort());
	});

	test('faults in the middle of a sweep: a refused page fails the poll and leaves the state; a 5xx storm spends the budget and yields; nothing is lost or repeated', async () => {
		// the 5xx storm's backoffs on time the test holds, never near the poll's deadline
		const time = holdTime(sandbox.running);
		try {
			const poller = employeeTrigger(3);
			await baselined(poller);
			const ids = employeeIds();
			await poll(poller);
			const before = stateOf(poller, persist);
			await terminate(ids[400]);
			await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 1, status: 422 });
			const failed = await poll(poller);
			expect(failed.error?.message).toBe('An unexpected error occurred');
			expect(stateOf(poller, persist)).toEqual(before);

			await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 3, status: 500 });
			const stormy = await poll(poller);
			expect(stormy.error).toBeUndefined();
			expect(stormy.api.map((entry) => entry.status)).toEqual([500, 500, 500]);
			expect(stateOf(poller, persist).page).toBe(before.page);

			const emitted: IDataObject[] = [];
			for (let polls = 0; polls < 34; polls++) emitted.push(...(await poll(poller)).items);
			expect(emitted.map((item) => item.id)).toEqual([ids[400]]);
		} finally {
			time.release();
		}
	});

	test('a poll that finds the quota below a quarter of the limit stops after that answer and says so in the log', async () => {
		const poller = employeeTrigger(10);
		await baselined(poller, 10);
		const warn = jest.spyOn(Container.get(Logger), 'warn');
		await sandbox.control('PUT', '/rate-limit', { limit: 40, windowSeconds: 60 });
		// other workflows of the account used 30 of the 40 requests of this window: with the poll's login, its first answer says 8 are left, fewer than a quarter
		for (let used = 0; used < 30; used++)
			await fetch(`${sandbox.running.baseUrl}/api/v1/employees`);
		await sandbox
			.control('GET', '/counters')
			.then(() => fetch(`${sandbox.running.baseUrl}/api/v1/employees`));
		const { api, items } = await poll(poller);
		expect(items).toEqual([]);
		expect(api).toHaveLength(1);
		expect(warn).toHaveBeenCalledWith(
			expect.stringContaining('stopped early to leave the shared quota'),
			expect.objectContaining({
				requests: 1,
				quotaRemaining: 8,
				quotaLimit: 40,
				stopReason: 'lowQuota',
			}),
		);
		warn.mockRestore();
		await sandbox.control('PUT', '/rate-limit', { limit: 100000, windowSeconds: 60 });
	});

	test('two overlapping polls: the second returns at once without touching the state, and a change is emitted once', async () => {
		const poller = employeeTrigger(3);
		await baselined(poller);
		const ids = employeeIds();
		await terminate(ids[30]);
		await terminate(ids[330]);
		const emitted: IDataObject[] = [];
		const skipped: number[] = [];
		for (let round = 0; round < 17; round++) {
			const [first, second] = await Promise.all([poller.poll(), poller.poll()]);
			emitted.push(...first.items, ...second.items);
			if (second.emitted === null && second.items.length === 0) skipped.push(round);
		}
		expect(skipped).toHaveLength(17);
		expect(emitted.map((item) => item.id).sort()).toEqual([ids[30], ids[330]].sort());
	});

	test('recoveries over 60 campaigns at 8 requests a poll: a move in a campaign under way is seen within ceil(18 / 6) + 1 polls, a move out of a settled status within ceil(65 / 2) + 1, each once', async () => {
		const poller = sandbox.trigger(
			{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: 8 } },
			persist,
		);
		await poller.activate();
		for (let polls = 1; stateOf(poller, persist).baselined !== true; polls++) {
			if (polls > 40) throw new Error('the baseline pass never ended');
			const polled = await poll(poller);
			expect(polled.items).toEqual([]);
			expect(polled.api.length).toBeLessThanOrEqual(8);
		}
		const campaigns = stateOf(poller, persist).campaigns as Record<string, number>;
		const underWay = Object.keys(campaigns).filter((number) => campaigns[number] === 1);
		// the first, largest campaign and the newest quarter: 3 + 15 pages; the others sit settled
		expect(underWay).toHaveLength(16);
		const recoveries = [...store().recoveries.values()];
		const moving = recoveries.find(
			(recovery) =>
				String(recovery.campaignNumber) === underWay[8] && recovery.status === 'Delivered',
		)!;
		const settled = recoveries.find(
			(recovery) =>
				campaigns[String(recovery.campaignNumber)] === 0 && recovery.status === 'Cancelled',
		)!;

		await moveRecovery(moving.recoveryNumber, 'Box Received');
		await moveRecovery(settled.recoveryNumber, 'Order Received');
		const seenAt: Record<string, number[]> = {};
		for (let polls = 1; polls <= 34; polls++) {
			const polled = await poll(poller);
			expect(polled.error).toBeUndefined();
			expect(polled.api.length).toBeLessThanOrEqual(8);
			for (const item of polled.items) (seenAt[item.recovery_number as string] ??= []).push(polls);
		}
		expect(seenAt[moving.recoveryNumber]).toHaveLength(1);
		expect(seenAt[moving.recoveryNumber][0]).toBeLessThanOrEqual(4);
		expect(seenAt[settled.recoveryNumber]).toHaveLength(1);
		expect(Object.keys(seenAt).sort()).toEqual(
			[moving.recoveryNumber, settled.recoveryNumber].sort(),
		);
	});
});
