import {
	walletTransactionSimplifiedFields,
	walletTransaction,
	walletTransactionFieldPaths,
} from '../../../shared/shapes/wallet';
import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import { filters, returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import {
	walletFilterValue,
	walletTransactionStatusFilter,
	walletTransactionTypeFilter,
} from '../../../shared/descriptions/walletFilters';
import { envelopes } from '../../../shared/transport/pagination';
import { currencyCode, optionalText } from '../../../shared/values';

export const getTransactions: Operation = {
	value: 'getTransactions',
	name: 'Get Many Transactions',
	action: 'Get many wallet transactions',
	description: 'List wallet transactions, newest first',
	kind: 'list',
	simplified: walletTransactionSimplifiedFields,
	fieldPaths: walletTransactionFieldPaths,
	apiFields: { currency_code: 'filters.currencyCode' },
	properties: [
		...returnAllAndLimit,
		filters([
			currencyCodeParameter('Only transactions in this cost-center currency'),
			{
				displayName: 'Search',
				name: 'search',
				type: 'string',
				default: '',
				description: 'Only transactions whose order number or invoice number contains this text',
			},
			walletTransactionStatusFilter,
			walletTransactionTypeFilter,
		]),
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
				status: walletFilterValue(filters.status),
				type: walletFilterValue(filters.type),
				search: optionalText(filters.search),
			},
			envelope: envelopes.common('data'),
		};
	},
	output: (record) => walletTransaction(record),
};
