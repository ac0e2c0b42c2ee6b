/**
 * The credential's login and refresh, and the POST they go through, on answers written here: what
 * each answer gives (a token, or a LoginFailed naming what to fix, with the failure n8n's scheduler
 * reads), and which network errors name the Base URL.
 */
import type { IHttpRequestHelper } from 'n8n-workflow';

import {
	LOGIN_REFUSED_CAUSES,
	LoginFailed,
	logIn,
	refreshToken,
	type PostJson,
	type TokenAnswer,
} from '../../credentials/assetLifecycleApi/login';
import { postJsonTo } from '../../credentials/assetLifecycleApi/postJson';

const BASE_URL = 'https://api.example.com/gw/acme';

/** A POST that answers `answer` and keeps what it was sent. */
function answering(answer: TokenAnswer) {
	const sent: Array<{ url: string; body: unknown }> = [];
	const post: PostJson = async (url, body) => {
		sent.push({ url, body });
		return answer;
	};
	return { post, sent };
}

async function failedLogin(answer: TokenAnswer): Promise<LoginFailed> {
	const { post } = answering(answer);
	const error = await logIn(post, BASE_URL, 'client', 'secret').catch((failed: unknown) => failed);
	expect(error).toBeInstanceOf(LoginFailed);
	return error as LoginFailed;
}

describe('logIn', () => {
	test('posts the client id and secret to the login of the Base URL and answers the token', async () => {
		const { post, sent } = answering({ statusCode: 200, body: { message: 'ok', token: 'abc' } });
		expect(await logIn(post, BASE_URL, 'client', 'secret')).toBe('abc');
		expect(sent).toEqual([
			{
				url: `${BASE_URL}/api/v1/auth/login`,
				body: { client_id: 'client', client_secret: 'secret' },
			},
		]);
	});

	test.each([
		[200, { message: 'ok' }],
		[299, { token: '' }],
		[204, undefined],
		[200, 'token'],
	])(
		'HTTP %s without a token (%j) is no login: it says so and asks to check the Base URL',
		async (statusCode, body) => {
			const error = await failedLogin({ statusCode, body });
			expect(error.name).toBe('LoginFailed');
			expect(error.message).toBe(
				`Login failed: the API answered HTTP ${statusCode} without an access token. Check the Base URL.`,
			);
			expect(error.failure).toEqual({ cause: 'credential-invalid' });
		},
	);

	test.each([300, 307, 399])(
		'a redirect (HTTP %s) is not followed: the secret goes only to the Base URL',
		async (statusCode) => {
			const error = await failedLogin({
				statusCode,
				body: { token: 'elsewhere' },
				headers: { location: 'https://elsewhere.example.com' },
			});
			expect(error.message).toBe(
				`Login failed: the API answered with a redirect (HTTP ${statusCode}), which is not followed so that the client secret goes only to the Base URL. Check the Base URL.`,
			);
			expect(error.failure).toEqual({ cause: 'credential-invalid' });
		},
	);

	test('401 names the causes the API answers alike, and asks to fix the credential', async () => {
		const error = await failedLogin({ statusCode: 401, body: { message: 'Invalid credentials' } });
		expect(error.message).toBe(`Invalid credentials: ${LOGIN_REFUSED_CAUSES}`);
		expect(LOGIN_REFUSED_CAUSES).toContain('the client ID or secret is wrong');
		expect(error.failure).toEqual({ cause: 'credential-invalid' });
	});

	test('400 and 422 keep the API text alone; 404 without a text says the status', async () => {
		const missing = await failedLogin({
			statusCode: 422,
			body: { message: 'client_id & client_secret are required' },
		});
		expect(missing.message).toBe('client_id & client_secret are required');
		expect(missing.failure).toEqual({ cause: 'credential-invalid' });
		const bare = await failedLogin({ statusCode: 400, body: '<html>' });
		expect(bare.message).toBe('Login failed: the API answered HTTP 400');
		expect((await failedLogin({ statusCode: 404, body: {} })).message).toBe(
			'Login failed: the API answered HTTP 404',
		);
	});

	test('a 429 or a 5xx while logging in passes with time: it is declared as such', async () => {
		const throttled = await failedLogin({
			statusCode: 429,
			body: { message: 'Too many requests. Please try again later.' },
			headers: { 'retry-after': '90' },
		});
		expect(throttled.message).toBe('Too many requests. Please try again later.');
		expect(throttled.failure).toEqual({ cause: 'rate-limited', retryAfterMs: 90_000 });
		const down = await failedLogin({ statusCode: 503, body: { message: 'Down' } });
		expect(down.failure).toEqual({ cause: 'temporarily-unavailable' });
	});
});

