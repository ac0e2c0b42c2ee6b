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

/** RateLimit-Reset holds seconds until the window resets; some gateways send an epoch timestamp. */
export function secondsUntilReset(headerValue: unknown, now = Date.now()): number | undefined {
	const value = Number(headerValue);
	if (headerValue === undefined || headerValue === null || headerValue === '' || isNaN(value)) {
		return undefined;
	}
	const seconds = value > EPOCH_SECONDS_THRESHOLD ? value - now / 1000 : value;
	return Math.max(0, seconds);
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

/** Called before each request: waits for the window to reset once the quota is used up. */
export async function pace(account: string): Promise<number> {
	const delay = paceDelay(account);
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
 * Undefined when the answer names no time.
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

export function backoffSeconds(attempt: number): number {
	return Math.min(30, 2 ** attempt);
}
