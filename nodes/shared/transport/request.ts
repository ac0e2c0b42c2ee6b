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
import {
	backoffSeconds,
	isQuotaRefusal,
	pace,
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

/** Longest a single request may spend waiting on 429 answers before its item fails. */
export const RATE_LIMIT_WAIT_BUDGET_SECONDS = 120;
/**
 * When several processes share the quota, a request refused by it can lose the race for the next
 * window to the others' requests, fairly, while the account makes progress. Such refusals count in
 * windows: the request tries this many fresh windows, each wait within the budget above.
 */
export const QUOTA_WINDOWS_TRIED = 5;
/** A GET that meets a 5xx or a broken connection is tried this many more times. */
export const GET_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 60_000;
const MIN_RATE_LIMIT_WAIT_SECONDS = 0.25;

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
 * reuse, refresh on 401), paces on the RateLimit-* headers, waits out 429s within a budget,
 * retries a GET on 5xx or a broken connection, never repeats a POST or PUT that may have been
 * processed, and turns every failure into a NodeApiError carrying the API's own text.
 */
export async function apiRequest(this: ApiContext, request: ApiRequest): Promise<IDataObject> {
	return (await apiResponse.call(this, request)).body;
}

/** `apiRequest` with the response headers beside the body. */
export async function apiResponse(this: ApiContext, request: ApiRequest): Promise<ApiResponse> {
	const { baseUrl, key } = await account(this);
	const options: IHttpRequestOptions = {
		method: request.method,
		url: apiUrl(baseUrl, request.path),
		qs: request.qs,
		body: request.body,
		json: true,
		returnFullResponse: true,
		timeout: REQUEST_TIMEOUT_MS,
	};

	let secondsWaitedOn429 = 0;
	let rateLimitAttempts = 0;
	let transientAttempts = 0;
	for (;;) {
		await pace(key);
		let failure: ApiFailure;
		try {
			const response = (await this.helpers.httpRequestWithAuthentication.call(
				this,
				CREDENTIAL_TYPE,
				options,
			)) as { body: unknown; headers: Record<string, unknown>; statusCode: number };
			recordRateLimit(key, response.headers);
			if (isJsonObject(response.body)) return { body: response.body, headers: response.headers };
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
			const wait = retryAfterSeconds(failure.headers, message) ?? backoffSeconds(rateLimitAttempts);
			rateLimitAttempts += 1;
			const quotaRefusal = isQuotaRefusal(failure.headers, message);
			if (quotaRefusal && rateLimitAttempts > QUOTA_WINDOWS_TRIED) {
				throw quotaWindowsError(this, failure, request);
			}
			const overBudget = quotaRefusal
				? wait > RATE_LIMIT_WAIT_BUDGET_SECONDS
				: secondsWaitedOn429 + wait > RATE_LIMIT_WAIT_BUDGET_SECONDS;
			if (overBudget) {
				throw rateLimitBudgetError(this, failure, request, secondsWaitedOn429, wait);
			}
			const spread = quotaRefusal ? restartSpread(key) : 0;
			await sleep(Math.max(wait, MIN_RATE_LIMIT_WAIT_SECONDS) * 1000 + spread);
			secondsWaitedOn429 += wait;
			continue;
		}
		if (request.method === 'GET' && isTransient(failure) && transientAttempts < GET_RETRIES) {
			await sleep(backoffSeconds(transientAttempts) * 1000);
			transientAttempts += 1;
			continue;
		}
		throw toNodeApiError(this.getNode(), failure, request);
	}
}

function rateLimitBudgetError(
	context: ApiContext,
	failure: ApiFailure,
	request: ApiRequest,
	waited: number,
	nextWait: number,
): NodeApiError {
	const error = toNodeApiError(context.getNode(), failure, request);
	error.description =
		waited > 0
			? `Waited ${Math.round(waited)} s on the API's rate limit and it still refuses; the next wait (${Math.round(nextWait)} s) would exceed the ${RATE_LIMIT_WAIT_BUDGET_SECONDS} s budget. Run the item again later.`
			: `The API asks to wait ${Math.round(nextWait)} s, longer than the ${RATE_LIMIT_WAIT_BUDGET_SECONDS} s this node waits. Run the item again after that.`;
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

/**
 * Downloads a file the API links to. The bearer token is sent only when the file is on the
 * credential's own host; a file elsewhere (a storage or CDN link) is fetched without it.
 */
export async function downloadFile(
	this: IExecuteFunctions,
	fileUrl: string,
	itemIndex: number,
): Promise<{ body: Buffer; headers: Record<string, unknown> }> {
	const { baseUrl, key } = await account(this);
	const sameHost = new URL(fileUrl).host === new URL(baseUrl).host;
	const options: IHttpRequestOptions = {
		method: 'GET',
		url: fileUrl,
		encoding: 'arraybuffer',
		returnFullResponse: true,
		timeout: REQUEST_TIMEOUT_MS,
	};
	try {
		if (sameHost) await pace(key);
		const response = (
			sameHost
				? await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, options)
				: await this.helpers.httpRequest(options)
		) as { body: ArrayBuffer | Buffer; headers: Record<string, unknown> };
		if (sameHost) recordRateLimit(key, response.headers);
		return { body: Buffer.from(response.body as ArrayBuffer), headers: response.headers };
	} catch (error) {
		throw toNodeApiError(this.getNode(), readFailure(error), { method: 'GET', itemIndex });
	}
}
