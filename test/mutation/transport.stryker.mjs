import { strykerConfig } from './stryker.mjs';

/**
 * The transport's tests wait in real time (retries' backoff, the rate limit's pacing): a mutant
 * that lengthens a wait many times over is caught by the timeout. Three times the tests' time plus
 * 10 s, as the trigger's: the run of this round at 1.5 times + 5 s with eight runners on two cores
 * counted 448 of its 641 mutants as timed out, mutants of error texts among them.
 */
export default {
	...strykerConfig('transport', ['nodes/shared/transport/**/*.ts']),
	timeoutFactor: 3,
	timeoutMS: 10_000,
};
