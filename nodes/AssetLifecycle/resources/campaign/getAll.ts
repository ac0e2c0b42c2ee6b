import { returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../shared/operation';
import { envelopes } from '../../transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit],
	list: () => ({
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
		maxPageSize: 100,
	}),
};
