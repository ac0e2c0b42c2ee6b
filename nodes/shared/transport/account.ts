import { NodeOperationError } from 'n8n-workflow';

import { baseUrlProblem, normaliseBaseUrl } from './baseUrl';
import { CREDENTIAL_INVALID } from './failure';
import type { ApiContext } from './types';

export const CREDENTIAL_TYPE = 'assetLifecycleApi';

/**
 * The API account a request goes to: its Base URL, and the key its rate-limit window is kept under.
 */
export interface Account {
	baseUrl: string;
	key: string;
}

export async function account(context: ApiContext): Promise<Account> {
	const credentials = await context.getCredentials(CREDENTIAL_TYPE);
	const problem = baseUrlProblem(credentials.baseUrl);
	if (problem) {
		throw new NodeOperationError(context.getNode(), problem, { failure: CREDENTIAL_INVALID });
	}
	const baseUrl = normaliseBaseUrl(credentials.baseUrl);
	return { baseUrl, key: `${baseUrl}#${String(credentials.clientId)}` };
}
