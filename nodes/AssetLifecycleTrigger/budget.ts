import { LARGEST_PAGE_SIZE } from '../shared/transport/limits';

/*
 * The numbers a poll keeps to, with the arithmetic that links them. The event notices and
 * docs/trigger.md take their figures from here, and the sweeps name no number of their own
 * (test/unit/pollNumbers.test.ts checks both). Two kinds stay beside what they shape: what every
 * request keeps to, a poll's as the action node's (its waits, its GET retries, an answer's
 * timeout), in nodes/shared/transport/limits.ts; and the widths of the packed employee state
 * (events/employeeChanged/packedState/widths.ts), which are its format: a change to them is a new
 * state version, and docs/trigger.md derives the odds of a missed change from them.
 */

/**
 * The API's quota: requests a minute per IP address (the spec, §8), shared by every workflow and
 * n8n worker that reaches the API from that address (docs/api-notes.md, The quota).
 */
export const API_REQUESTS_PER_MINUTE = 60;

/**
 * The requests a poll may always send: Max Requests per Poll's default. Pages, retries and reads
 * by id count; the credential's login or refresh is counted apart.
 */
export const DEFAULT_MAX_REQUESTS_PER_POLL = 10;

/**
 * The reserve: a poll stops once the API says fewer than this share of its quota is left. With
 * the idle-quota ceiling below, 45 + 60 × 0.25 = 60: a poll that sends all it may still leaves a
 * quarter of the minute's requests, 15, to the others, and stops reading on the moment they spend.
 */
export const QUOTA_RESERVE_SHARE = 0.25;

/**
 * `idleQuotaCeiling`: the most requests one poll sends while nobody else spends the quota, when
 * Max Requests per Poll is lower. A higher Max Requests per Poll adds little at 60 requests a
 * minute: the reserve above stops a poll at about this many in each of the API's windows.
 *
 * `deadlineMs`: how long a poll may run. n8n's durable scheduler abandons a poll still running
 * after 45 s and discards its result (see docs/n8n-notes.md, Poll deadline); 30 s leaves 15 s for
 * the credential's login, the state write and the start of the execution. The same bound holds
 * under the classic scheduler, Fetch Test Event and the activation poll.
 *
 * `answerTimeoutMs`: how long each request of a poll may wait for its answer. A poll sends a
 * request only while its answer can still arrive in time: at A s an answer it reads
 * floor((30 − 10) / A) + 1 pages (an API answering in 8 s: 3 pages, in 24 s).
 *
 * An object, so that tests can make them small.
 */
export const pollLimits = {
	idleQuotaCeiling: 45,
	deadlineMs: 30_000,
	answerTimeoutMs: 10_000,
};

/**
 * The pages a poll reads: one a request, each of up to LARGEST_PAGE_SIZE records (every list asks
 * for the API's largest page; limits.ts names it for every list), so at most as many pages as the
 * requests above. Reads by id take from the same requests: the employees a pass verifies, the step
 * back of the employee baseline (one page a poll), the Listed Recoveries. A pass over N records is
 * ceil(N / 100) pages, and so takes a poll for every 100 × R records at R requests a poll: 4,500
 * records on an idle quota, 1,000 at the default budget.
 */
export { LARGEST_PAGE_SIZE };

/**
 * The employee baseline steps back to read again the last page an earlier poll read (a deletion
 * since may have moved records onto it) only with this many requests left: that page and at least
 * one new one, so that the pass moves on. At a budget of 1 it cannot.
 */
export const STEP_BACK_REQUESTS = 2;

/**
 * The share of a Recovery Status Changed poll's budget that goes to its sweep over everything
 * (the rest to the campaigns still under way): ceil(budget × 0.25), at a budget of 1 one request
 * every other poll (fullSweepRequests).
 */
export const FULL_SWEEP_SHARE = 0.25;

/**
 * Departments modified since the last read are asked for from this far behind its start: it covers
 * clock skew and changes made while a poll was reading. Departments read again unchanged match
 * their kept values and emit nothing.
 */
export const MODIFIED_SINCE_LOOKBACK_MS = 10 * 60 * 1000;

/**
 * Transactions whose `created_at` lies this far behind the newest one seen are still looked for:
 * a row may become visible after a newer one (a slow write, rows sharing a timestamp), so the ids
 * seen inside the window are remembered and anything unseen inside it is new. A first read of the
 * window at a budget of 1 takes more than one poll once over 100 transactions fall within it.
 */
export const WALLET_LOOKBACK_MS = 15 * 60 * 1000;

/** A pass slower than this is reported in n8n's log: the trigger then sees changes late. */
export const SLOW_PASS_MS = 60 * 60 * 1000;

/** The records a pass reads in one poll that sends `requests` requests, all of them pages. */
export function recordsPerPoll(requests: number): number {
	return requests * LARGEST_PAGE_SIZE;
}

/**
 * The requests of a Recovery Status Changed poll at `budget` that go to the sweep over everything:
 * ceil(budget × FULL_SWEEP_SHARE); at a budget of 1, one every other poll (`polls`: the polls
 * before this one).
 */
export function fullSweepRequests(budget: number, polls: number): number {
	return budget === 1 ? polls % 2 : Math.ceil(budget * FULL_SWEEP_SHARE);
}
