import { outputOptions, returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import {
	asOptions,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES,
} from '../../../shared/options';
import { walletTransaction } from '../../../shared/shapes/wallet';
import { envelopes } from '../../../shared/transport/pagination';
import { currencyCode, currencyCodeProperty } from './getBalance';

export const getTransactions: Operation = {
	properties: [
		...returnAllAndLimit,
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{ ...currencyCodeProperty, description: 'Only transactions in this cost-center currency' },
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
					options: asOptions(WALLET_TRANSACTION_STATUSES),
					default: 'All',
					description: 'Only credits or only debits',
				},
				{
					displayName: 'Type',
					name: 'type',
					type: 'options',
					options: asOptions(WALLET_TRANSACTION_TYPES),
					default: 'All',
					description: 'Only transactions of this type',
				},
			],
		},
		outputOptions(),
	],
	list(item) {
		const filters = item.collection('filters');
		const search = String(filters.search ?? '').trim();
		return {
			path: '/wallet/transactions',
			qs: {
				currency_code:
					filters.currencyCode === undefined
						? undefined
						: currencyCode(item, 'filters.currencyCode', filters.currencyCode),
				status: filters.status && filters.status !== 'All' ? filters.status : undefined,
				type: filters.type && filters.type !== 'All' ? filters.type : undefined,
				search: search || undefined,
			},
			envelope: envelopes.common('data'),
		};
	},
	output: (record) => walletTransaction(record),
};
