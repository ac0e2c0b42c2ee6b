/**
 * Histories across an upgrade of the package: for each event, a state of every stateVersion (each
 * written by its state format in stateFormats/ from what the trigger had emitted) and the state
 * the trigger saved itself, put in place mid-history as n8n restarts with this version. No change
 * made before or after the upgrade may be lost, repeated or misstated.
 */
import fc from 'fast-check';

import { PERSISTENCE_MODES } from '../engine/trigger/support';
import { runHistories } from './campaign';
import { EVENTS, historyOf, type History } from './history';
import { stateVersions } from './stateFormats';
import { useSimulator } from './support';

jest.setTimeout(170_000);
const simulator = useSimulator();
const HISTORIES = 3;

/**
 * The event's histories, with an upgrade from `from` among their steps; employees up to a few
 * hundred (the upgrade is the same over more pages, only slower).
 */
const upgradedHistories = (event: History['event'], from: number) =>
	fc.tuple(historyOf(event, 16), fc.nat({ max: 16 })).map(([history, at]): History => {
		const steps = [...history.steps];
		steps.splice(Math.min(at, steps.length), 0, { kind: 'upgrade', from });
		const employees = Math.min(history.account.employees, 420);
		return { ...history, account: { ...history.account, employees }, steps };
	});

const cases = EVENTS.flatMap((event) =>
	[...stateVersions(event), 0].flatMap((from) =>
		PERSISTENCE_MODES.map((persist) => [event, from, persist] as const),
	),
);

it.each(cases)(
	`%s, a state of stateVersion %s (0: the state the trigger saved), %s persistence: ${HISTORIES} histories across the upgrade, every change emitted once`,
	async (event, from, persist) => {
		const summary = await runHistories(simulator(), {
			event,
			persist,
			histories: HISTORIES,
			seed: 23,
			arbitrary: upgradedHistories(event, from),
		});
		expect(summary.failure).toBeUndefined();
		expect(summary.histories).toBe(HISTORIES);
	},
);
