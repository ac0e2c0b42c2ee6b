import { strykerConfig } from './stryker.mjs';

/**
 * The transport's tests wait in real time (retries' backoff, the rate limit's pacing): a mutant
 * that lengthens a wait is caught by a tighter timeout (half over the tests' time) in seconds, not
 * a minute; the waits leave the cores idle, so more runners at once.
 */
export default {
	...strykerConfig('transport', ['nodes/shared/transport/**/*.ts']),
	timeoutFactor: 1.5,
	timeoutMS: 5_000,
	concurrency: 8,
};
