import type { NodeApiError } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { apiMessage, toNodeApiError } from './errors';
import { transportLimits } from './limits';
import {
	isQuotaRefusal,
	rateLimitWaitSeconds,
	restartSpread,
	retryAfterSeconds,
} from './rateLimit';
import type { ApiCaller, ApiFailure, ApiRequest } from './types';
import type { WaitAllowance } from './waitAllowance';

/** A request answered 429 (not the quota's own refusal) is sent again at most this many times. */
export const RATE_LIMIT_RETRIES = 6;
/**
 * When several processes share the quota, a request refused by it can lose the race for the next
 * window to the others' requests, fairly, while the account makes progress. Such refusals count in
 * windows: the request tries this many fresh windows, each wait within the wait allowance.
 */
export const QUOTA_WINDOWS_TRIED = 5;

/**
 * Waits out a 429 so that the request can be sent again, or throws when it may not be: after too
 * many refusals, or when the wait is beyond the wait allowance. `refusals` counts the 429s this
 * request met before this one.
 */
export async function waitOutRefusal(
	caller: ApiCaller,
	allowance: WaitAllowance,
	key: string,
	failure: ApiFailure,
	request: ApiRequest,
	refusals: number,
): Promise<void> {
	const message = apiMessage(failure.body);
	const wait = rateLimitWaitSeconds(retryAfterSeconds(failure.headers, message), refusals);
	const tries = refusals + 1;
	if (isQuotaRefusal(failure.headers, message)) {
		// The quota's refusal: each try waits for a fresh window, within the allowance, spread
		// among the processes that share the quota so they do not all send at its start.
		if (tries > QUOTA_WINDOWS_TRIED) throw quotaWindowsError(caller, failure, request);
		if (wait > transportLimits.maxWaitSeconds) {
			throw waitTooLongError(caller, failure, request, 0, wait);
		}
		await sleep(wait * 1000 + restartSpread(key));
		return;
	}
	if (tries > RATE_LIMIT_RETRIES || !allowance.allows(wait)) {
		throw waitTooLongError(caller, failure, request, allowance.waitedSeconds, wait);
	}
	await allowance.wait(wait);
}

function waitTooLongError(
	caller: ApiCaller,
	failure: ApiFailure,
	request: ApiRequest,
	waited: number,
	nextWait: number,
): NodeApiError {
	const error = toNodeApiError(caller.functions.getNode(), failure, request);
	const maxWait = transportLimits.maxWaitSeconds;
	error.description =
		waited > 0
			? `Waited ${Math.round(waited)} s on the API's rate limit and it still refuses; sending again would exceed the ${maxWait} s budget or the ${RATE_LIMIT_RETRIES} retries this node allows. Run the item again later.`
			: `The API asks to wait ${Math.round(nextWait)} s, longer than the ${maxWait} s this node waits. Run the item again after that.`;
	return error;
}

function quotaWindowsError(
	caller: ApiCaller,
	failure: ApiFailure,
	request: ApiRequest,
): NodeApiError {
	const error = toNodeApiError(caller.functions.getNode(), failure, request);
	error.description = `The API's rate limit refused this request in ${QUOTA_WINDOWS_TRIED} windows in a row: other workflows or n8n workers spend the same quota. Run the item again later, or spread the workflows over time.`;
	return error;
}
