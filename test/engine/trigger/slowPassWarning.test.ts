/**
 * The slow-pass warning: a pass over the employee list that took longer than SLOW_PASS_MS is
 * reported in n8n's log with the minutes it took and the advice; a pass of exactly SLOW_PASS_MS is
 * not. The nodes run on a clock the test moves (test/virtualDate.ts), 150 employees at 1 request a
 * poll make a pass of two polls.
 */
// the poll context's logger is n8n-core's own (its copies of these packages, not the top-level ones)
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';

import { SLOW_PASS_MS } from '../../../nodes/AssetLifecycleTrigger/budget';
import { replaceDate } from '../../virtualDate';
import { useTriggerSandbox } from './support';

const EMPLOYEES = 150;
const sandbox = useTriggerSandbox({ seed: 9, employees: EMPLOYEES });

const MINUTE = 60_000;
const clock = { now: Date.now() };
let restoreDate: () => void;
beforeEach(() => (restoreDate = replaceDate(() => clock.now)));
afterEach(() => restoreDate());

/** The slow-pass warnings n8n's logger received while `step` ran. */
async function slowPassWarnings(step: () => Promise<unknown>): Promise<unknown[][]> {
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	try {
		await step();
		return warn.mock.calls.filter(([message]) => String(message).includes('a pass over'));
	} finally {
		warn.mockRestore();
	}
}

test('a pass of exactly SLOW_PASS_MS is not reported; one of 90 minutes is, with its minutes and the advice', async () => {
	const poller = sandbox.trigger({
		event: 'employeeChanged',
		options: { maxRequestsPerPoll: 1 },
	});
	// the baseline: pages 1 and 2 at the same instant
	expect(
		await slowPassWarnings(async () => {
			await poller.activate();
			await poller.poll();
		}),
	).toEqual([]);

	const exactlyTheLimit = await slowPassWarnings(async () => {
		clock.now += SLOW_PASS_MS / 2;
		await poller.poll();
		clock.now += SLOW_PASS_MS / 2;
		await poller.poll();
	});
	expect(exactlyTheLimit).toEqual([]);

	const ninetyMinutes = await slowPassWarnings(async () => {
		clock.now += 30 * MINUTE;
		await poller.poll();
		clock.now += 60 * MINUTE + 20_000;
		await poller.poll();
	});
	expect(ninetyMinutes).toEqual([
		[
			`Asset Lifecycle Trigger: a pass over ${EMPLOYEES} employees took 90 minutes (more than 60); poll more often, or raise Max Requests per Poll up to 45, to see changes sooner`,
			{ event: 'employeeChanged', employees: EMPLOYEES, passMinutes: 90 },
		],
	]);
});
