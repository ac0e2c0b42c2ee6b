/**
 * Wallet Transaction, stateVersion 2: version 1's `watermark` and `seen`, `total` the rows
 * accounted for (emitted or known to be old); `baseline` while the first read of the window goes
 * on, `backlog` while new rows too many for one poll are read from the list's oldest end.
 */
import type { StateFormat } from './format';
import { walletScope, walletState } from './walletRecord';

export default {
	event: 'walletTransaction',
	version: 2,
	scope: walletScope,
	write: walletState,
} satisfies StateFormat;
