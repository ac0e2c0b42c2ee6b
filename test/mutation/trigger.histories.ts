/**
 * For a mutation run of the trigger (npm run mutate -- trigger): a fixed small set of simulation
 * histories, one test each, so that Stryker's coverage per test runs against a mutant only the
 * histories that reach it, each in seconds. Short histories of every event under classic
 * persistence, and the shrunk histories of the regressions table; the full layer is `npm test`'s.
 */
import fc from 'fast-check';

import { verdictOf } from '../simulation/campaign';
import { EVENTS, historyOf, type History } from '../simulation/history';
import { REGRESSIONS } from '../simulation/regressions';
import { useSimulator } from '../simulation/support';

// the dry run, with coverage and every mutant instrumented, on a loaded machine
jest.setTimeout(300_000);
const simulator = useSimulator();

/** Three histories of each event: small accounts, up to 12 steps, every budget drawn. */
const histories: Array<[string, History]> = EVENTS.flatMap((event) =>
	fc
		.sample(historyOf(event, 12), { numRuns: 3, seed: 2026 })
		.map((history, index): [string, History] => [
			`${event} #${index + 1}`,
			{
				...history,
				account: {
					...history.account,
					employees: Math.min(history.account.employees, 250),
					recoveries: Math.min(history.account.recoveries, 200),
				},
			},
		]),
);
const regressions: Array<[string, History]> = Object.values(REGRESSIONS)
	.flat()
	.map((regression) => [regression.title, regression.history]);

it.each([...histories, ...regressions])('%s', async (_name, history) => {
	expect(verdictOf(await simulator().run(history, 'n8n'))).toBeUndefined();
});
