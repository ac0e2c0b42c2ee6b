import type { Operation } from '../../operation';

export const revoke: Operation = {
	value: 'revoke',
	name: 'Revoke',
	action: 'Revoke the access token',
	description:
		'Sign the credential out: invalidate its current access token, so the next request logs in again. Not available to AI agents.',
	notForAgents: true,
	kind: 'request',
	properties: [],
	request: () => ({ method: 'DELETE', path: '/auth/token' }),
};
