import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { walletBalance } from '../../../shared/shapes/wallet';

export const currencyCodeProperty: INodeProperties = {
	displayName: 'Currency Code',
	name: 'currencyCode',
	type: 'string',
	default: 'USD',
	placeholder: 'e.g. USD',
	description: 'ISO 4217 code of the cost-center currency',
};

export function currencyCode(item: ItemContext, field: string, value: unknown): string {
	const code = String(value ?? '')
		.trim()
		.toUpperCase();
	if (!/^[A-Z]{3}$/.test(code)) {
		throw item.invalid(field, `"${String(value)}" is not a three-letter currency code (e.g. USD)`);
	}
	return code;
}

export const getBalance: Operation = {
	value: 'getBalance',
	name: 'Get Balance',
	action: 'Get the wallet balance',
	description:
		'Get the total, available and used funds of one currency, as text and as numbers (_amount)',
	kind: 'request',
	properties: [{ ...currencyCodeProperty, required: true }, outputOptions()],
	request: (item) => ({
		method: 'GET',
		path: '/wallet/balance',
		qs: { currency_code: currencyCode(item, 'currencyCode', item.param('currencyCode', 'USD')) },
	}),
	output: (body) => walletBalance(body.data as IDataObject),
};
