import { strykerConfig } from './stryker.mjs';

/**
 * A mutant of the poll's core is reached by every test: a tighter timeout (a quarter over the
 * tests' time), so that one that hangs a history costs seconds, not minutes.
 */
export default {
	...strykerConfig('trigger', ['nodes/AssetLifecycleTrigger/**/*.ts']),
	timeoutFactor: 1.25,
	timeoutMS: 5_000,
};
