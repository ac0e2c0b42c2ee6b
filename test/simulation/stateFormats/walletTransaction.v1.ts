/**
 * Wallet Transaction, stateVersion 1: `watermark`, the newest `created_at` seen; `seen`, the ids
 * inside the 15 minutes behind it; `total`, the list's total at the last poll.
 */
import type { StateFormat } from './format';
import { walletScope, walletState } from './walletRecord';

export default {
	event: 'walletTransaction',
	version: 1,
	scope: walletScope,
	write: walletState,
} satisfies StateFormat;
