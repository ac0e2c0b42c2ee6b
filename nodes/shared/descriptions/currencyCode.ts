import type { INodeProperties } from 'n8n-workflow';

/**
 * A cost-center currency (its ISO 4217 code is the ID n8n's wording asks for), the same field on
 * the action node's wallet operations and on the trigger's Wallet Transaction event: a dropdown of
 * the codes the account accepts (getCurrencies), or an expression; the
 * value is checked against the codes before anything is sent (currencyCode in values.ts).
 */
/** The field's label, as the editor shows it. */
export const CURRENCY_DISPLAY_NAME = 'Currency Name or ID';

export const currencyCodeParameter = (hint: string): INodeProperties => ({
	displayName: CURRENCY_DISPLAY_NAME,
	name: 'currencyCode',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getCurrencies' },
	default: 'USD',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: `${hint}. An expression gives an ISO 4217 code, e.g. USD.`,
});
