/** Wallet transactions. */
import type { WalletTransactionStatus, WalletTransactionType } from '../../schemas';
import type { CurrencyCode } from '../format';

export interface WalletTransaction {
	id: string;
	orderId: string | null;
	orderNumber: string | null;
	type: WalletTransactionType;
	status: WalletTransactionStatus;
	rawAmount: number;
	currency: CurrencyCode;
	invoiceNumber: string | null;
	createdAt: Date;
}
