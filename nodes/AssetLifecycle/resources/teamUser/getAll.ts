import { returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit],
	// Pages with current_page/total_pages; it shares only the result key `users` with employees.
	list: () => ({ path: '/team-users', envelope: envelopes.common('users') }),
};
