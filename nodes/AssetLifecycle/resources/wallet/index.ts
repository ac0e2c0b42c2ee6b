import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { getBalance } from './getBalance';
import { getTransactions } from './getTransactions';

export const walletOperations = { getBalance, getTransactions };

export const walletDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['wallet'] } },
		options: [
			{
				name: 'Get Balance',
				value: 'getBalance',
				action: 'Get the wallet balance',
				description:
					'Get the total, available and used funds of one currency, as text and as numbers (_amount)',
			},
			{
				name: 'Get Transactions',
				value: 'getTransactions',
				action: 'Get many wallet transactions',
				description: 'List wallet transactions, newest first',
			},
		],
		default: 'getBalance',
	},
	...operationProperties('wallet', walletOperations),
];
