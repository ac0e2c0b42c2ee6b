import {
	walletBalanceSimplifiedFields,
	walletBalance,
	walletBalanceFieldPaths,
} from '../../../shared/shapes/wallet';
import type { IDataObject } from 'n8n-workflow';

import { currencyCodeParameter } from '../../../shared/descriptions/currencyCode';
import type { Operation } from '../../operation';
import { currencyCode } from '../../../shared/values';

export const getBalance: Operation = {
	value: 'getBalance',
	name: 'Get Balance',
	action: 'Get the wallet balance',
	description:
		'Get the total, available and used funds of one currency, as text and as numbers (_amount)',
	kind: 'request',
	simplified: walletBalanceSimplifiedFields,
	fieldPaths: walletBalanceFieldPaths,
	apiFields: { currency_code: 'currencyCode' },
	properties: [{ ...currencyCodeParameter('The cost-center currency'), required: true }],
	request: (item) => ({
		method: 'GET',
		path: '/wallet/balance',
		qs: {
			currency_code: item.check('currencyCode', currencyCode, item.param('currencyCode', 'USD')),
		},
	}),
	output: (body) => walletBalance(body.data as IDataObject),
};
