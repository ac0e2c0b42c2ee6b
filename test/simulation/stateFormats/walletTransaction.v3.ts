/**
 * Wallet Transaction, stateVersion 3: version 2's parts (`watermark`, `seen`, `total`, `baseline`,
 * `backlog`), with `readAt`, the API's clock at the last read up to page 1, and `catchUp`, the
 * first read of the list after an edit of the filters; a version 2 state is one without them.
 */
import type { StateFormat } from './format';
import { walletScope, walletState } from './walletRecord';

export default {
	event: 'walletTransaction',
	version: 3,
	scope: walletScope,
	write: walletState,
	progress(data) {
		// the first read after an edit of the filters goes on as a backlog does
		const backlog = data.backlog !== undefined || data.catchUp !== undefined;
		return { baselined: data.baseline === undefined, backlog };
	},
} satisfies StateFormat;
