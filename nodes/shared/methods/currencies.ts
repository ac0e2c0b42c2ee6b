import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { CURRENCY_CODES } from '../options';
import { envelopes, readPage } from '../transport/pagination';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

const currencyOption = (code: string, description?: string): INodePropertyOptions => ({
	name: `${code} (${currencyNames.of(code) ?? code})`,
	value: code,
	description,
});

/**
 * The currencies of the account's newest wallet transactions: one request, the first page. The
 * list of codes does not depend on the account, so a failed read (no credential chosen yet, the
 * API out of reach) only leaves this part out; the dropdown still offers every code.
 */
async function currenciesInUse(this: ILoadOptionsFunctions): Promise<string[]> {
	try {
		const { items } = await readPage(
			{ functions: this },
			{
				path: '/wallet/transactions',
				envelope: envelopes.common('data'),
				page: 1,
			},
		);
		const used = items.map((transaction) => String(transaction.currency_code).toUpperCase());
		return [...new Set(used)].filter((code) => CURRENCY_CODES.includes(code)).sort();
	} catch {
		return [];
	}
}

/**
 * Currency codes for a Currency Code dropdown. The API has no list of wallets: every ISO 4217 code,
 * those the account's transactions use first.
 */
export async function getCurrencies(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const inUse = await currenciesInUse.call(this);
	return [
		...inUse.map((code) => currencyOption(code, "In the account's wallet transactions")),
		...CURRENCY_CODES.filter((code) => !inUse.includes(code)).map((code) => currencyOption(code)),
	];
}
