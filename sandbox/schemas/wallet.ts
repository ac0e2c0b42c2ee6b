/** Wallet transactions and balance. */
import { z } from 'zod';

import {
	WALLET_TRANSACTION_STATUS_FILTERS,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES,
} from '../valueLists';
import { formattedDate, isoTimestamp, money, recordId } from './formats';
import { commonPage } from './pages';

const walletTransaction = z
	.object({
		id: recordId,
		serial_number: z.number().int(),
		order_id: recordId.nullable(),
		order_number: z.string().nullable(),
		transaction_type: z.enum(WALLET_TRANSACTION_TYPES),
		status: z.enum(WALLET_TRANSACTION_STATUSES),
		amount: money,
		raw_amount: z.number(),
		currency_code: z.enum(['USD', 'EUR', 'GBP']),
		currency_symbol: z.enum(['$', '€', '£']),
		invoice_number: z.string().nullable(),
		transaction_date: formattedDate,
		created_at: isoTimestamp,
	})
	.strict();

export const walletResponses = {
	walletTransactions: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z.array(walletTransaction),
			filters: z
				.object({
					status: z.array(z.enum(WALLET_TRANSACTION_STATUS_FILTERS)),
					type: z.array(z.string()),
				})
				.strict(),
			...commonPage,
		})
		.strict(),
	walletBalance: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z
				.object({
					currency_code: z.enum(['USD', 'EUR', 'GBP']),
					total_funds: money,
					available_funds: money,
					used_funds: money,
				})
				.strict(),
		})
		.strict(),
};

export const walletItems = { walletTransaction };

export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];
