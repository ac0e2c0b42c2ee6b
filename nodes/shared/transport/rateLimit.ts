import { BACKOFF_CAP_SECONDS } from './limits';

/**
 * What the API's RateLimit-* headers last said, per account (base URL and client id), shared by
 * every request of this n8n process so that parallel items and executions pace together.
 *
 * Other processes (queue-mode workers behind the same IP address: docs/api-notes.md, The quota)
 * spend the same quota. Their requests show up as RateLimit-Remaining falling faster than this
 * process's own requests explain: that excess, the contention, is how many requests others send
 * while one of ours is on its way. This process leaves that many of the window's last requests to
 * them rather than racing them into a 429.
 */
interface Window {
	/** RateLimit-Limit: the window's size (NaN when not sent). */
	limit: number;
	/** What the API last reported left, less this process's requests sent since. */
	remaining: number;
	/** RateLimit-Remaining as last reported; NaN once a window was waited out. */
	reported: number;
	resetsAt: number;
	/** The most requests others sent between two of our answers, in this window... */
	contention: number;
	/** ...and in the window before it, so that a new window starts with what the last one taught. */
	earlierContention: number;
}

const windows = new Map<string, Window>();

const EPOCH_SECONDS_THRESHOLD = 1_000_000_000;
/** RateLimit-Reset is in whole seconds: two answers of one window can differ by up to a second. */
const SAME_WINDOW_TOLERANCE_MS = 1500;
/** At a reset, each contending sender starts at a random moment within this much per contender. */
const RESTART_SPREAD_PER_CONTENDER_MS = 50;

/**
 * Seconds from now until the instant a rate-limit header names. RateLimit-Reset holds seconds
 * until the window resets, or (some gateways) an epoch timestamp; Retry-After holds seconds or an
 * HTTP date. An instant already past is 0; a value that is none of these is undefined.
 */
