import type {
	IAuthenticateGeneric,
	ICredentialDataDecryptedObject,
	ICredentialType,
	IHttpRequestHelper,
	INodeProperties,
} from 'n8n-workflow';

import { transportLimits } from '../nodes/shared/transport/limits';
import { baseUrlProblem, normaliseBaseUrl } from '../nodes/shared/transport/baseUrl';
import {
	logIn,
	refreshToken,
	type PostJson,
	type TokenAnswer,
} from '../nodes/shared/transport/login';

export class AssetLifecycleApi implements ICredentialType {
	name = 'assetLifecycleApi';

	displayName = 'Asset Lifecycle API';

	icon = {
		light: 'file:../icons/asset-lifecycle.svg',
		dark: 'file:../icons/asset-lifecycle.dark.svg',
	} as const;

	documentationUrl = 'https://github.com/asset-lifecycle/n8n-nodes-asset-lifecycle#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://api.example.com/gw/acme',
			description:
				"The API's address up to, not including, /api/v1. It may end with your deployment's gateway segment. HTTPS is required (plain HTTP only for localhost).",
		},
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			required: true,
			description: "From the account's API-credentials settings",
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
	];

	/**
	 * Obtains the access token that every request carries. n8n calls this when the token is empty
	 * and once more after a 401; n8n then stores the token, so one login serves every execution
	 * for the token's life. With a token in hand it is refreshed first, else we log in again.
	 * "Test" does not come here: the node's `assetLifecycleApiTest` always logs in with the values
	 * on screen.
	 */
	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const problem = baseUrlProblem(credentials.baseUrl);
		if (problem) throw new Error(problem);
		const baseUrl = normaliseBaseUrl(credentials.baseUrl);
		const post: PostJson = async (url, body) =>
			(await this.helpers.httpRequest({
				method: 'POST',
				url,
				body,
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
				disableFollowRedirect: true,
				timeout: transportLimits.requestTimeoutMs,
			})) as TokenAnswer;
		const currentToken = credentials.accessToken;
		if (typeof currentToken === 'string' && currentToken) {
			const refreshed = await refreshToken(post, baseUrl, currentToken);
			if (refreshed) return { accessToken: refreshed };
		}
		return {
			accessToken: await logIn(
				post,
				baseUrl,
				String(credentials.clientId),
				String(credentials.clientSecret),
			),
		};
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { Authorization: '=Bearer {{$credentials.accessToken}}' },
		},
	};
}
