import { strykerConfig } from './stryker.mjs';

/**
 * The trigger's mutants, on the 2-core machine. A static mutant (the node's and the events'
 * descriptions, constants read when a file loads) runs every test of the config with a new test
 * runner, a minute or more each: left out (counted as ignored in the table; what a saved workflow
 * stores of the descriptions, names, types, defaults and options, is what test/compat's snapshot
 * compares, in npm test). The timeout is three times the tests' own
 * time plus 10 s: with two checkers beside two runners a mutant's tests run up to twice slower
 * than in the dry run, and a tighter timeout counted survivors as timed out (a description's
 * label emptied, whose tests all pass, timed out at 1.25 times).
 */
export default {
	...strykerConfig('trigger', ['nodes/AssetLifecycleTrigger/**/*.ts']),
	ignoreStatic: true,
	timeoutFactor: 3,
	timeoutMS: 10_000,
};
