import type { INodeProperties } from 'n8n-workflow';

import {
	asOptions,
	WALLET_TRANSACTION_STATUS_FILTERS,
	WALLET_TRANSACTION_TYPE_FILTERS,
} from '../options';

/**
 * The wallet-transaction filters, the same on the action node's Get Many Transactions and on the
 * trigger's Wallet Transaction event. 'All' is no filter: the request then leaves the field out.
 */
export const walletTransactionStatusFilter: INodeProperties = {
	displayName: 'Status',
	name: 'status',
	type: 'options',
	options: asOptions(WALLET_TRANSACTION_STATUS_FILTERS),
	default: 'All',
	description: 'Only credits or only debits',
};

export const walletTransactionTypeFilter: INodeProperties = {
	displayName: 'Type',
	name: 'type',
	type: 'options',
	options: asOptions(WALLET_TRANSACTION_TYPE_FILTERS),
	default: 'All',
	description: 'Only transactions of this type',
};

/** A filter's value for the request: undefined for 'All' or none. */
export function walletFilterValue(value: unknown): string | undefined {
	return value && value !== 'All' ? String(value) : undefined;
}
