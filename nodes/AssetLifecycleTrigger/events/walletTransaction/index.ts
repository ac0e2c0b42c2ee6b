import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import {
	walletTransactionStatusFilter,
	walletTransactionTypeFilter,
} from '../../../shared/descriptions/walletFilters';
import { getCurrencies } from '../../../shared/methods/currencies';
import type { TriggerEvent } from '../../triggerEvent';
import { listRequest } from './read';
import { sampleEvent } from './sample';
import { carryOverState, upgradeState, type WalletState } from './state';
import { continueSweep } from './sweep';

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
		'The first poll after activation records the transactions already there and starts nothing. After it, each new transaction that matches the filters starts the workflow once, oldest first: a new transaction arrives at the next poll, and a poll with nothing new costs one request.',
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

	stateParameters(poll) {
		return { qs: listRequest(poll).qs ?? {} };
	},

	carryOver: (_poll, state) => carryOverState(state),

	poll: continueSweep,

	upgrade: upgradeState,

	sample: sampleEvent,
};
