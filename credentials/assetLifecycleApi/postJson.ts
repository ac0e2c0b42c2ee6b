import type { IHttpRequestHelper } from 'n8n-workflow';

import { notTheApiMessage } from '../../nodes/shared/transport/baseUrl';
import { readFailure } from '../../nodes/shared/transport/errors';
import { CREDENTIAL_INVALID, failureOf } from '../../nodes/shared/transport/failure';
import { transportLimits } from '../../nodes/shared/transport/limits';
import { baseUrlCause, unreachableMessage } from '../../nodes/shared/transport/unreachable';
import { LoginFailed, type PostJson, type TokenAnswer } from './login';

/**
 * A login that got no answer because of the Base URL (no such host, nothing listening, an
 * untrusted certificate) fails saying so, with no network code on the error: n8n's credential
 * test shows the bare code of an error that carries one (see docs/n8n-notes.md, The credential
 * tester). Other failures (a timeout, a reset) are passed on as they are, so that a run retries
 * them. Nothing listening may be a server restarting, declared as the transport declares a
 * network error; the rest want the Base URL fixed.
 */
function wrongBaseUrl(error: unknown, enteredBaseUrl: string): unknown {
	const failure = readFailure(error);
	if (!baseUrlCause(failure.networkCode)) return error;
	const declared = failure.networkCode === 'ECONNREFUSED' ? failureOf(failure) : undefined;
	return new LoginFailed(
		unreachableMessage(failure, enteredBaseUrl) ?? failure.message,
		declared ?? CREDENTIAL_INVALID,
	);
}

/**
 * The login's and the token refresh's POST through n8n's request helper. A Base URL that leads
 * elsewhere fails naming it as the user entered it: no answer (see wrongBaseUrl), or a 404.
 */
export function postJsonTo(helper: IHttpRequestHelper, enteredBaseUrl: unknown): PostJson {
	const entered = String(enteredBaseUrl).trim();
	return async (url, body) => {
		const answer = (await helper.helpers
			.httpRequest({
				method: 'POST',
				url,
				body,
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
				disableFollowRedirect: true,
				timeout: transportLimits.requestTimeoutMs,
			})
			.catch((error: unknown) => {
				throw wrongBaseUrl(error, entered);
			})) as TokenAnswer;
		if (answer.statusCode === 404) {
			throw new LoginFailed(notTheApiMessage(entered), CREDENTIAL_INVALID);
		}
		return answer;
	};
}
