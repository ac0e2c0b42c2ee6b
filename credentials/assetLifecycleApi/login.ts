import type { Failure, IDataObject } from 'n8n-workflow';

import { apiUrl } from '../../nodes/shared/transport/baseUrl';
import { apiMessage } from '../../nodes/shared/transport/errors';
import { CREDENTIAL_INVALID, failureOf, isTimed } from '../../nodes/shared/transport/failure';

export interface TokenAnswer {
	statusCode: number;
	body: IDataObject | string | undefined;
	headers?: Record<string, unknown>;
}

/**
 * A login that obtained no token. It runs in n8n's preAuthentication, outside any node, so it
 * cannot be a NodeApiError; the transport reads `failure` from it when n8n-core wraps it.
 */
export class LoginFailed extends Error {
	constructor(
		message: string,
		readonly failure: Failure,
	) {
		super(message);
		this.name = 'LoginFailed';
	}
}

/**
 * A refused login wants the credential fixed, whatever the status (401 a wrong or expired
 * secret, 422 a missing field, a redirect or a 2xx without token a wrong Base URL); a 429 or a
 * server error while logging in passes with time.
 */
function loginFailure(answer: TokenAnswer): Failure {
	const failure = failureOf({
		status: answer.statusCode,
		headers: answer.headers,
		body: answer.body,
		message: '',
	});
	return failure && isTimed(failure) ? failure : CREDENTIAL_INVALID;
}

/** Sends a JSON body and answers status and body whatever the status; never follows a redirect. */
export type PostJson = (url: string, body: IDataObject) => Promise<TokenAnswer>;

function tokenOf(answer: TokenAnswer): string | undefined {
	const token = typeof answer.body === 'object' ? answer.body?.token : undefined;
	return answer.statusCode < 300 && typeof token === 'string' && token ? token : undefined;
}

/** Exchanges the current token for a new one; undefined when the API refuses. */
export async function refreshToken(
	post: PostJson,
	baseUrl: string,
	currentToken: string,
): Promise<string | undefined> {
	return tokenOf(await post(apiUrl(baseUrl, '/refresh-token'), { refresh_token: currentToken }));
}

/**
 * Why the API refuses a login (401): it answers a wrong secret, an expired API credential and
 * disabled API access alike, so the message names all three.
 */
export const LOGIN_REFUSED_CAUSES =
	'the client ID or secret is wrong, the API credential has expired, or API access is disabled for the account. Check them in the platform under Settings → API credentials.';

/**
 * Logs in with the client id and secret. Fails with the API's own text, or says what was wrong
 * with an answer that carries no token (a 2xx without one is no login).
 */
export async function logIn(
	post: PostJson,
	baseUrl: string,
	clientId: string,
	clientSecret: string,
): Promise<string> {
	const answer = await post(apiUrl(baseUrl, '/auth/login'), {
		client_id: clientId,
		client_secret: clientSecret,
	});
	const token = tokenOf(answer);
	if (token) return token;
	throw new LoginFailed(loginFailureMessage(answer), loginFailure(answer));
}

function loginFailureMessage({ statusCode, body }: TokenAnswer): string {
	if (statusCode >= 300 && statusCode < 400) {
		return `Login failed: the API answered with a redirect (HTTP ${statusCode}), which is not followed so that the client secret goes only to the Base URL. Check the Base URL.`;
	}
	if (statusCode < 300) {
		return `Login failed: the API answered HTTP ${statusCode} without an access token. Check the Base URL.`;
	}
	const message = apiMessage(body) ?? `Login failed: the API answered HTTP ${statusCode}`;
	return statusCode === 401 ? `${message}: ${LOGIN_REFUSED_CAUSES}` : message;
}
