/**
 * Department Changed, stateVersion 2: version 1's `since` and `known`, `baselined` once the first
 * read completed, and `reading` while a read the budget cut short goes on.
 */
import type { StateFormat } from './format';
import { departmentScope, departmentState } from './departmentRecord';

export default {
	event: 'departmentChanged',
	version: 2,
	scope: departmentScope,
	write: (known) => ({ ...departmentState(known), baselined: true }),
	progress(data) {
		return { baselined: data.baselined === true, backlog: data.reading !== undefined };
	},
} satisfies StateFormat;
