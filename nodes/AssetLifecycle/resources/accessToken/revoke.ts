import type { Operation } from '../../operation';

export const revoke: Operation = {
	properties: [],
	request: () => ({ method: 'DELETE', path: '/auth/token' }),
};
