import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import {
	walletTransactionStatusFilter,
	walletTransactionTypeFilter,
} from '../../../shared/descriptions/walletFilters';
import { walletTransaction } from '../../../shared/shapes/wallet';
import { LARGEST_PAGE_SIZE } from '../../../shared/transport/pagination';
import type { TriggerEvent } from '../../triggerEvent';
import { listRequest } from './request';
import { sampleTransactionEvent } from './sample';
import { readBacklog, scan } from './scan';
import { nextState, seenIds, WALLET_LOOKBACK_MS, type Row, type WalletState } from './state';

/**
 * A new wallet transaction. The ledger only grows and is listed newest first: each poll reads
 * from page 1 back to the look-back window behind the newest transaction seen (scan.ts), a
 * backlog from its oldest end, and emits the ids the state has not seen (state.ts), oldest first.
 */
export const walletTransactionEvent: TriggerEvent<WalletState> = {
	value: 'walletTransaction',
	name: 'Wallet Transaction',
	description: 'A new wallet transaction was recorded',
	notice:
		'Starts once for each new transaction that matches the filters, oldest first. A new transaction arrives at the next poll; a poll with nothing new costs one request. The first poll after activation records the transactions already there and starts nothing.',
	stateVersion: 2,

	properties: [
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				currencyCodeParameter('Only transactions in this cost-center currency'),
				walletTransactionStatusFilter,
				walletTransactionTypeFilter,
			],
		},
	],

	scope() {
		return { qs: listRequest.call(this).qs ?? {} };
	},

	async poll(state, meter) {
		if (state === undefined) {
			const read = await scan.call(
				this,
				meter,
				(newest) => newest - WALLET_LOOKBACK_MS,
				() => 'read',
			);
			return { events: [], state: read && nextState(undefined, read.rows, read.total) };
		}
		const known = seenIds(state);
		const windowStart =
			state.watermark === null ? -Infinity : Date.parse(state.watermark) - WALLET_LOOKBACK_MS;
		const isFresh = (row: Row) => !known.has(row.id) && row.time >= windowStart;
		const firstPage = (page: Row[], total: number, pagesLeft: number) => {
			if (total === state.total && !page.some(isFresh)) return 'idle';
			// the new rows, and the page that holds the window's start behind them; new rows that
			// all sit on page 1 are read even when no request is left for that page (a budget of 1):
			// the scan then leaves the window behind them to the next poll
			const pagesNeeded = Math.ceil((total - state.total) / LARGEST_PAGE_SIZE) + 1;
			return pagesNeeded > 2 && pagesNeeded - 1 > pagesLeft ? 'backlog' : 'read';
		};
		const read = await scan.call(
			this,
			meter,
			() => windowStart,
			firstPage,
			(total) => total - state.total,
		);
		// cut short by the budget or the quota: nothing is emitted, the next poll reads again
		if (read === undefined) return { events: [], state };
		let { rows, total } = read;
		let newestFirst = read.newestFirst;
		if (read.backlog) {
			const backlog = await readBacklog.call(this, meter, read.total - state.total);
			if (backlog === undefined) return { events: [], state };
			rows = backlog.rows;
			total = state.total + backlog.consumed;
			newestFirst = true;
		}
		const fresh = rows.filter(isFresh);
		// ties keep the API's order, read from its oldest end
		if (newestFirst) fresh.reverse();
		fresh.sort((a, b) => a.time - b.time);
		return {
			events: fresh.map((row) => walletTransaction(row.record)),
			state: nextState(state, rows, rows.length ? total : state.total),
		};
	},

	upgrade(old) {
		const { watermark, seen, total } = old as Partial<WalletState>;
		return seen && typeof total === 'number'
			? { watermark: watermark ?? null, seen, total }
			: undefined;
	},

	sample: sampleTransactionEvent,
};
