import type { Failure, TimedCause } from 'n8n-workflow';

import type { ApiFailure } from './types';
import { header, isQuotaRefusal, secondsUntilReset } from './rateLimit';

/*
 * Why an operation failed, declared on the error for n8n (the `failure` option of NodeApiError and
 * NodeOperationError). n8n's durable scheduler backs a failing poll off by it: at least the wait a
 * timed cause declares, 30 minutes for an actionable one; without one it guesses from the HTTP
 * status. Older n8n ignores the option and lacks its constants, so only types are imported from
 * n8n-workflow here (see docs/n8n-notes.md, The `failure` option).
 *
 * Left undeclared on purpose: pagination the API broke and a file URL that is no URL (n8n's guess
 * for them, a passing failure on its 5 s curve, fits an API that may mend), and a check that failed
 * otherwise than by refusing a value (a defect, not to be parked 30 minutes as a setting).
 */

/** The node's parameters ask for something the API refuses, or that does not exist. */
export const CONFIGURATION_INVALID: Failure = Object.freeze({ cause: 'configuration-invalid' });

/** The credential (its client ID, secret, expiry, API access or Base URL) must be fixed. */
export const CREDENTIAL_INVALID: Failure = Object.freeze({ cause: 'credential-invalid' });

const TIMED: ReadonlySet<string> = new Set<TimedCause>([
	'rate-limited',
	'quota-exhausted',
	'temporarily-unavailable',
]);

/** Whether waiting can help: the API throttles or is down, as opposed to a refusal to fix. */
export function isTimed(failure: Failure | undefined): boolean {
	return failure !== undefined && TIMED.has(failure.cause);
}

/**
 * The declaration of a failed request, by what the API answered:
 * - 429: `rate-limited`, with the wait it announced (Retry-After; for the quota's own refusal also
 *   RateLimit-Reset). The API has one quota, 60 requests a minute, which throttles rather than
 *   runs out (docs/api-notes.md, The quota), so nothing it answers is `quota-exhausted`.
 * - 5xx, 408, a broken or timed-out connection: `temporarily-unavailable` (Retry-After if given).
 * - 401 after n8n's fresh login: `credential-invalid`.
 * - 400, 403 (a permission the credential lacks), 404, 409, 422, a redirect (a wrong Base URL):
 *   `configuration-invalid`. The API says not to send these again unchanged (docs/api-notes.md,
 *   Errors): the parameters, or the credential's permissions, must change first.
 * A failure the credential's login declared keeps its declaration. An error with neither an answer
 * nor a network code says nothing we could declare: n8n's own reading of it applies.
 */
export function failureOf(failure: ApiFailure, now = Date.now()): Failure | undefined {
	if (failure.declared) return failure.declared;
	const { status } = failure;
	if (status === undefined) {
		return failure.networkCode ? timed('temporarily-unavailable', failure, now) : undefined;
	}
	if (status === 429) return timed('rate-limited', failure, now);
	if (status === 408 || status >= 500) return timed('temporarily-unavailable', failure, now);
	if (status === 401) return CREDENTIAL_INVALID;
	return CONFIGURATION_INVALID;
}

function timed(cause: TimedCause, { headers, body }: ApiFailure, now: number): Failure {
	const retryAfter = secondsUntilReset(header(headers, 'Retry-After'), now);
	// RateLimit-Reset is on every answer; it is the wait only when the quota itself refused
	const { message } = (body ?? {}) as { message?: string };
	const quota = cause === 'rate-limited' && isQuotaRefusal(headers, message);
	const reset = quota ? secondsUntilReset(header(headers, 'RateLimit-Reset'), now) : undefined;
	return {
		cause,
		...(retryAfter !== undefined && { retryAfterMs: Math.ceil(retryAfter * 1000) }),
		...(reset !== undefined && { resetsAtEpochMs: now + Math.ceil(reset * 1000) }),
	};
}
