import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { account, CREDENTIAL_TYPE } from './account';
import { apiUrl } from './baseUrl';
import { readFailure, toNodeApiError } from './errors';
import { CONFIGURATION_INVALID } from './failure';
import { transportLimits } from './limits';
import { backoffSeconds, recordRateLimit } from './rateLimit';
import { countRenewal, newRunTally, talliedWait, type RunTally } from './runTally';
import { waitOutRefusal } from './tooManyRequests';
import type { Answer, ApiCaller, ApiFailure, ApiRequest, ApiResponse } from './types';
import { beginWrite } from './unconfirmedWrites';
import { paceWithin, WaitAllowance } from './waitAllowance';

/** A GET that meets a 5xx or a broken connection is tried this many more times. */
export const GET_RETRIES = 3;

/** "." or ".." as a path segment, plain or %-encoded (the URL standard treats them alike). */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/** A server error, or a connection that broke or timed out (a network error code, no answer). */
function isTransient(failure: ApiFailure): boolean {
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined;
}

function isJsonObject(body: unknown): body is IDataObject {
	return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * The one way this package talks to the API. Authenticates through the credential (login, token
 * reuse, refresh on 401), paces on the RateLimit-* headers, waits out 429s and backs off before
 * retrying a GET on 5xx or a broken connection, all within one wait allowance; never repeats a
 * POST or PUT that may have been processed, and holds back the same write sent again while its
 * outcome is unknown, where the write says the API does not deduplicate it (unconfirmedWrites.ts);
 * never follows a redirect (n8n sends the Authorization header on to whatever host a redirect
 * names: see docs/n8n-notes.md, Cross-origin redirects); and turns every failure into a
 * NodeApiError carrying the API's own text. A caller with a meter (a trigger's poll) gets undefined
 * for a request its meter stopped.
 */
export async function apiRequest<C extends ApiCaller>(
	caller: C,
	request: ApiRequest,
): Promise<Answer<C, IDataObject>> {
	// undefined only when the caller's meter stopped the request, which Answer says
	return (await exchange(caller, request))?.body as Answer<C, IDataObject>;
}

/** `apiRequest` with the response headers beside the body. */
export async function apiResponse<C extends ApiCaller>(
	caller: C,
	request: ApiRequest,
): Promise<Answer<C, ApiResponse>> {
	return (await exchange(caller, request)) as Answer<C, ApiResponse>;
}

/** One request as `apiRequest` describes it; undefined when the caller's meter stopped it. */
async function exchange(caller: ApiCaller, request: ApiRequest): Promise<ApiResponse | undefined> {
	const { meter } = caller;
	// a meter that has stopped admits nothing more: the request is neither prepared nor paced
	if (meter && !meter.canSend()) return undefined;
	const { baseUrl, key } = await account(caller.functions);
	refuseDotSegment(caller, request);
	const options: IHttpRequestOptions = {
		method: request.method,
		url: apiUrl(baseUrl, request.path),
		qs: request.qs,
		body: request.body,
		json: true,
		returnFullResponse: true,
		disableFollowRedirect: true,
		timeout: meter?.deadline.answerTimeoutMs ?? transportLimits.requestTimeoutMs,
	};
	const isWrite = request.method !== 'GET';
	const tally = caller.tally ?? newRunTally();
	const write = beginWrite(caller.functions.getNode(), key, request, tally);
	if (write.keptResponse) return write.keptResponse;
	const allowance = new WaitAllowance(meter?.deadline);
	let refusals = 0;
	let transientRetries = 0;
	for (;;) {
		const paced = await talliedWait(
			tally,
			async () => await paceWithin(caller, allowance, key, request.itemIndex),
		);
		if (!paced) return stopped(caller, 'deadline');
		const sent = await sendOnce(caller, tally, key, options, isWrite);
		if ('stopped' in sent) return undefined;
		if ('response' in sent) {
			tally.answers += 1;
			write.answered(sent.response);
			return sent.response;
		}
		const { failure } = sent;

		if (failure.status === 429) {
			tally.refusals += 1;
			await talliedWait(
				tally,
				async () => await waitOutRefusal(caller, allowance, key, failure, request, refusals),
			);
			refusals += 1;
			continue;
		}
		const backoff = backoffSeconds(transientRetries);
		if (!isWrite && isTransient(failure) && transientRetries < GET_RETRIES) {
			if (allowance.cutByDeadline(backoff)) return stopped(caller, 'deadline');
			if (allowance.allows(backoff)) {
				await allowance.wait(backoff);
				transientRetries += 1;
				continue;
			}
		}
		throw write.failed(failure, toNodeApiError(caller.functions.getNode(), failure, request));
	}
}

/** The caller's meter stops its requests; the request was not sent (again). */
function stopped(caller: ApiCaller, reason: 'rateLimited' | 'deadline'): undefined {
	caller.meter?.stop(reason);
	return undefined;
}

/** A path with a "." or ".." segment would reach another endpoint: refused before it is sent. */
function refuseDotSegment(caller: ApiCaller, request: ApiRequest): void {
	const dotSegment = request.path.split('/').find((segment) => DOT_SEGMENT.test(segment));
	if (dotSegment === undefined) return;
	throw new NodeOperationError(
		caller.functions.getNode(),
		`"${decodeURIComponent(dotSegment)}" is not an ID: a URL resolves it, even encoded, to another endpoint`,
		{
			itemIndex: request.itemIndex,
			description: 'Nothing was sent to the API.',
			failure: CONFIGURATION_INVALID,
		},
	);
}

/**
 * One send: the API's answer, or what went wrong; the rate-limit headers are recorded either way.
 * A metered caller's meter admits the request first and reads the quota from the answer; a 429
 * stops its requests (a poll yields the quota to the others rather than wait for it).
 */
async function sendOnce(
	caller: ApiCaller,
	tally: RunTally,
	key: string,
	options: IHttpRequestOptions,
	isWrite: boolean,
): Promise<{ response: ApiResponse } | { failure: ApiFailure } | { stopped: true }> {
	const { functions, meter } = caller;
	if (meter && !meter.admit()) return { stopped: true };
	try {
		const response = (await functions.helpers.httpRequestWithAuthentication.call(
			functions,
			CREDENTIAL_TYPE,
			options,
		)) as { body: unknown; headers: Record<string, unknown>; statusCode: number };
		meter?.observe(response.headers);
		recordRateLimit(key, response.headers);
		const { headers } = response;
		if (isJsonObject(response.body)) return { response: { body: response.body, headers } };
		// A write the API accepted stays accepted whatever its body looks like.
		if (isWrite) return { response: { body: acceptedWithoutRecord(response.body), headers } };
		return {
			failure: {
				status: 502,
				message: 'The API answered with a malformed body (not a JSON object)',
			},
		};
	} catch (error) {
		const failure = readFailure(error);
		meter?.observe(failure.headers);
		if (meter && failure.status === 429) {
			// the poll yields: its meter has read the quota, and the next poll starts afresh
			stopped(caller, 'rateLimited');
			return { stopped: true };
		}
		recordRateLimit(key, failure.headers);
		return { failure };
	} finally {
		countRenewal(tally, options);
	}
}

/** What a write answered 2xx with a body that is no JSON object outputs: that it was accepted. */
function acceptedWithoutRecord(body: unknown): IDataObject {
	const answer = typeof body === 'string' ? body.slice(0, 500) : (body as IDataObject[] | null);
	return {
		success: true,
		message: 'The API accepted the request but answered without a JSON object',
		answer: answer ?? null,
	};
}
