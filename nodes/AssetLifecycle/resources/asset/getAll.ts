import { returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/assets', envelope: envelopes.common('assets') }),
};
