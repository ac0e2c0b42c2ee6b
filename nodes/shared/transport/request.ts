import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { apiUrl, baseUrlProblem, normaliseBaseUrl } from './baseUrl';
import { apiMessage, readFailure, toNodeApiError, type ApiFailure } from './errors';
import { transportLimits } from './limits';
import {
	backoffSeconds,
	isQuotaRefusal,
	pace,
	rateLimitWaitSeconds,
	recordRateLimit,
	restartSpread,
	retryAfterSeconds,
} from './rateLimit';

export const CREDENTIAL_TYPE = 'assetLifecycleApi';

export type ApiContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export interface ApiRequest {
	method: IHttpRequestMethods;
	/** Path after /api/v1, with ids already encoded by `pathSegment`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
}

/** A request answered 429 (not the quota's own refusal) is sent again at most this many times. */
export const RATE_LIMIT_RETRIES = 6;
/**
 * When several processes share the quota, a request refused by it can lose the race for the next
 * window to the others' requests, fairly, while the account makes progress. Such refusals count in
 * windows: the request tries this many fresh windows, each wait within the wait budget.
 */
export const QUOTA_WINDOWS_TRIED = 5;
/** A GET that meets a 5xx or a broken connection is tried this many more times. */
export const GET_RETRIES = 3;

/** "." or ".." as a path segment, plain or %-encoded (the URL standard treats them alike). */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

interface Account {
	baseUrl: string;
	key: string;
}

async function account(context: ApiContext): Promise<Account> {
	const credentials = await context.getCredentials(CREDENTIAL_TYPE);
	const problem = baseUrlProblem(credentials.baseUrl);
	if (problem) throw new NodeOperationError(context.getNode(), problem);
	const baseUrl = normaliseBaseUrl(credentials.baseUrl);
	return { baseUrl, key: `${baseUrl}#${String(credentials.clientId)}` };
}

/** The time one request has spent waiting, against `transportLimits.waitBudgetSeconds`. */
class WaitBudget {
	waitedSeconds = 0;

	get remainingMs(): number {
		return Math.max(0, (transportLimits.waitBudgetSeconds - this.waitedSeconds) * 1000);
	}

	allows(seconds: number): boolean {
		return this.waitedSeconds + seconds <= transportLimits.waitBudgetSeconds;
	}

	async wait(seconds: number) {
		await sleep(seconds * 1000);
		this.waitedSeconds += seconds;
	}
}

/** A server error, or a connection that broke or timed out (a network error code, no answer). */
function isTransient(failure: ApiFailure): boolean {
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined;
}

function isJsonObject(body: unknown): body is IDataObject {
	return typeof body === 'object' && body !== null && !Array.isArray(body);
}

export interface ApiResponse {
	body: IDataObject;
	/** Response headers, names in lower case (the trigger reads the API's clock from `date`). */
	headers: Record<string, unknown>;
}

/**
 * The one way this package talks to the API. Authenticates through the credential (login, token
 * reuse, refresh on 401), paces on the RateLimit-* headers, waits out 429s and backs off before
 * retrying a GET on 5xx or a broken connection, all within one wait budget; never repeats a POST
 * or PUT that may have been processed; never follows a redirect (n8n-core sends the Authorization
 * header on to whatever host a redirect names unless told otherwise: its
 * `sendCredentialsOnCrossOriginRedirect` defaults to true in n8n 1.123 and 2.41); and turns every
 * failure into a NodeApiError carrying the API's own text.
 */
export async function apiRequest(this: ApiContext, request: ApiRequest): Promise<IDataObject> {
	return (await apiResponse.call(this, request)).body;
}

/** `apiRequest` with the response headers beside the body. */
export async function apiResponse(this: ApiContext, request: ApiRequest): Promise<ApiResponse> {
	const { baseUrl, key } = await account(this);
	const dotSegment = request.path.split('/').find((segment) => DOT_SEGMENT.test(segment));
	if (dotSegment !== undefined) {
		throw new NodeOperationError(
			this.getNode(),
			`"${decodeURIComponent(dotSegment)}" is not an ID: a URL resolves it, even encoded, to another endpoint`,
			{ itemIndex: request.itemIndex, description: 'Nothing was sent to the API.' },
		);
	}
	const options: IHttpRequestOptions = {
		method: request.method,
		url: apiUrl(baseUrl, request.path),
		qs: request.qs,
		body: request.body,
		json: true,
		returnFullResponse: true,
		disableFollowRedirect: true,
		timeout: transportLimits.requestTimeoutMs,
	};
	const isWrite = request.method !== 'GET';

	const budget = new WaitBudget();
	let rateLimitRetries = 0;
	let transientRetries = 0;
	for (;;) {
		await paceWithin(this, budget, key, request);
		let failure: ApiFailure;
		try {
			const response = (await this.helpers.httpRequestWithAuthentication.call(
				this,
				CREDENTIAL_TYPE,
				options,
			)) as { body: unknown; headers: Record<string, unknown>; statusCode: number };
			recordRateLimit(key, response.headers);
			if (isJsonObject(response.body)) return { body: response.body, headers: response.headers };
			// A write the API accepted stays accepted whatever its body looks like.
			if (isWrite) return { body: acceptedWithoutRecord(response.body), headers: response.headers };
			failure = {
				status: 502,
				message: 'The API answered with a malformed body (not a JSON object)',
			};
		} catch (error) {
			failure = readFailure(error);
			recordRateLimit(key, failure.headers);
		}

		if (failure.status === 429) {
			const message = apiMessage(failure.body);
			const wait = rateLimitWaitSeconds(
				retryAfterSeconds(failure.headers, message),
				rateLimitRetries,
			);
			rateLimitRetries += 1;
			if (isQuotaRefusal(failure.headers, message)) {
				// The quota's refusal: each try waits for a fresh window, within the budget, spread
				// among the processes that share the quota so they do not all send at its start.
				if (rateLimitRetries > QUOTA_WINDOWS_TRIED) throw quotaWindowsError(this, failure, request);
				if (wait > transportLimits.waitBudgetSeconds) {
					throw rateLimitBudgetError(this, failure, request, 0, wait);
				}
				await sleep(wait * 1000 + restartSpread(key));
			} else {
				if (rateLimitRetries > RATE_LIMIT_RETRIES || !budget.allows(wait)) {
					throw rateLimitBudgetError(this, failure, request, budget.waitedSeconds, wait);
				}
				await budget.wait(wait);
			}
			continue;
		}
		const backoff = backoffSeconds(transientRetries);
		if (
			!isWrite &&
			isTransient(failure) &&
			transientRetries < GET_RETRIES &&
			budget.allows(backoff)
		) {
			await budget.wait(backoff);
			transientRetries += 1;
			continue;
		}
		throw toNodeApiError(this.getNode(), failure, request);
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

/** Waits as the rate-limit window asks, or fails the request if that is beyond its budget. */
async function paceWithin(
	context: ApiContext,
	budget: WaitBudget,
	key: string,
	request: ApiRequest,
): Promise<void> {
	const waitedMs = await pace(key, budget.remainingMs);
	if (waitedMs !== undefined) {
		budget.waitedSeconds += waitedMs / 1000;
		return;
	}
	throw new NodeOperationError(
		context.getNode(),
		"The API's rate limit allows no more requests until its window resets",
		{
			itemIndex: request.itemIndex,
			description: `The API said (RateLimit-Remaining 0) that its window resets later than the ${transportLimits.waitBudgetSeconds} s this node waits; the request was not sent. Run the item again after the reset.`,
		},
	);
}

function rateLimitBudgetError(
	context: ApiContext,
	failure: ApiFailure,
	request: ApiRequest,
	waited: number,
	nextWait: number,
): NodeApiError {
	const error = toNodeApiError(context.getNode(), failure, request);
	const budget = transportLimits.waitBudgetSeconds;
	error.description =
		waited > 0
			? `Waited ${Math.round(waited)} s on the API's rate limit and it still refuses; sending again would exceed the ${budget} s budget or the ${RATE_LIMIT_RETRIES} retries this node allows. Run the item again later.`
			: `The API asks to wait ${Math.round(nextWait)} s, longer than the ${budget} s this node waits. Run the item again after that.`;
	return error;
}

function quotaWindowsError(
	context: ApiContext,
	failure: ApiFailure,
	request: ApiRequest,
): NodeApiError {
	const error = toNodeApiError(context.getNode(), failure, request);
	error.description = `The API's rate limit refused this request in ${QUOTA_WINDOWS_TRIED} windows in a row: other workflows or n8n workers spend the same quota. Run the item again later, or spread the workflows over time.`;
	return error;
}

/** A file URL the API gives, absolute or relative to the API's origin. */
function resolveFileUrl(
	context: IExecuteFunctions,
	fileUrl: string,
	baseUrl: string,
	itemIndex: number,
): URL {
	try {
		return new URL(fileUrl, `${new URL(baseUrl).origin}/`);
	} catch {
		throw new NodeOperationError(
			context.getNode(),
			`The API gave a file URL that is not a URL: "${fileUrl}"`,
			{
				itemIndex,
			},
		);
	}
}

/**
 * Downloads a file the API links to (a relative link is on the API's origin). The bearer token
 * is sent only when the file is on the credential's own host; a file elsewhere (a storage or CDN
 * link), or a redirect from our host to another, is fetched without it.
 */
export async function downloadFile(
	this: IExecuteFunctions,
	fileUrl: string,
	itemIndex: number,
): Promise<{ body: Buffer; headers: Record<string, unknown>; url: string }> {
	const { baseUrl, key } = await account(this);
	const url = resolveFileUrl(this, fileUrl, baseUrl, itemIndex);
	const request: ApiRequest = { method: 'GET', path: url.pathname, itemIndex };
	const options: IHttpRequestOptions = {
		method: 'GET',
		url: url.href,
		encoding: 'arraybuffer',
		returnFullResponse: true,
		timeout: transportLimits.requestTimeoutMs,
	};
	type FileResponse = {
		body: ArrayBuffer | Buffer;
		headers: Record<string, unknown>;
		statusCode: number;
	};
	const fileOf = (response: FileResponse) => ({
		body: Buffer.from(response.body as ArrayBuffer),
		headers: response.headers,
		url: url.href,
	});
	const withoutToken = async (href: string) => {
		try {
			return fileOf((await this.helpers.httpRequest({ ...options, url: href })) as FileResponse);
		} catch (error) {
			throw toNodeApiError(this.getNode(), readFailure(error), request);
		}
	};
	if (url.host !== new URL(baseUrl).host) return await withoutToken(url.href);

	// The status is read here, not from a thrown error: n8n 1.x's NodeApiError drops the answer's
	// headers (n8n-workflow 1.x keeps no cause), and a redirect's Location is needed.
	await paceWithin(this, new WaitBudget(), key, request);
	let response: FileResponse;
	try {
		response = (await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, {
			...options,
			disableFollowRedirect: true,
			ignoreHttpStatusErrors: true,
		})) as FileResponse;
	} catch (error) {
		throw toNodeApiError(this.getNode(), readFailure(error), request);
	}
	recordRateLimit(key, response.headers);
	if (response.statusCode < 300) return fileOf(response);
	const failure: ApiFailure = {
		status: response.statusCode,
		headers: response.headers,
		body: jsonOf(response.body),
		message: `The file request answered HTTP ${response.statusCode}`,
	};
	const location = redirectLocation(failure, url);
	if (location && location.host !== url.host) return await withoutToken(location.href);
	throw toNodeApiError(this.getNode(), failure, request);
}

function jsonOf(body: ArrayBuffer | Buffer): unknown {
	try {
		return JSON.parse(Buffer.from(body as ArrayBuffer).toString('utf8')) as unknown;
	} catch {
		return undefined;
	}
}

function redirectLocation(failure: ApiFailure, from: URL): URL | undefined {
	const location = failure.headers?.location;
	if (!failure.status || failure.status < 300 || failure.status > 399) return undefined;
	if (typeof location !== 'string') return undefined;
	try {
		return new URL(location, from);
	} catch {
		return undefined;
	}
}