describe('refreshToken', () => {
	test('posts the current token to the refresh of the Base URL and answers the new one', async () => {
		const { post, sent } = answering({ statusCode: 200, body: { token: 'new' } });
		expect(await refreshToken(post, BASE_URL, 'old')).toBe('new');
		expect(sent).toEqual([
			{ url: `${BASE_URL}/api/v1/refresh-token`, body: { refresh_token: 'old' } },
		]);
	});

	test.each([
		[401, { message: 'Access denied: token has been revoked.' }],
		[302, { token: 'elsewhere' }],
		[200, {}],
	])('HTTP %s %j: no new token', async (statusCode, body) => {
		const { post } = answering({ statusCode, body });
		expect(await refreshToken(post, BASE_URL, 'old')).toBeUndefined();
	});
});

describe('postJsonTo: the POST of the login and the refresh', () => {
	/** A request helper whose httpRequest fails with `error`, or answers `answer`. */
	function helper(outcome: { error?: unknown; answer?: TokenAnswer }) {
		const calls: unknown[] = [];
		const requestHelper = {
			helpers: {
				httpRequest: async (options: unknown) => {
					calls.push(options);
					if (outcome.error) throw outcome.error;
					return outcome.answer;
				},
			},
		} as unknown as IHttpRequestHelper;
		return { requestHelper, calls };
	}

	const networkError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

	/** What a POST through `requestHelper` fails with. */
	const failure = async (requestHelper: IHttpRequestHelper, enteredBaseUrl = BASE_URL) =>
		(await postJsonTo(requestHelper, enteredBaseUrl)(`${BASE_URL}/x`, {}).then(
			() => undefined,
			(failed: unknown) => failed,
		)) as LoginFailed;

	test('sends JSON, never follows a redirect, and answers whatever the status', async () => {
		const answer = { statusCode: 401, body: { message: 'Invalid credentials' } };
		const { requestHelper, calls } = helper({ answer });
		const post = postJsonTo(requestHelper, BASE_URL);
		expect(await post(`${BASE_URL}/api/v1/auth/login`, { client_id: 'c' })).toBe(answer);
		expect(calls).toEqual([
			expect.objectContaining({
				method: 'POST',
				url: `${BASE_URL}/api/v1/auth/login`,
				body: { client_id: 'c' },
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
				disableFollowRedirect: true,
			}),
		]);
	});

	test('a 404 is a Base URL that is not the API: it names the Base URL as entered, trimmed', async () => {
		const { requestHelper } = helper({ answer: { statusCode: 404, body: {} } });
		const error = await failure(requestHelper, `  ${BASE_URL}  `);
		expect(error).toBeInstanceOf(LoginFailed);
		expect(error.message).toContain(`Base URL "${BASE_URL}" is not the API's address`);
		expect(error.failure).toEqual({ cause: 'credential-invalid' });
	});

	test('a host not found names the Base URL as entered and asks to fix the credential', async () => {
		const { requestHelper } = helper({ error: networkError('ENOTFOUND') });
		const error = await failure(requestHelper, ` ${BASE_URL} `);
		expect(error).toBeInstanceOf(LoginFailed);
		expect(error.message).toBe(
			`The API could not be reached at Base URL "${BASE_URL}": its host was not found. Check the host name for typos, and that the n8n server can resolve it.`,
		);
		expect(error.failure).toEqual({ cause: 'credential-invalid' });
	});

	test('nothing listening may be a server restarting: declared as a network error, not a credential to fix', async () => {
		const { requestHelper } = helper({ error: networkError('ECONNREFUSED') });
		const error = await failure(requestHelper, BASE_URL);
		expect(error).toBeInstanceOf(LoginFailed);
		expect(error.message).toContain('nothing accepted the connection');
		expect(error.failure).toEqual({ cause: 'temporarily-unavailable' });
	});

	test.each(['ETIMEDOUT', 'ECONNRESET'])(
		'%s says nothing of the Base URL: the error passes on as it is, so that a run retries it',
		async (code) => {
			const original = networkError(code);
			const { requestHelper } = helper({ error: original });
			await expect(postJsonTo(requestHelper, BASE_URL)(`${BASE_URL}/x`, {})).rejects.toBe(original);
		},
	);
});
