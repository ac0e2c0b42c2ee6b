/**
 * downloadFile on scripted answers: n8n's request helpers answering as they do with
 * ignoreHttpStatusErrors (any status is returned, not thrown), under jest's fake timers. Which
 * answers are a file, which redirects are followed and with or without the token, what an
 * answer that is neither says, and how a file answer paces the account.
 */
import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { downloadFile } from '../../nodes/shared/transport/download';
import { newRunTally, renewalMade, renewalSigned } from '../../nodes/shared/transport/runTally';
import { actionNode } from './actionNode';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const API = 'https://api.example.com';
const FILE_URL = `${API}/files/retrieve?label=4829173-60001`;
const PDF = Buffer.from('%PDF-1.4 label');

interface ScriptedAnswer {
	status: number;
	body?: Buffer;
	headers?: Record<string, unknown>;
}

/**
 * n8n's functions on an account of its own (pacing is per account), and what they sent;
 * `signing`, when given, is what n8n runs in the credential while it signs a request.
 */
function scriptedHelpers(
	clientId: string,
	answerOf: (url: string) => ScriptedAnswer,
	signing?: (credentials: object, options: IHttpRequestOptions) => void,
) {
	const credentials = { baseUrl: API, clientId, clientSecret: 'secret' };
	const sent: Array<{ atMs: number; url: string; withToken: boolean }> = [];
	const answer = (options: IHttpRequestOptions, withToken: boolean) => {
		sent.push({ atMs: Date.now() - NOW_MS, url: options.url, withToken });
		const { status, body = Buffer.alloc(0), headers = {} } = answerOf(options.url);
		return { statusCode: status, headers, body };
	};
	const functions = {
		getNode: () => actionNode,
		getCredentials: async () => credentials,
		helpers: {
			httpRequestWithAuthentication: async (_type: string, options: IHttpRequestOptions) => {
				signing?.(credentials, options);
				return answer(options, true);
			},
			httpRequest: async (options: IHttpRequestOptions) => answer(options, false),
		},
	} as unknown as IExecuteFunctions;
	return { functions, sent };
}

async function outcome<T>(pending: Promise<T>): Promise<T | Error> {
	const settled = pending.catch((error: Error) => error);
	await jest.runAllTimersAsync();
	return await settled;
}

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

describe('a redirect of a file on the API host', () => {
	test.each([300, 302, 399])(
		'answered %i, to another host, is fetched from there without the token',
		async (status) => {
			const target = 'https://files.example.net/labels/4829173-60001.pdf';
			const api = scriptedHelpers(`redirect-${status}`, (url) =>
				url === FILE_URL ? { status, headers: { location: target } } : { status: 200, body: PDF },
			);
			const file = await outcome(downloadFile({ functions: api.functions }, FILE_URL, 0));
			expect(file).toMatchObject({ body: PDF, url: FILE_URL });
			expect(api.sent.map(({ url, withToken }) => [url, withToken])).toEqual([
				[FILE_URL, true],
				[target, false],
			]);
		},
	);

	test('to the same host is not followed: the error names where it pointed', async () => {
		const api = scriptedHelpers('redirect-same-host', (url) =>
			url === FILE_URL
				? { status: 302, headers: { location: '/files/other.pdf' } }
				: { status: 200, body: PDF },
		);
		const error = await outcome(downloadFile({ functions: api.functions }, FILE_URL, 0));
		expect(error).toMatchObject({
			message:
				"The API answered with a redirect to /files/other.pdf (HTTP 302). It was not followed, so that the access token goes only to the credential's Base URL: check the Base URL.",
			httpCode: '302',
		});
		expect(api.sent).toHaveLength(1);
	});
});

describe('a file request the API refuses', () => {
	test('a 404 is its error, even with a Location to another host, which is not fetched', async () => {
		const api = scriptedHelpers('not-found-location', () => ({
			status: 404,
			body: Buffer.from(JSON.stringify({ success: false, message: 'Label file not found' })),
			headers: { location: 'https://files.example.net/labels/4829173-60001.pdf' },
		}));
		const error = await outcome(downloadFile({ functions: api.functions }, FILE_URL, 0));
		expect(error).toMatchObject({ message: 'Label file not found', httpCode: '404' });
		expect(api.sent).toHaveLength(1);
	});

	test('an answer without JSON text says the HTTP status the file request got', async () => {
		const api = scriptedHelpers('not-found-html', () => ({
			status: 410,
			body: Buffer.from('<html><body>Gone</body></html>'),
		}));
		const error = await outcome(downloadFile({ functions: api.functions }, FILE_URL, 0));
		expect(error).toMatchObject({ message: 'The file request answered HTTP 410', httpCode: '410' });
	});
});

test("the RateLimit-* headers of a file answer pace the account's next request", async () => {
	const api = scriptedHelpers('paced-by-file', () => ({
		status: 200,
		body: PDF,
		headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '5' },
	}));
	const caller = { functions: api.functions };
	expect(await outcome(downloadFile(caller, FILE_URL, 0))).toMatchObject({ body: PDF });
	expect(await outcome(downloadFile(caller, FILE_URL, 1))).toMatchObject({ body: PDF });
	expect(api.sent.map(({ atMs }) => atMs)).toEqual([0, 5000]);
});

describe('a file on the API host goes the way of every API request', () => {
	/** Answers in turn, the last one again once they are spent. */
	const inTurn = (answers: ScriptedAnswer[]) => {
		let sent = 0;
		return () => answers[Math.min(sent++, answers.length - 1)];
	};
	const pdf: ScriptedAnswer = { status: 200, body: PDF };

	test('a 503 is asked for again after the backoff, as a GET is', async () => {
		const api = scriptedHelpers('file-503', inTurn([{ status: 503 }, pdf]));
		const tally = newRunTally();
		const file = await outcome(downloadFile({ functions: api.functions, tally }, FILE_URL, 0));
		expect(file).toMatchObject({ body: PDF, url: FILE_URL });
		expect(api.sent.map(({ atMs, withToken }) => [atMs, withToken])).toEqual([
			[0, true],
			[1000, true],
		]);
		expect(tally).toMatchObject({ answers: 1, refusals: 0 });
	});

	test("a 429 is waited out as the API asks, then asked for again; the run's tally counts both", async () => {
		const refused: ScriptedAnswer = {
			status: 429,
			body: Buffer.from(JSON.stringify({ success: false, message: 'Slow down' })),
			headers: { 'retry-after': '3' },
		};
		const api = scriptedHelpers('file-429', inTurn([refused, pdf]));
		const tally = newRunTally();
		const file = await outcome(downloadFile({ functions: api.functions, tally }, FILE_URL, 0));
		expect(file).toMatchObject({ body: PDF });
		expect(api.sent.map(({ atMs }) => atMs)).toEqual([0, 3000]);
		expect(tally).toMatchObject({ answers: 1, refusals: 1, rateLimitWaitMs: 3000 });
	});

	test("a login the file request needed is counted in the run's tally", async () => {
		const api = scriptedHelpers('file-login', inTurn([pdf]), (credentials, options) => {
			// what n8n runs inside the request: the credential's preAuthentication, then authenticate
			renewalMade(credentials, 'login');
			renewalSigned(credentials, options);
		});
		const tally = newRunTally();
		await outcome(downloadFile({ functions: api.functions, tally }, FILE_URL, 0));
		expect(tally).toMatchObject({ logins: 1, refreshes: 0, answers: 1 });
	});
});
