import { teamUserFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many team users',
	description: 'List the users of the platform account (not employees)',
	kind: 'list',
	simplified: ['id', 'name', 'email', 'role_name', 'account_status', 'department', 'is_blocked'],
	fieldPaths: teamUserFieldPaths,
	properties: [...returnAllAndLimit],
	// Pages with current_page/total_pages; it shares only the result key `users` with employees.
	list: () => ({ path: '/team-users', envelope: envelopes.common('users') }),
};
