import type {
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { shortHash } from '../nodes/shared/hash';
import { baseUrlProblem, normaliseBaseUrl } from '../nodes/shared/transport/baseUrl';
import { renewalMade, renewalSigned } from '../nodes/shared/transport/runTally';
import { LOGIN_REFUSED_CAUSES, logIn, refreshToken } from './assetLifecycleApi/login';
import { postJsonTo } from './assetLifecycleApi/postJson';
import { renewToken } from './assetLifecycleApi/tokenRenewal';

export class AssetLifecycleApi implements ICredentialType {
	name = 'assetLifecycleApi';

	displayName = 'Asset Lifecycle API';

	icon = {
		light: 'file:../icons/asset-lifecycle.svg',
		dark: 'file:../icons/asset-lifecycle.dark.svg',
	} as const;

	documentationUrl =
		'https://github.com/asset-lifecycle/n8n-nodes-asset-lifecycle/blob/main/docs/credentials.md';

	properties: INodeProperties[] = [
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
		{
			// Which Base URL, client ID and secret obtained the access token (a hash of them).
			displayName: 'Token Owner',
			name: 'tokenOwner',
			type: 'hidden',
			typeOptions: { password: true },
			default: '',
		},

		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'https://api.example.com/gw/acme',
			// The form shows a hint under the field; the description only in the label's tooltip.
			hint: 'Up to, not including, /api/v1 (with your gateway segment, if any). HTTPS; plain HTTP only for localhost.',
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
	 * Obtains the access token that every request carries. n8n calls this when the token is empty,
	 * once more after a 401, and when the credential is tested; n8n then stores what it returns, so
	 * one login serves every execution for the token's life. A token is refreshed only when this n8n
	 * process obtained it and the Base URL, client ID and secret are still the ones that did; else
	 * we log in. A token another process obtained (a queue-mode worker) is not refreshed, since the
	 * refresh would revoke it under that process; after an edit, the values on screen log in.
	 * Concurrent renewals in one process share one request (see tokenRenewal).
	 */
	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const problem = baseUrlProblem(credentials.baseUrl);
		if (problem) throw new Error(problem);
		const baseUrl = normaliseBaseUrl(credentials.baseUrl);
		const clientId = String(credentials.clientId);
		const clientSecret = String(credentials.clientSecret);
		const tokenOwner = shortHash([baseUrl, clientId, clientSecret].join('\n'));
		const post = postJsonTo(this, credentials.baseUrl);
		const storedToken = typeof credentials.accessToken === 'string' ? credentials.accessToken : '';
		const currentToken = credentials.tokenOwner === tokenOwner ? storedToken : '';
		// renewals are shared by credentials with the same values only: a login with another secret
		// for the same client is that credential's own, and so is its answer
		const { token, renewal } = await renewToken(tokenOwner, currentToken, {
			refresh: async (current) => await refreshToken(post, baseUrl, current),
			login: async () => await logIn(post, baseUrl, clientId, clientSecret),
		});
		renewalMade(credentials, renewal);
		return { accessToken: token, tokenOwner };
	}

	/**
	 * Every request carries the token. The HTTPS rule is checked here as well as in
	 * preAuthentication because n8n runs preAuthentication on the credential's Test only while no
	 * token is stored (see docs/n8n-notes.md, The credential tester), so a credential that has
	 * logged in once would otherwise pass Test with a Base URL every run refuses. A property, not a
	 * method: n8n copies the credential type with a spread before it looks for `authenticate` to
	 * offer Custom API Call, which leaves a method behind (see docs/n8n-notes.md, Custom API Call).
	 */
	authenticate = async (
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> => {
		const problem = baseUrlProblem(credentials.baseUrl);
		if (problem) throw new Error(problem);
		// The options the transport gave are signed in place, so that a renewal reaches its run.
		requestOptions.headers = {
			...requestOptions.headers,
			Authorization: `Bearer ${String(credentials.accessToken)}`,
		};
		renewalSigned(credentials, requestOptions);
		return requestOptions;
	};

	/**
	 * "Test" logs in with the values on screen. While no token is stored, n8n runs preAuthentication
	 * first, whose login failures name the Base URL and what to check; with a token stored it does
	 * not, and a Base URL that cannot be reached shows the network error's code (n8n's credentials
	 * tester answers `error.cause.code` as it is). n8n resolves the test's URL before
	 * preAuthentication runs, so the Base URL is normalised here in the expression (a trailing slash
	 * and a pasted /api/v1 dropped) as normaliseBaseUrl does for every request. (A node-level
	 * `credentialTest` method could read more, but n8n's credential-test context offers only the
	 * deprecated `helpers.request`, which n8n's package verification refuses.)
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "").replace(/\\/api\\/v1$/, "")}}/api/v1',
			url: '/auth/login',
			method: 'POST',
			body: {
				client_id: '={{$credentials.clientId}}',
				client_secret: '={{$credentials.clientSecret}}',
			},
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message: `Invalid credentials: ${LOGIN_REFUSED_CAUSES}`,
				},
			},
		],
	};
}
