/**
 * Wallet Transaction, stateVersion 2: version 1's `watermark` and `seen`, `total` the rows
 * accounted for (emitted or known to be old); `baseline` while the first read of the window goes
 * on, `backlog` while new rows too many for one poll are read from the list's oldest end;
 * `readAt` the API's clock at the last read up to page 1 and `catchUp` the first read after an edit
 * of the filters, both optional (a state without them is read as before they came).
 */
import type { StateFormat } from './format';
import { walletScope, walletState } from './walletRecord';

export default {
	event: 'walletTransaction',
	version: 2,
	scope: walletScope,
	write: walletState,
	progress(data) {
		// the first read after an edit of the filters goes on as a backlog does
		const backlog = data.backlog !== undefined || data.catchUp !== undefined;
		return { baselined: data.baseline === undefined, backlog };
	},
} satisfies StateFormat;
