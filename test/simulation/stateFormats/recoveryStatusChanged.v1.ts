/** Recovery Status Changed, stateVersion 1: each watched recovery's status, by recovery number. */
import type { StateFormat } from './format';
import { recoveryScope, recoveryState } from './recoveryRecord';

export default {
	event: 'recoveryStatusChanged',
	version: 1,
	scope: recoveryScope,
	write: (known) => ({ statuses: recoveryState(known) }),
} satisfies StateFormat;
