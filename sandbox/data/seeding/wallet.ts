/** The wallet's transactions. */
import { WALLET_TRANSACTION_TYPES } from '../../valueLists';
import type { CurrencyCode } from '../format';
import type { Random } from '../random';
import type { Store, WalletTransaction } from '../store';
import { SEED_ANCHOR, type SeedContext } from './context';

/** `count` wallet transactions over the year before the anchor, newest first. */
export function seedWallet({ store, rng }: SeedContext, count: number): void {
	const times: number[] = [];
	for (let i = 0; i < count; i++) {
		times.push(SEED_ANCHOR - rng.int(60, 365 * 24 * 60) * 60 * 1000);
	}
	times.sort((a, b) => a - b);
	// a few transactions share one timestamp, as batch postings do
	for (let i = 5; i < times.length; i += 17) times[i] = times[i - 1];
	for (const time of times) {
		store.walletTransactions.push(randomTransaction(store, rng, new Date(time)));
	}
	store.walletTransactions.reverse();
}

/** One plausible wallet transaction; also used by the control API and the demo clock. */
export function randomTransaction(
	store: Store,
	rng: Random,
	createdAt: Date,
	fixed: Partial<Pick<WalletTransaction, 'status' | 'type' | 'rawAmount' | 'currency'>> = {},
) {
	const status = fixed.status ?? (rng.chance(0.2) ? 'Credit' : 'Debit');
	const currencyRoll = rng.next();
	const currency: CurrencyCode =
		fixed.currency ?? (currencyRoll < 0.6 ? 'USD' : currencyRoll < 0.85 ? 'EUR' : 'GBP');
	const type =
		fixed.type ??
		(status === 'Credit'
			? rng.pick(['Cash Withdrawal', 'RMA', 'Overage'] as const)
			: rng.pick(WALLET_TRANSACTION_TYPES));
	const rawAmount =
		fixed.rawAmount ??
		(status === 'Credit' ? rng.int(200000, 2000000) / 100 : rng.int(2000, 250000) / 100);
	const hasOrder = status === 'Debit' && type !== 'Subscription' && type !== 'Logistics Fee';
	const orderNumeric = store.nextNumber('walletOrder', 400001);
	return {
		id: store.nextId('transaction', 300001),
		orderId: hasOrder ? `${store.companyPrefix}-${orderNumeric}` : null,
		orderNumber: hasOrder ? `ORD-${orderNumeric}` : null,
		type,
		status,
		rawAmount,
		currency,
		invoiceNumber: status === 'Debit' ? `INV-${createdAt.getUTCFullYear()}-${rng.digits(5)}` : null,
		createdAt,
	};
}
