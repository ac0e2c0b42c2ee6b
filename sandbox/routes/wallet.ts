/** Wallet transactions (newest first) and the wallet balance. */
import { currencySymbols, formatDate, formatMoney } from '../data/format';
import type { CurrencyCode } from '../data/format';
import type { WalletTransaction } from '../data/store';
import type { RouteDefinition } from '../http';
import { commonPage, readPage, reply } from '../http';
import { WALLET_TRANSACTION_STATUS_FILTERS, WALLET_TRANSACTION_TYPE_FILTERS } from '../valueLists';

const isCurrency = (value: string): value is CurrencyCode => value in currencySymbols;

export function transactionShape(transaction: WalletTransaction, row: number) {
	return {
		id: transaction.id,
		serial_number: row,
		order_id: transaction.orderId,
		order_number: transaction.orderNumber,
		transaction_type: transaction.type,
		status: transaction.status,
		amount: formatMoney(transaction.rawAmount, transaction.currency),
		raw_amount: transaction.rawAmount,
		currency_code: transaction.currency,
		currency_symbol: currencySymbols[transaction.currency],
		invoice_number: transaction.invoiceNumber,
		transaction_date: formatDate(transaction.createdAt),
		created_at: transaction.createdAt.toISOString(),
	};
}

const invalid = (field: string, text: string) =>
	reply(422, { success: false, message: 'Validation failed', errors: { [field]: text } });

export const walletRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/wallet/transactions',
		permission: 'wallet.read',
		handler: (context) => {
			const query = context.query;
			const page = readPage(query, 10, 100);
			const currency = query.get('currency_code')?.trim().toUpperCase() || undefined;
			if (currency && !isCurrency(currency)) {
				return invalid('currency_code', 'currency_code must be one of USD, EUR, GBP');
			}
			const statusInput = query.get('status')?.trim() || 'All';
			const status = WALLET_TRANSACTION_STATUS_FILTERS.find(
				(value) => value.toLowerCase() === statusInput.toLowerCase(),
			);
			if (!status)
				return invalid(
					'status',
					`status must be one of ${WALLET_TRANSACTION_STATUS_FILTERS.join(', ')}`,
				);
			const typeInput = query.get('type')?.trim() || 'All';
			const type = WALLET_TRANSACTION_TYPE_FILTERS.find(
				(value) => value.toLowerCase() === typeInput.toLowerCase(),
			);
			if (!type)
				return invalid('type', `type must be one of ${WALLET_TRANSACTION_TYPE_FILTERS.join(', ')}`);
			const search = query.get('search')?.trim().toLowerCase() || undefined;
			const records = context.sandbox.store.walletTransactions.filter(
				(transaction) =>
					(!currency || transaction.currency === currency) &&
					(status === 'All' || transaction.status === status) &&
					(type === 'All' || transaction.type === type) &&
					(!search ||
						(transaction.orderNumber ?? '').toLowerCase().includes(search) ||
						(transaction.invoiceNumber ?? '').toLowerCase().includes(search)),
			);
			const slice = records
				.slice(page.offset, page.offset + page.limit)
				.map((transaction, index) => transactionShape(transaction, page.offset + index + 1));
			return reply(200, {
				success: true,
				message: 'Wallet transactions fetched successfully',
				data: slice,
				filters: {
					status: [...WALLET_TRANSACTION_STATUS_FILTERS],
					type: [...WALLET_TRANSACTION_TYPE_FILTERS],
				},
				...commonPage(records.length, page, slice.length),
			});
		},
	},
	{
		method: 'GET',
		path: '/wallet/balance',
		permission: 'wallet.read',
		handler: (context) => {
			const currency = context.query.get('currency_code')?.trim().toUpperCase() || 'USD';
			if (!isCurrency(currency)) {
				return invalid('currency_code', 'currency_code must be one of USD, EUR, GBP');
			}
			let credits = 0;
			let debits = 0;
			for (const transaction of context.sandbox.store.walletTransactions) {
				if (transaction.currency !== currency) continue;
				if (transaction.status === 'Credit') credits += transaction.rawAmount;
				else debits += transaction.rawAmount;
			}
			const total = Math.round(credits * 100) / 100;
			const used = Math.round(debits * 100) / 100;
			return reply(200, {
				success: true,
				message: 'Wallet balance fetched successfully',
				data: {
					currency_code: currency,
					total_funds: formatMoney(total, currency),
					available_funds: formatMoney(Math.round((total - used) * 100) / 100, currency),
					used_funds: formatMoney(used, currency),
				},
			});
		},
	},
];
