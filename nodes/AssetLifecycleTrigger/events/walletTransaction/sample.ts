import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { walletTransaction } from '../../../shared/shapes/wallet';
import { firstTransactionsPage, listRequest } from './read';
import type { Row } from './state';

function exampleTransaction(filters: IDataObject): IDataObject {
	return {
		...walletTransaction({
			id: 'example-transaction',
			order_id: null,
			order_number: null,
			transaction_type: filters.type ?? 'Deployment',
			status: filters.status ?? 'Debit',
			amount: '100.00',
			raw_amount: 100,
			currency_code: filters.currency_code ?? 'USD',
			invoice_number: null,
			transaction_date: null,
			created_at: new Date().toISOString(),
		}),
		example: true,
		note: 'Example event: no transaction matches the filters. Its id belongs to no transaction; live events carry real ones.',
	};
}

/**
 * The newest real transaction the filters let through (the API filters, so one page holds it);
 * when there is none, a marked example in the filters' values, with an id no transaction has.
 */
export async function sampleTransactionEvent(this: IPollFunctions): Promise<IDataObject[]> {
	const request = listRequest.call(this);
	const rows = await firstTransactionsPage.call(this);
	const newest = rows.reduce<Row | undefined>(
		(best, row) => (best === undefined || row.time > best.time ? row : best),
		undefined,
	);
	return [newest ? walletTransaction(newest.record) : exampleTransaction(request.qs ?? {})];
}
