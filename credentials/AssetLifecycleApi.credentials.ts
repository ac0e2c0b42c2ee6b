import type {
	IAuthenticateGeneric,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IDataObject,
	IHttpRequestHelper,
	INodeProperties,
} from 'n8n-workflow';

import { apiUrl, baseUrlProblem, normaliseBaseUrl } from '../nodes/shared/transport/baseUrl';
import { apiMessage } from '../nodes/shared/transport/errors';
import { renewToken } from '../nodes/shared/transport/tokenRenewal';

interface TokenAnswer {
	statusCode: number;
	body: IDataObject | string | undefined;
}

async function postJson(
	helper: IHttpRequestHelper,
	url: string,
	body: IDataObject,
): Promise<TokenAnswer> {
	return (await helper.helpers.httpRequest({
		method: 'POST',
		url,
		body,
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
	})) as TokenAnswer;
}

function tokenOf(answer: TokenAnswer): string | undefined {
	const token = typeof answer.body === 'object' ? answer.body?.token : undefined;
	return answer.statusCode < 300 && typeof token === 'string' && token ? token : undefined;
}

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
	 * for the token's life. A token this n8n process obtained is refreshed first, else (or when the
	 * refresh is refused) we log in again. A token another process obtained (a queue-mode worker)
	 * is not refreshed: the refresh would revoke it under that process, which may be refreshing it
	 * too; concurrent renewals in one process share one request (see tokenRenewal).
	 */
	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const problem = baseUrlProblem(credentials.baseUrl);
		if (problem) throw new Error(problem);
		const baseUrl = normaliseBaseUrl(credentials.baseUrl);
		const currentToken = typeof credentials.accessToken === 'string' ? credentials.accessToken : '';
		const accessToken = await renewToken(
			`${baseUrl}#${String(credentials.clientId)}`,
			currentToken,
			{
				refresh: async (token) =>
					tokenOf(
						await postJson(this, apiUrl(baseUrl, '/refresh-token'), { refresh_token: token }),
					),
				login: async () => {
					const login = await postJson(this, apiUrl(baseUrl, '/auth/login'), {
						client_id: credentials.clientId,
						client_secret: credentials.clientSecret,
					});
					const token = tokenOf(login);
					if (!token) {
						throw new Error(
							apiMessage(login.body) ?? `Login failed: the API answered HTTP ${login.statusCode}`,
						);
					}
					return token;
				},
			},
		);
		return { accessToken };
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { Authorization: '=Bearer {{$credentials.accessToken}}' },
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "").replace(/\\/api\\/v1$/, "")}}/api/v1',
			url: '/departments',
			qs: { limit: 1 },
		},
	};
}