export function secondsUntilReset(headerValue: unknown, now = Date.now()): number | undefined {
	if (headerValue === undefined || headerValue === null) return undefined;
	const text = String(headerValue).trim();
	if (text === '') return undefined;
	const value = Number(text);
	if (!isNaN(value)) {
		const seconds = value > EPOCH_SECONDS_THRESHOLD ? value - now / 1000 : value;
		return Math.max(0, seconds);
	}
	const date = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
	return isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

export function header(headers: Record<string, unknown> | undefined, name: string): unknown {
	if (!headers) return undefined;
	return headers[name] ?? headers[name.toLowerCase()];
}

function contentionOf(window: Window): number {
	return Math.max(window.contention, window.earlierContention);
}

export function recordRateLimit(account: string, headers: Record<string, unknown> | undefined) {
	let remaining = Number(header(headers, 'RateLimit-Remaining'));
	let reported = remaining;
	const limit = Number(header(headers, 'RateLimit-Limit'));
	const reset = secondsUntilReset(header(headers, 'RateLimit-Reset'));
	if (isNaN(remaining) || reset === undefined) return;
	const resetsAt = Date.now() + reset * 1000;
	const previous = windows.get(account);
	let contention = 0;
	let earlierContention = 0;
	const sameWindow =
		previous !== undefined &&
		Math.abs(previous.resetsAt - resetsAt) <= SAME_WINDOW_TOLERANCE_MS &&
		(previous.limit === limit || (isNaN(previous.limit) && isNaN(limit)));
	if (previous && sameWindow) {
		// One of the fall is this answer's own request; the rest was spent by others meanwhile.
		// Never more than half the window is left to others: a burst is not a steady contender.
		const spentByOthers = Math.min(previous.reported - remaining - 1, limit / 2 || Infinity);
		contention = Math.max(previous.contention, spentByOthers > 0 ? Math.floor(spentByOthers) : 0);
		earlierContention = previous.earlierContention;
		// Answers to parallel requests can arrive out of order, and this process's requests sent
		// since may not be counted in this answer yet: what is left is the lower of the two counts.
		reported = Math.min(remaining, previous.reported);
		remaining = Math.min(remaining, previous.remaining);
	} else if (previous) {
		earlierContention = previous.contention;
	}
	windows.set(account, {
		limit,
		remaining,
		reported,
		resetsAt,
		contention,
		earlierContention,
	});
}

/** Milliseconds to wait before the next request so that it does not exceed the quota. */
export function paceDelay(account: string, now = Date.now()): number {
	const window = windows.get(account);
	if (!window || window.resetsAt <= now) return 0;
	return window.remaining > contentionOf(window) ? 0 : window.resetsAt - now;
}

/**
 * Milliseconds after a reset at which one sender starts again: at once when nobody else spends the
 * quota, else at a random moment among the contenders so they do not all send at the same instant.
 */
export function restartSpread(account: string): number {
	const window = windows.get(account);
	const contention = window ? contentionOf(window) : 0;
	return contention > 0 ? Math.random() * contention * RESTART_SPREAD_PER_CONTENDER_MS : 0;
}

/** What the account's window asks of the next request before it is sent (paceTurn). */
export interface PaceTurn {
	/** Until the window resets: 0 when the request may go at once. */
	delayMs: number;
	/** What to wait: the delay and this sender's place among the contenders (restartSpread). */
	waitMs: number;
	/** To call once that wait is over. */
	waited(): void;
}

/**
 * Called before each request: once the quota is used up, the request waits for the window to
 * reset, but never longer than `maxWaitMs` (what is left of the request's wait allowance); a
 * request that goes at once is counted against the window. Undefined when the window resets later
 * than that: the caller fails the request instead of stalling every execution of the account until
 * the reset. The caller waits: this file only keeps the windows.
 */
export function paceTurn(account: string, maxWaitMs: number): PaceTurn | undefined {
	const delayMs = paceDelay(account);
	if (delayMs > maxWaitMs) return undefined;
	const window = windows.get(account);
	if (delayMs === 0 || window === undefined) {
		if (window) window.remaining -= 1;
		return { delayMs, waitMs: 0, waited: () => {} };
	}
	return {
		delayMs,
		waitMs: delayMs + restartSpread(account),
		waited: () => {
			// Nothing is known of the new window until its first answer; what contention was seen
			// stays. Another request of this process may have woken first and recorded that answer.
			if (windows.get(account) === window) {
				windows.set(account, { ...window, remaining: Infinity, reported: NaN, resetsAt: 0 });
			}
		},
	};
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * How long a 429 asks us to wait. The quota's own 429 (no requests left, or the quota's text:
 * docs/api-notes.md, The quota) waits for RateLimit-Reset; any other 429, such as the invitation
 * cooldown, says so in Retry-After. Undefined when the answer names no time it can be read as.
 */
export function retryAfterSeconds(
	headers: Record<string, unknown> | undefined,
	message: string | undefined,
): number | undefined {
	const retryAfter = secondsUntilReset(header(headers, 'Retry-After'));
	if (isQuotaRefusal(headers, message)) {
		return secondsUntilReset(header(headers, 'RateLimit-Reset')) ?? retryAfter;
	}
	return retryAfter;
}

/** The quota's own 429: no requests left in the window (as opposed to a cooldown of one action). */
export function isQuotaRefusal(
	headers: Record<string, unknown> | undefined,
	message: string | undefined,
): boolean {
	return message === RATE_LIMIT_MESSAGE || Number(header(headers, 'RateLimit-Remaining')) === 0;
}

/** 1, 2, 4 … seconds, at most BACKOFF_CAP_SECONDS: the n-th retry (from 0) waits at least this. */
export function backoffSeconds(attempt: number): number {
	return Math.min(BACKOFF_CAP_SECONDS, 2 ** attempt);
}

/**
 * The wait before the n-th retry (from 0) of a request answered 429: what the answer asks, but
 * never less than the backoff. An answer asking for no wait at all (a reset of 0 or already past,
 * Retry-After 0, a header that cannot be read) would otherwise be retried at once, again and
 * again; this way every retry costs time from the wait allowance, and repeated 429s back off.
 */
export function rateLimitWaitSeconds(asked: number | undefined, attempt: number): number {
	return Math.max(asked ?? 0, backoffSeconds(attempt));
}
