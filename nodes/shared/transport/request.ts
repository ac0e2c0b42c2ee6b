import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { apiUrl, baseUrlProblem, normaliseBaseUrl } from './baseUrl';
import { readFailure, toNodeApiError } from './errors';
import { CONFIGURATION_INVALID, CREDENTIAL_INVALID } from './failure';
import { GET_RETRIES, transportLimits } from './limits';
import { backoffSeconds, paceDelay, paceTurn, recordRateLimit } from './rateLimit';
import { countRenewal, newRunTally, type RunTally } from './runTally';
import { waitOutRefusal } from './tooManyRequests';
import type {
	Answer,
	AnswerReader,
	ApiCaller,
	ApiContext,
	ApiFailure,
	ApiRequest,
	ApiResponse,
	HttpAnswer,
} from './types';
import { beginWrite } from './unconfirmedWrites';
import { WaitAllowance } from './waitAllowance';

export const CREDENTIAL_TYPE = 'assetLifecycleApi';

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
	return (await exchange(caller, request, jsonAnswer))?.body as Answer<C, IDataObject>;
}

/** `apiRequest` with the response headers beside the body. */
export async function apiResponse<C extends ApiCaller>(
	caller: C,
	request: ApiRequest,
): Promise<Answer<C, ApiResponse>> {
	return await exchange(caller, request, jsonAnswer);
}

/** An answer that is a JSON object; a write the API accepted stays accepted whatever its body. */
const jsonAnswer: AnswerReader<ApiResponse> = {
	options: { json: true },
	read({ body, headers }, request) {
		if (isJsonObject(body)) return { got: { body, headers } };
		if (request.method !== 'GET') return { got: { body: acceptedWithoutRecord(body), headers } };
		return {
			failure: {
				status: 502,
				message: 'The API answered with a malformed body (not a JSON object)',
			},
		};
	},
};

/**
 * One request as `apiRequest` describes it, its answer read by `reader`; undefined when the
 * caller's meter stopped it.
 */
