import type { IHttpRequestOptions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { account, CREDENTIAL_TYPE } from './account';
import { readFailure, toNodeApiError } from './errors';
import { transportLimits } from './limits';
import { recordRateLimit } from './rateLimit';
import type { ApiCaller, ApiFailure, ApiRequest } from './types';
import { paceWithin, WaitAllowance } from './waitAllowance';

/** A file URL the API gives, absolute or relative to the API's origin. */
function resolveFileUrl(node: INode, fileUrl: string, baseUrl: string, itemIndex: number): URL {
	try {
		return new URL(fileUrl, `${new URL(baseUrl).origin}/`);
	} catch {
		throw new NodeOperationError(node, `The API gave a file URL that is not a URL: "${fileUrl}"`, {
			itemIndex,
		});
	}
}

interface FileResponse {
	body: ArrayBuffer | Buffer;
	headers: Record<string, unknown>;
	statusCode: number;
}

export interface DownloadedFile {
	body: Buffer;
	headers: Record<string, unknown>;
	/** Where the file was asked for (before any redirect to another host). */
	url: string;
}

const downloaded = (response: FileResponse, url: URL): DownloadedFile => ({
	body: Buffer.from(response.body as ArrayBuffer),
	headers: response.headers,
	url: url.href,
});

/**
 * Downloads a file the API links to (a relative link is on the API's origin). The bearer token
 * is sent only when the file is on the credential's own host; a file elsewhere (a storage or CDN
 * link), or a redirect from our host to another, is fetched without it.
 */
export async function downloadFile(
	caller: ApiCaller,
	fileUrl: string,
	itemIndex: number,
): Promise<DownloadedFile> {
	const { functions } = caller;
	const node = functions.getNode();
	const { baseUrl, key } = await account(functions);
	const url = resolveFileUrl(node, fileUrl, baseUrl, itemIndex);
	const request: ApiRequest = { method: 'GET', path: url.pathname, itemIndex };
	const options: IHttpRequestOptions = {
		method: 'GET',
		url: url.href,
		encoding: 'arraybuffer',
		returnFullResponse: true,
		timeout: transportLimits.requestTimeoutMs,
	};
	const withoutToken = async (href: string) => {
		try {
			const response = await functions.helpers.httpRequest({ ...options, url: href });
			return downloaded(response as FileResponse, url);
		} catch (error) {
			throw toNodeApiError(node, readFailure(error), request);
		}
	};
	if (url.host !== new URL(baseUrl).host) return await withoutToken(url.href);

	// The status is read here, not from a thrown error, which n8n 1.x leaves without the answer's
	// headers (see docs/n8n-notes.md, Errors of n8n's request helpers): a redirect's Location is
	// needed.
	await paceWithin(caller, new WaitAllowance(), key, itemIndex);
	let response: FileResponse;
	try {
		response = (await functions.helpers.httpRequestWithAuthentication.call(
			functions,
			CREDENTIAL_TYPE,
			{
				...options,
				disableFollowRedirect: true,
				ignoreHttpStatusErrors: true,
			},
		)) as FileResponse;
	} catch (error) {
		throw toNodeApiError(node, readFailure(error), request);
	}
	recordRateLimit(key, response.headers);
	if (response.statusCode < 300) return downloaded(response, url);
	const failure: ApiFailure = {
		status: response.statusCode,
		headers: response.headers,
		body: jsonOf(response.body),
		message: `The file request answered HTTP ${response.statusCode}`,
	};
	const location = redirectLocation(response.statusCode, response.headers, url);
	if (location && location.host !== url.host) return await withoutToken(location.href);
	throw toNodeApiError(node, failure, request);
}

function jsonOf(body: ArrayBuffer | Buffer): unknown {
	try {
		return JSON.parse(Buffer.from(body as ArrayBuffer).toString('utf8')) as unknown;
	} catch {
		return undefined;
	}
}

/** Where a redirect points: the caller has returned every answer below 300. */
function redirectLocation(
	status: number,
	headers: Record<string, unknown> | undefined,
	from: URL,
): URL | undefined {
	const location = headers?.location;
	if (status > 399) return undefined;
	if (typeof location !== 'string') return undefined;
	try {
		return new URL(location, from);
	} catch {
		return undefined;
	}
}
