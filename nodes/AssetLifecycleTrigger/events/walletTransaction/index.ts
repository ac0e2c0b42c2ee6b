import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import {
	walletTransactionStatusFilter,
	walletTransactionTypeFilter,
} from '../../../shared/descriptions/walletFilters';
import { getCurrencies } from '../../../shared/methods/currencies';
import type { TriggerEvent } from '../../triggerEvent';
import { listRequest } from './read';
import { sampleTransactionEvent } from './sample';
import type { WalletState } from './state';
import { pollNewTransactions, recordBaseline } from './sweep';

/**
 * A new wallet transaction. The ledger only grows and is listed newest first: the first polls
 * record the ids inside the look-back window behind the newest transaction; each poll then reads
 * the places that may hold new rows, from page 1 or, for a backlog, from its oldest end (sweep.ts,
 * through the reads in read.ts), and emits the ids the state has not seen (state.ts), oldest first.
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

	methods: { loadOptions: { getCurrencies } },

	stateParameters() {
		return { qs: listRequest.call(this).qs ?? {} };
	},

	async poll(state, meter) {
		if (state === undefined || state.baseline) {
			return { events: [], state: await recordBaseline.call(this, meter, state) };
		}
		return await pollNewTransactions.call(this, state, meter);
	},

	upgrade(old) {
		const { watermark, seen, total } = old as Partial<WalletState>;
		return seen && typeof total === 'number'
			? { watermark: watermark ?? null, seen, total }
			: undefined;
	},

	sample: sampleTransactionEvent,
};