export async function exchange<C extends ApiCaller, T>(
	caller: C,
	request: ApiRequest,
	reader: AnswerReader<T>,
): Promise<Answer<C, T>>;
export async function exchange<T>(
	caller: ApiCaller,
	request: ApiRequest,
	reader: AnswerReader<T>,
): Promise<T | undefined> {
	const { meter } = caller;
	// a meter that has stopped admits nothing more: the request is neither prepared nor paced
	if (meter && !meter.canSend()) return undefined;
	const { baseUrl, key } = await account(caller.functions);
	refuseDotSegment(caller, request);
	const options = requestOptions(caller, request, apiUrl(baseUrl, request.path), reader);
	const tally = caller.tally ?? newRunTally();
	const write = beginWrite<T>(caller.functions.getNode(), key, request, tally);
	if (write.keptResponse) return write.keptResponse;
	const allowance = new WaitAllowance(meter?.deadline);
	let refusals = 0;
	let transientRetries = 0;
	for (;;) {
		const paced = await tallied(
			tally,
			async () => await paceWithin(caller, allowance, key, request),
		);
		if (!paced) return stopped(caller, 'deadline');
		const sent = await sendOnce(caller, tally, key, options, (answer) =>
			reader.read(answer, request),
		);
		if ('stopped' in sent) return undefined;
		if ('got' in sent) {
			tally.answers += 1;
			write.answered(sent.got);
			return sent.got;
		}
		const { failure } = sent;
		if (failure.status === 429) {
			tally.refusals += 1;
			await tallied(
				tally,
				async () => await waitOutRefusal(caller, allowance, key, failure, request, refusals),
			);
			refusals += 1;
			continue;
		}
		const backoff = backoffSeconds(transientRetries);
		if (request.method === 'GET' && isTransient(failure) && transientRetries < GET_RETRIES) {
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

/** What n8n is asked to send: the answer in full, asked for as `reader` reads it; no redirect. */
function requestOptions(
	caller: ApiCaller,
	request: ApiRequest,
	pathUrl: string,
	reader: AnswerReader<unknown>,
): IHttpRequestOptions {
	return {
		method: request.method,
		url: request.url ?? pathUrl,
		qs: request.qs,
		body: request.body,
		returnFullResponse: true,
		disableFollowRedirect: true,
		timeout: caller.meter?.deadline.answerTimeoutMs ?? transportLimits.requestTimeoutMs,
		...reader.options,
	};
}

/** The API account a request goes to: its Base URL, and the key its rate-limit window has. */
export async function account(context: ApiContext): Promise<{ baseUrl: string; key: string }> {
	const credentials = await context.getCredentials(CREDENTIAL_TYPE);
	const problem = baseUrlProblem(credentials.baseUrl);
	if (problem) {
		throw new NodeOperationError(context.getNode(), problem, { failure: CREDENTIAL_INVALID });
	}
	const baseUrl = normaliseBaseUrl(credentials.baseUrl);
	return { baseUrl, key: `${baseUrl}#${String(credentials.clientId)}` };
}

/**
 * Waits as the account's rate-limit window asks; true once the request may be sent. A wait beyond
 * the allowance fails the request, unless a deadline cut it: then false, the request is not sent
 * and the poll ends there with its progress kept, leaving the quota to the workflows that need it.
 */
async function paceWithin(
	caller: ApiCaller,
	allowance: WaitAllowance,
	key: string,
	{ itemIndex }: ApiRequest,
): Promise<boolean> {
	const turn = paceTurn(key, allowance.remainingMs);
	if (turn !== undefined) {
		if (turn.waitMs > 0) await sleep(turn.waitMs);
		turn.waited();
		allowance.waitedSeconds += turn.delayMs / 1000;
		return true;
	}
	if (allowance.deadline) return false;
	throw new NodeOperationError(
		caller.functions.getNode(),
		"The API's rate limit allows no more requests until its window resets",
		{
			itemIndex,
			description: `The API said (RateLimit-Remaining 0) that its window resets later than the ${transportLimits.maxWaitSeconds} s this node waits; the request was not sent. Run the item again after the reset.`,
			failure: { cause: 'rate-limited', resetsAtEpochMs: Date.now() + paceDelay(key) },
		},
	);
}

/** Runs a wait on the rate limit (pacing before a request, or a 429's wait) and counts its time. */
async function tallied<T>(tally: RunTally, wait: () => Promise<T>): Promise<T> {
	const started = Date.now();
	try {
		return await wait();
	} finally {
		tally.rateLimitWaitMs += Date.now() - started;
	}
}

/**
 * One send: the answer as `read` reads it, or what went wrong; the rate-limit headers are recorded
 * either way. A metered caller's meter admits the request first and reads the quota from the
 * answer; a 429 stops its requests (a poll yields the quota to the others rather than wait for it).
 */
async function sendOnce<T>(
	caller: ApiCaller,
	tally: RunTally,
	key: string,
	options: IHttpRequestOptions,
	read: (answer: HttpAnswer) => { got: T } | { failure: ApiFailure },
): Promise<{ got: T } | { failure: ApiFailure } | { stopped: true }> {
	const { functions, meter } = caller;
	if (meter && !meter.admit()) return { stopped: true };
	let outcome: { got: T } | { failure: ApiFailure };
	let headers: Record<string, unknown> | undefined;
	try {
		// n8n's helper reads the credential and the run from `this`, so it is called on n8n's own
		// functions (see docs/n8n-notes.md, The request helper's `this`)
		const answer = (await functions.helpers.httpRequestWithAuthentication.call(
			functions,
			CREDENTIAL_TYPE,
			options,
		)) as HttpAnswer;
		headers = answer.headers;
		outcome = read(answer);
	} catch (error) {
		const failure = readFailure(error);
		headers = failure.headers;
		outcome = { failure };
	} finally {
		countRenewal(tally, options);
	}
	meter?.observe(headers);
	if (meter && 'failure' in outcome && outcome.failure.status === 429) {
		// the poll yields: its meter has read the quota, and the next poll starts afresh
		stopped(caller, 'rateLimited');
		return { stopped: true };
	}
	recordRateLimit(key, headers);
	return outcome;
}

/** The caller's meter stops its requests; the request was not sent (again). */
function stopped(caller: ApiCaller, reason: 'rateLimited' | 'deadline'): undefined {
	caller.meter?.stop(reason);
	return undefined;
}

/** "." or ".." as a path segment, plain or %-encoded (the URL standard treats them alike). */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

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

/** A server error, or a connection that broke or timed out (a network error code, no answer). */
function isTransient(failure: ApiFailure): boolean {
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined;
}

function isJsonObject(body: unknown): body is IDataObject {
	return typeof body === 'object' && body !== null && !Array.isArray(body);
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
