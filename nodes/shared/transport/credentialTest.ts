import type {
	ICredentialsDecrypted,
	ICredentialTestFunctions,
	IDataObject,
	INodeCredentialTestResult,
} from 'n8n-workflow';

import { transportLimits } from './limits';
import { apiUrl, baseUrlProblem, normaliseBaseUrl } from './baseUrl';
import { apiMessage } from './errors';
import { logIn, type PostJson, type TokenAnswer } from './login';

/**
 * "Test" in the credential editor: logs in with the values on screen, never with a token stored
 * earlier (an edited client id or secret must be what is tried), then reads one department with
 * the new token. n8n's CredentialsTester (n8n 1.123 and 2.41, packages/cli credentials-tester
 * service) calls a node's `credentialTest` method named by `testedBy` when the credential type
 * declares no `test` request, in a context that offers only the legacy `helpers.request`.
 */
export async function assetLifecycleApiTest(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	const data = credential.data ?? {};
	const problem = baseUrlProblem(data.baseUrl);
	if (problem) return { status: 'Error', message: problem };
	const baseUrl = normaliseBaseUrl(data.baseUrl);

	const send = async (options: IDataObject): Promise<TokenAnswer> =>
		// The credential-test context offers no other request helper (n8n-core CredentialTestContext).
		// eslint-disable-next-line @n8n/community-nodes/no-deprecated-workflow-functions
		(await this.helpers.request({
			...options,
			json: true,
			resolveWithFullResponse: true,
			simple: false,
			followRedirect: false,
			timeout: transportLimits.requestTimeoutMs,
		})) as TokenAnswer;
	const post: PostJson = async (uri, body) => await send({ method: 'POST', uri, body });

	try {
		const token = await logIn(post, baseUrl, String(data.clientId), String(data.clientSecret));
		const read = await send({
			method: 'GET',
			uri: apiUrl(baseUrl, '/departments'),
			qs: { limit: 1 },
			headers: { Authorization: `Bearer ${token}` },
		});
		if (read.statusCode >= 200 && read.statusCode < 300) {
			return { status: 'OK', message: 'Connection successful!' };
		}
		return {
			status: 'Error',
			message:
				apiMessage(read.body) ??
				`Logged in, but reading departments answered HTTP ${read.statusCode}`,
		};
	} catch (error) {
		return { status: 'Error', message: (error as Error).message };
	}
}

/** A node's `methods.credentialTest`; each node that uses the credential names it in `testedBy`. */
export const credentialTest = { assetLifecycleApiTest };
