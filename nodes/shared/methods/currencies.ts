import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { CURRENCY_CODES } from '../options';
import { fieldErrors } from '../transport/errors';
import { envelopes, readPage } from '../transport/pagination';
import { apiRequest } from '../transport/request';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

const currencyOption = (code: string, description?: string): INodePropertyOptions => ({
	name: `${code} (${currencyNames.of(code) ?? code})`,
	value: code,
	description,
});

/** ISO 4217's code for "no currency": no account keeps a wallet in it. */
const NO_CURRENCY = 'XXX';

/** What the API's refusal of a currency left: its status and its body. */
interface Refusal {
	httpCode?: string;
	errorResponse?: unknown;
}

/**
 * The currencies the account accepts, as the API states them: asked for the balance of a code no
 * account uses, it refuses it (422) with the list ("currency_code must be one of USD, EUR, GBP").
 * One request. `undefined` when the API took the code or its refusal names no currency, `false`
 * when the request failed otherwise (no credential yet, a refused login, the API out of reach).
 */
async function acceptedCurrencies(
	functions: ILoadOptionsFunctions,
): Promise<string[] | undefined | false> {
	try {
		await apiRequest(
			{ functions },
			{
				method: 'GET',
				path: '/wallet/balance',
				qs: { currency_code: NO_CURRENCY },
			},
		);
		return undefined;
	} catch (error) {
		const { httpCode, errorResponse } = error as Refusal;
		if (httpCode !== '422') return false;
		const said = fieldErrors(errorResponse).filter((text) => text.startsWith('currency_code'));
		const codes = said.flatMap((text) => text.match(/\b[A-Z]{3}\b/g) ?? []);
		const accepted = [...new Set(codes)].filter((code) => CURRENCY_CODES.includes(code));
		return accepted.length ? accepted.sort() : undefined;
	}
}

/** The currencies of the account's newest wallet transactions: one request, the first page. */
async function currenciesInUse(functions: ILoadOptionsFunctions): Promise<string[]> {
	try {
		const { items } = await readPage(
			{ functions },
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
 * Currency codes for a Currency dropdown: those the account accepts, as the API names them. An
 * API that names none: every ISO 4217 code, those of the account's transactions first. A load
 * that cannot ask the account (before the node has a credential): every code, so the field is
 * never empty (see credentialFirst.ts).
 */
export async function getCurrencies(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const accepted = await acceptedCurrencies(this);
	if (accepted) return accepted.map((code) => currencyOption(code, 'Accepted by the account'));
	const inUse = accepted === false ? [] : await currenciesInUse(this);
	return [
		...inUse.map((code) => currencyOption(code, "In the account's wallet transactions")),
		...CURRENCY_CODES.filter((code) => !inUse.includes(code)).map((code) => currencyOption(code)),
	];
}
