/**
 * The request budget at account sizes where one poll cannot read everything: 5,000 employees
 * (50 pages) and 60 campaigns holding 2,400 recoveries.
 */
import { Logger } from '@n8n/backend-common';
import { Container } from '@n8n/di';
import type { IDataObject } from 'n8n-workflow';

import type { Poller, PollResult, StaticDataPersistence } from './harness';
import type { LoggedRequest } from './support';
import { PERSISTENCE_MODES, triggerState, useTriggerSandbox } from './trigger.support';

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
	async function baselined(poller: Poller) {
		const activation = await sandbox.logged(async () => await poller.activate());
		expect(activation.api.length).toBeLessThanOrEqual(3);
		for (let polls = 1; stateOf(poller, persist).baselined !== true; polls++) {
			if (polls > 60) throw new Error('the baseline pass never ended');
			const polled = await poll(poller);
			expect(polled.items).toEqual([]);
			expect(polled.api.length).toBeLessThanOrEqual(3);
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
});
