/** Each shrunk history of regressions.ts, played under its persistence modes. */
import type { StaticDataPersistence } from '../engine/harness';
import { verdictOf } from './campaign';
import { REGRESSIONS, type Regression } from './regressions';
import { useSimulator } from './support';

jest.setTimeout(120_000);
const simulator = useSimulator();

async function expectFixed({ history, changes }: Regression, persist: StaticDataPersistence) {
	const outcome = await simulator().run(history, persist);
	expect(verdictOf(outcome)).toBeUndefined();
	if (changes !== undefined) expect(outcome.changes).toBe(changes);
}

describe.each(Object.entries(REGRESSIONS))('%s', (_circumstance, regressions) => {
	for (const regression of regressions) {
		if (regression.persist.length > 1) {
			it.each(regression.persist)(`${regression.title} (%s persistence)`, (persist) =>
				expectFixed(regression, persist),
			);
		} else {
			it(regression.title, () => expectFixed(regression, regression.persist[0]));
		}
	}
});
