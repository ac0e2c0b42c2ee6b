import type { Operation } from '../../operation';

export const revoke: Operation = {
	value: 'revoke',
	name: 'Revoke',
	action: 'Revoke the access token',
	description: "Invalidate the credential's current access token; the next request logs in again",
	kind: 'request',
	properties: [],
	request: () => ({ method: 'DELETE', path: '/auth/token' }),
};
