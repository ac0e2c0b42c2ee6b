/**
 * Department Changed, stateVersion 1: `since`, when the last read started (on the API's clock),
 * and `known`, each department's fingerprint as last emitted or first seen.
 */
import type { StateFormat } from './format';
import { departmentScope, departmentState } from './departmentRecord';

export default {
	event: 'departmentChanged',
	version: 1,
	scope: departmentScope,
	write: departmentState,
} satisfies StateFormat;
