import type { Operation } from '../../shared/operation';

export const revoke: Operation = {
	properties: [],
	request: () => ({ method: 'DELETE', path: '/auth/token' }),
};
