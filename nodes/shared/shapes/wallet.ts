import type { IDataObject } from 'n8n-workflow';

import { parseDisplayDate } from './dates';
import { parseMoney } from './money';

/** Wallet balance: the formatted funds keep their text and gain a number (`_amount`). */
export function walletBalance(data: IDataObject): IDataObject {
	return {
		...data,
		total_funds_amount: parseMoney(data.total_funds),
		available_funds_amount: parseMoney(data.available_funds),
		used_funds_amount: parseMoney(data.used_funds),
	};
}

/**
 * A wallet transaction: `raw_amount` is the number behind `amount` (read from `amount` only
 * when the API left it out); the display date gains its YYYY-MM-DD companion.
 */
export function walletTransaction(record: IDataObject): IDataObject {
	return {
		...record,
		raw_amount:
			typeof record.raw_amount === 'number' ? record.raw_amount : parseMoney(record.amount),
		transaction_date_iso: parseDisplayDate(record.transaction_date),
	};
}

/** What Simplified keeps of the balance: the amounts as numbers (the balance has no id). */
export const walletBalanceSimplifiedFields = [
	'currency_code',
	'total_funds_amount',
	'available_funds_amount',
	'used_funds_amount',
] as const;

/** What Simplified keeps of a wallet transaction. */
export const walletTransactionSimplifiedFields = [
	'id',
	'transaction_date_iso',
	'transaction_type',
	'status',
	'raw_amount',
	'currency_code',
	'order_number',
	'invoice_number',
] as const;

/** Every field path of the balance, each formatted amount with its number. */
export const walletBalanceFieldPaths: readonly string[] = [
	'currency_code',
	'total_funds',
	'total_funds_amount',
	'available_funds',
	'available_funds_amount',
	'used_funds',
	'used_funds_amount',
];

/** Every field path of a wallet transaction, with raw_amount and the ISO date. */
export const walletTransactionFieldPaths: readonly string[] = [
	'id',
	'serial_number',
	'order_id',
	'order_number',
	'transaction_type',
	'status',
	'amount',
	'raw_amount',
	'currency_code',
	'currency_symbol',
	'invoice_number',
	'transaction_date',
	'transaction_date_iso',
	'created_at',
];
