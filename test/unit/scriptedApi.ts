import type { IDataObject, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { actionNode } from './actionNode';

/** The instant the fake clock starts at in the tests that use a scripted API. */
export const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

export interface ScriptedAnswer {
	status: number;
	body?: unknown;
	headers?: Record<string, unknown>;
}

export interface SentRequest {
	/** When it was sent, in milliseconds after NOW_MS. */
	atMs: number;
	options: IHttpRequestOptions;
}

/**
 * What the API answers: the answers listed, in the order the requests are sent (the last one again
 * once they are spent), or the answer to each request as a function of it (a page of a list).
 */
export type Script = ScriptedAnswer[] | ((options: IHttpRequestOptions) => ScriptedAnswer);

/**
 * n8n's functions on an API that answers as `script` says, on an account of its own (the pacing
 * state is per account: Base URL and client id). `sent` is what reached the API and when, on
 * jest's fake clock.
 */
export function scriptedApi(clientId: string, script: Script) {
	const sent: SentRequest[] = [];
	const answerTo = (options: IHttpRequestOptions): ScriptedAnswer =>
		typeof script === 'function'
			? script(options)
			: script[Math.min(sent.length, script.length) - 1];
	const httpRequestWithAuthentication = async (_type: string, options: IHttpRequestOptions) => {
		sent.push({ atMs: Date.now() - NOW_MS, options });
		const { status, body, headers = {} } = answerTo(options);
		if (status < 300) return { statusCode: status, headers, body };
		throw Object.assign(new Error(`Request failed with status code ${status}`), {
			response: { status, headers, data: body },
		});
	};
	const functions = {
		getNode: () => actionNode,
		getCredentials: async () => ({
			baseUrl: 'https://api.example.com',
			clientId,
			clientSecret: 'secret',
		}),
		helpers: { httpRequestWithAuthentication },
	} as unknown as IExecuteFunctions;
	return { functions, sent, sentAt: () => sent.map(({ atMs }) => atMs) };
}

/** Runs the fake clock until the request is done: its answer, or the error it failed with. */
export async function outcome<T>(pending: Promise<T>): Promise<T | (Error & IDataObject)> {
	const settled = pending.catch((error: Error & IDataObject) => error);
	await jest.runAllTimersAsync();
	return await settled;
}
