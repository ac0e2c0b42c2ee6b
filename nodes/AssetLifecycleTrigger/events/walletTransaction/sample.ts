import type { IDataObject } from 'n8n-workflow';

import { walletTransaction } from '../../../shared/shapes/wallet';
import type { Poll } from '../../poll';
import { flaggedSample } from '../../triggerEvent';
import { firstTransactionsPage, listRequest } from './read';
import type { Row } from './state';

/**
 * The newest real transaction the filters let through (the API filters, so one page holds it);
 * when there is none, a flagged example in the filters' values, with an id no transaction has.
 */
export async function sampleEvent(poll: Poll): Promise<IDataObject[]> {
	const request = listRequest(poll);
	const rows = await firstTransactionsPage(poll);
	const newest = rows.reduce<Row | undefined>(
		(best, row) => (best === undefined || row.time > best.time ? row : best),
		undefined,
	);
	if (!newest) return [exampleTransaction(request.qs ?? {})];
	return [
		flaggedSample(
			'illustrative',
			'Test event: the newest real transaction the filters let through, as it is now, shown as if it had just arrived; a live event is a transaction recorded after the trigger’s last poll.',
			walletTransaction(newest.record),
		),
	];
}

function exampleTransaction(filters: IDataObject): IDataObject {
	return flaggedSample(
		'example',
		'Example event: no transaction matches the filters. Its id belongs to no transaction; live events carry real ones.',
		walletTransaction({
			id: 'example-transaction',
			serial_number: null,
			order_id: null,
			order_number: null,
			transaction_type: filters.type ?? 'Deployment',
			status: filters.status ?? 'Debit',
			amount: '100.00',
			raw_amount: 100,
			currency_code: filters.currency_code ?? 'USD',
			currency_symbol: null,
			invoice_number: null,
			transaction_date: null,
			created_at: new Date().toISOString(),
		}),
	);
}
