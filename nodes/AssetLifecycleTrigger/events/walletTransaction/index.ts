import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import {
	walletTransactionStatusFilter,
	walletTransactionTypeFilter,
} from '../../../shared/descriptions/walletFilters';
import { getCurrencies } from '../../../shared/methods/currencies';
import type { TriggerEvent } from '../../triggerEvent';
import { listRequest } from './read';
import { sampleEvent } from './sample';
import { WALLET_LOOKBACK_MS } from '../../budget';
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
	notice: `Starts the workflow once for each new wallet transaction that matches the filters, oldest first; a new transaction arrives at the next poll. The first poll after publishing records the transactions already there and starts nothing. Editing the filters loses no transaction: the next poll also starts the workflow for the transactions of the ${WALLET_LOOKBACK_MS / 60_000} minutes before the last poll that the new filters let through and that no run got.`,
	stateVersion: 3,

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
