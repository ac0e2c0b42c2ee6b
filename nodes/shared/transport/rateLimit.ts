import { sleep } from 'n8n-workflow';

/**
 * What the API's RateLimit-* headers last said, per account (base URL and client id), shared by
 * every request of this n8n process so that parallel items and executions pace together.
 */
interface Window {
	remaining: number;
	resetsAt: number;
}

const windows = new Map<string, Window>();

const EPOCH_SECONDS_THRESHOLD = 1_000_000_000;

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

function header(headers: Record<string, unknown> | undefined, name: string): unknown {
	if (!headers) return undefined;
	return headers[name] ?? headers[name.toLowerCase()];
}

export function recordRateLimit(account: string, headers: Record<string, unknown> | undefined) {
	const remaining = Number(header(headers, 'RateLimit-Remaining'));
	const reset = secondsUntilReset(header(headers, 'RateLimit-Reset'));
	if (isNaN(remaining) || reset === undefined) return;
	windows.set(account, { remaining, resetsAt: Date.now() + reset * 1000 });
}

/** Milliseconds to wait before the next request so that it does not exceed the quota. */
export function paceDelay(account: string, now = Date.now()): number {
	const window = windows.get(account);
	if (!window || window.resetsAt <= now) return 0;
	return window.remaining > 0 ? 0 : window.resetsAt - now;
}

/**
 * Called before each request: waits for the window to reset once the quota is used up, but never
 * longer than `maxWaitMs` (what is left of the request's wait budget). Answers the milliseconds
 * waited, or undefined when the window resets later than that: nothing was waited, and the caller
 * fails the request instead of stalling every execution of the account until the reset.
 */
export async function pace(account: string, maxWaitMs: number): Promise<number | undefined> {
	const delay = paceDelay(account);
	if (delay > maxWaitMs) return undefined;
	if (delay > 0) {
		await sleep(delay);
		windows.delete(account);
	} else {
		const window = windows.get(account);
		if (window) window.remaining -= 1;
	}
	return delay;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * How long a 429 asks us to wait. The quota's own 429 (no requests left, or the spec's text) waits
 * for RateLimit-Reset; any other 429, such as the invitation cooldown, says so in Retry-After.
 * Undefined when the answer names no time it can be read as.
 */
export function retryAfterSeconds(
	headers: Record<string, unknown> | undefined,
	message: string | undefined,
): number | undefined {
	const quotaExhausted =
		message === RATE_LIMIT_MESSAGE || Number(header(headers, 'RateLimit-Remaining')) === 0;
	const retryAfter = secondsUntilReset(header(headers, 'Retry-After'));
	if (quotaExhausted) return secondsUntilReset(header(headers, 'RateLimit-Reset')) ?? retryAfter;
	return retryAfter;
}

/** 1, 2, 4 … seconds, at most 30: the n-th retry (from 0) waits at least this long. */
export function backoffSeconds(attempt: number): number {
	return Math.min(30, 2 ** attempt);
}

/**
 * The wait before the n-th retry (from 0) of a request answered 429: what the answer asks, but
 * never less than the backoff. An answer asking for no wait at all (a reset of 0 or already past,
 * Retry-After 0, a header that cannot be read) would otherwise be retried at once, again and
 * again; this way every retry costs time from the wait budget, and repeated 429s back off.
 */
export function rateLimitWaitSeconds(asked: number | undefined, attempt: number): number {
	return Math.max(asked ?? 0, backoffSeconds(attempt));
}
