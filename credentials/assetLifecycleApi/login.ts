import type { IDataObject } from 'n8n-workflow';

import { apiUrl } from '../../nodes/shared/transport/baseUrl';
import { apiMessage } from '../../nodes/shared/transport/errors';

export interface TokenAnswer {
	statusCode: number;
	body: IDataObject | string | undefined;
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
	if (answer.statusCode >= 300 && answer.statusCode < 400) {
		throw new Error(
			`Login failed: the API answered with a redirect (HTTP ${answer.statusCode}), which is not followed so that the client secret goes only to the Base URL. Check the Base URL.`,
		);
	}
	if (answer.statusCode < 300) {
		throw new Error(
			`Login failed: the API answered HTTP ${answer.statusCode} without an access token. Check the Base URL.`,
		);
	}
	const message =
		apiMessage(answer.body) ?? `Login failed: the API answered HTTP ${answer.statusCode}`;
	throw new Error(answer.statusCode === 401 ? `${message}: ${LOGIN_REFUSED_CAUSES}` : message);
}
