import { LARGEST_PAGE_SIZE } from '../shared/transport/limits';

/*
 * The numbers a poll keeps to, with the arithmetic that links them. The event notices and
 * docs/trigger.md take their figures from here (test/unit/pollNumbers.test.ts compares them).
 */

/** The API's quota: requests a minute, shared by every workflow and n8n worker of the account. */
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
 * `idleQuotaCeiling`: the most requests one poll sends while nobody else spends the account's
 * quota, whatever Max Requests per Poll says (see the reserve above).
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
 * The pages a poll reads: one a request, each of up to this many records (every list asks for the
 * API's largest page), so at most as many pages as the requests above. Reads by id take from the
 * same requests: the employees a pass verifies, the step back of the employee baseline (one page a
 * poll), the Listed Recoveries. A pass over N records is ceil(N / 100) pages, and so takes a poll
 * for every 100 × R records at R requests a poll: 4,500 records on an idle quota, 1,000 at the
 * default budget.
 */
export const RECORDS_PER_PAGE = LARGEST_PAGE_SIZE;

/**
 * The share of a Recovery Status Changed poll's budget that goes to its sweep over everything
 * (the rest to the campaigns still under way): ceil(budget × 0.25), at a budget of 1 one request
 * every other poll.
 */
export const FULL_SWEEP_SHARE = 0.25;

/** A pass slower than this is reported in n8n's log: the trigger then sees changes late. */
export const SLOW_PASS_MS = 60 * 60 * 1000;

/** The records a pass reads in one poll that sends `requests` requests, all of them pages. */
export function recordsPerPoll(requests: number): number {
	return requests * RECORDS_PER_PAGE;
}
