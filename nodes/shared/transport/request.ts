import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { account, CREDENTIAL_TYPE } from './account';
import { apiUrl } from './baseUrl';
import { DeadlineReached, deadlineOf } from './deadline';
import { readFailure, toNodeApiError } from './errors';
import { CONFIGURATION_INVALID } from './failure';
import { transportLimits } from './limits';
import { backoffSeconds, recordRateLimit } from './rateLimit';
import { waitOutRefusal } from './tooManyRequests';
import { paceWithin, WaitAllowance } from './waitAllowance';
import { countRenewal, talliedWait, runTallyOf } from './runTally';
import type { ApiContext, ApiFailure, ApiRequest, ApiResponse } from './types';

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
 * POST or PUT that may have been processed; never follows a redirect (n8n sends the Authorization
 * header on to whatever host a redirect names: see docs/n8n-notes.md, Cross-origin redirects); and
 * turns every failure into a NodeApiError carrying the API's own text.
 */
export async function apiRequest(this: ApiContext, request: ApiRequest): Promise<IDataObject> {
	return (await apiResponse.call(this, request)).body;
}

/** `apiRequest` with the response headers beside the body. */
export async function apiResponse(this: ApiContext, request: ApiRequest): Promise<ApiResponse> {
	const { baseUrl, key } = await account(this);
	refuseDotSegment(this, request);
	const deadline = deadlineOf(this);
	const options: IHttpRequestOptions = {
		method: request.method,
		url: apiUrl(baseUrl, request.path),
		qs: request.qs,
		body: request.body,
		json: true,
		returnFullResponse: true,
		disableFollowRedirect: true,
		timeout: deadline?.answerTimeoutMs ?? transportLimits.requestTimeoutMs,
	};
	const isWrite = request.method !== 'GET';

	const allowance = new WaitAllowance(deadline);
	let refusals = 0;
	let transientRetries = 0;
	for (;;) {
		await talliedWait(this, async () => await paceWithin(this, allowance, key, request.itemIndex));
		const sent = await sendOnce(this, key, options, isWrite);
		if ('response' in sent) {
			runTallyOf(this).answers += 1;
			return sent.response;
		}
		const { failure } = sent;

		if (failure.status === 429) {
			runTallyOf(this).refusals += 1;
			await talliedWait(
				this,
				async () => await waitOutRefusal(this, allowance, key, failure, request, refusals),
			);
			refusals += 1;
			continue;
		}
		const backoff = backoffSeconds(transientRetries);
		if (!isWrite && isTransient(failure) && transientRetries < GET_RETRIES) {
			if (allowance.cutByDeadline(backoff)) throw new DeadlineReached(this.getNode());
			if (allowance.allows(backoff)) {
				await allowance.wait(backoff);
				transientRetries += 1;
				continue;
			}
		}
		throw toNodeApiError(this.getNode(), failure, request);
	}
}

/** A path with a "." or ".." segment would reach another endpoint: refused before it is sent. */
function refuseDotSegment(context: ApiContext, request: ApiRequest): void {
	const dotSegment = request.path.split('/').find((segment) => DOT_SEGMENT.test(segment));
	if (dotSegment === undefined) return;
	throw new NodeOperationError(
		context.getNode(),
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
 */
async function sendOnce(
	context: ApiContext,
	key: string,
	options: IHttpRequestOptions,
	isWrite: boolean,
): Promise<{ response: ApiResponse } | { failure: ApiFailure }> {
	try {
		const response = (await context.helpers.httpRequestWithAuthentication.call(
			context,
			CREDENTIAL_TYPE,
			options,
		)) as { body: unknown; headers: Record<string, unknown>; statusCode: number };
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
		recordRateLimit(key, failure.headers);
		return { failure };
	} finally {
		countRenewal(context, options);
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
