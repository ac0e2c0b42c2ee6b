import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readFailure, toNodeApiError } from './errors';
import { transportLimits } from './limits';
import { account, exchange } from './request';
import type { Answer, AnswerReader, ApiCaller, ApiContext, ApiRequest } from './types';

export interface DownloadedFile {
	body: Buffer;
	headers: Record<string, unknown>;
	/** Where the file was asked for (before any redirect to another host). */
	url: string;
}

/** A file answer on the API's host: the file, or a redirect to another host. */
type FileAnswer = { file: DownloadedFile } | { elsewhere: URL };

/**
 * Downloads a file the API links to (a relative link is on the API's origin). A file on the
 * credential's own host is asked for as every API request is (exchange: the token and its renewal,
 * pacing, 429s waited out, a GET's retries, the run's tally), its bytes whatever their type. The
 * bearer token goes only there: a file elsewhere (a storage or CDN link), or a redirect from our
 * host to another, is fetched without it, by n8n's plain request: not the API, so neither paced on
 * the API's rate limit nor counted in its quota.
 */
export async function downloadFile<C extends ApiCaller>(
	caller: C,
	fileUrl: string,
	itemIndex: number,
): Promise<Answer<C, DownloadedFile>> {
	const { baseUrl } = await account(caller.functions);
	const url = resolveFileUrl(caller.functions.getNode(), fileUrl, baseUrl, itemIndex);
	const request: ApiRequest = { method: 'GET', path: url.pathname, url: url.href, itemIndex };
	const answer: FileAnswer | undefined =
		url.host === new URL(baseUrl).host
			? await exchange(caller, request, fileAnswer(url))
			: { elsewhere: url };
	// undefined only when the caller's meter stopped the request, which Answer says
	if (answer === undefined || 'file' in answer) return answer?.file as Answer<C, DownloadedFile>;
	return (await withoutToken(caller.functions, answer.elsewhere, url, request)) as Answer<
		C,
		DownloadedFile
	>;
}

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

/**
 * A file's answer, asked for whatever its status and read here: a thrown error of n8n 1.x has no
 * headers (see docs/n8n-notes.md, Errors of n8n's request helpers), and a redirect's Location is
 * needed.
 */
function fileAnswer(url: URL): AnswerReader<FileAnswer> {
	return {
		options: { encoding: 'arraybuffer', ignoreHttpStatusErrors: true },
		read({ statusCode, headers, body }) {
			if (statusCode < 300) return { got: { file: downloaded(body, headers, url) } };
			const location = redirectLocation(statusCode, headers, url);
			if (location && location.host !== url.host) return { got: { elsewhere: location } };
			return {
				failure: {
					status: statusCode,
					headers,
					body: jsonOf(body),
					message: `The file request answered HTTP ${statusCode}`,
				},
			};
		},
	};
}

async function withoutToken(
	functions: ApiContext,
	href: URL,
	askedFor: URL,
	request: ApiRequest,
): Promise<DownloadedFile> {
	try {
		const response = (await functions.helpers.httpRequest({
			method: 'GET',
			url: href.href,
			encoding: 'arraybuffer',
			returnFullResponse: true,
			timeout: transportLimits.requestTimeoutMs,
		})) as { body: unknown; headers: Record<string, unknown> };
		return downloaded(response.body, response.headers, askedFor);
	} catch (error) {
		throw toNodeApiError(functions.getNode(), readFailure(error), request);
	}
}

const downloaded = (body: unknown, headers: Record<string, unknown>, url: URL): DownloadedFile => ({
	body: Buffer.from(body as ArrayBuffer),
	headers,
	url: url.href,
});

function jsonOf(body: unknown): unknown {
	try {
		return JSON.parse(Buffer.from(body as ArrayBuffer).toString('utf8')) as unknown;
	} catch {
		return undefined;
	}
}

/** Where a redirect points: the reader has returned every answer below 300. */
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
