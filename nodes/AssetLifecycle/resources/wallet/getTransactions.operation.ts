import { currencyCodeParameter, filters, returnAllAndLimit } from '../../parameters/common';
import { outputOptions } from '../../output/outputChoice';
import type { Operation } from '../../operation';
import {
	asOptions,
	WALLET_TRANSACTION_STATUS_FILTERS,
	walletTransactionTypeFilter,
} from '../../../shared/options';
import { walletTransaction } from '../../../shared/shapes/wallet';
import { envelopes } from '../../../shared/transport/pagination';
import { currencyCode, optionalText } from '../../../shared/values';

export const getTransactions: Operation = {
	value: 'getTransactions',
	name: 'Get Many Transactions',
	action: 'Get many wallet transactions',
	description: 'List wallet transactions, newest first',
	kind: 'list',
	properties: [
		...returnAllAndLimit,
		filters([
			{ ...currencyCodeParameter, description: 'Only transactions in this cost-center currency' },
			{
				displayName: 'Search',
				name: 'search',
				type: 'string',
				default: '',
				description: 'Only transactions whose order number or invoice number contains this text',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: asOptions(WALLET_TRANSACTION_STATUS_FILTERS),
				default: 'All',
				description: 'Only credits or only debits',
			},
			walletTransactionTypeFilter,
		]),
		outputOptions(),
	],
	list(item) {
		const filters = item.collection('filters');

		return {
			path: '/wallet/transactions',
			qs: {
				currency_code:
					filters.currencyCode === undefined
						? undefined
						: item.check('filters.currencyCode', currencyCode, String(filters.currencyCode)),
				status: filters.status && filters.status !== 'All' ? filters.status : undefined,
				type: filters.type && filters.type !== 'All' ? filters.type : undefined,
				search: optionalText(filters.search),
			},
			envelope: envelopes.common('data'),
		};
	},
	output: (record) => walletTransaction(record),
};
