/** Wallet transactions (filters, envelope, from/to) and wallet balance. */
import {
	WALLET_TRANSACTION_STATUS_FILTERS,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPE_FILTERS,
	WALLET_TRANSACTION_TYPES,
} from '../../sandbox/valueLists';
import { items, responses } from '../../sandbox/schemas';
import {
	expectKeys,
	expectSchema,
	firstPageOfTen,
	Json,
	SEEDED_TRANSACTIONS,
	useSandbox,
} from './helpers';

const sandbox = useSandbox();

const TRANSACTIONS = '/api/v1/wallet/transactions';
const TRANSACTION_KEYS = [
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
	'created_at',
];
const transactions = (query: Record<string, string | number> = {}) =>
	sandbox.get(TRANSACTIONS, query);

const allTransactions = (query: Record<string, string> = {}) =>
	sandbox.getAll(TRANSACTIONS, 'data', query);

/** The number a formatted amount shows, e.g. "$1,250.00" → 1250. */
const shownNumber = (amount: string) => Number(amount.replace(/[^\d.]/g, ''));

describe('wallet transactions (GET /wallet/transactions)', () => {
	test('answers the wallet envelope with 10 transactions by default', async () => {
		const result = await transactions();
		expect(result.status).toBe(200);
		expectKeys(result.body, [
			'success',
			'message',
			'data',
			'filters',
			'current_page',
			'total_pages',
			'total',
			'per_page',
			'from',
			'to',
		]);
		expect(result.body).toMatchObject({
			success: true,
			total: SEEDED_TRANSACTIONS,
			...firstPageOfTen(SEEDED_TRANSACTIONS),
		});
		expect(result.body.data).toHaveLength(10);
		expectSchema(responses.walletTransactions, result.body);
	});

	test('filters list the status values All, Credit, Debit and the transaction type values', async () => {
		const result = await transactions();
		expectKeys(result.body.filters, ['status', 'type']);
		expect([...result.body.filters.status].sort()).toEqual(
			[...WALLET_TRANSACTION_STATUS_FILTERS].sort(),
		);
		expect([...result.body.filters.type].sort()).toEqual(
			[...WALLET_TRANSACTION_TYPE_FILTERS].sort(),
		);
	});

	test('each transaction has exactly the transaction fields, amount formatted from raw_amount with its symbol', async () => {
		for (const transaction of await allTransactions()) {
			expectKeys(transaction, TRANSACTION_KEYS);
			expect(WALLET_TRANSACTION_STATUSES).toContain(transaction.status);
			expect(typeof transaction.raw_amount).toBe('number');
			expect(transaction.amount).toContain(transaction.currency_symbol);
			expect(shownNumber(transaction.amount)).toBeCloseTo(Math.abs(transaction.raw_amount), 2);
			expect(transaction.amount).toMatch(/\d\.\d{2}$/);
			expect(transaction.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
			expect(WALLET_TRANSACTION_TYPES).toContain(transaction.transaction_type);
			expectSchema(items.walletTransaction, transaction);
		}
	});

	test('serial_number is the row number across pages', async () => {
		const first = await transactions({ page: 1, limit: 10 });
		const second = await transactions({ page: 2, limit: 10 });
		expect(first.body.data.map((row: Json) => row.serial_number)).toEqual([
			1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
		]);
		expect(second.body.data.map((row: Json) => row.serial_number)).toEqual([
			11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
		]);
		expect(second.body).toMatchObject({ current_page: 2, from: 11, to: 20 });
	});

	test('a limit above 100 is answered with 100 per page', async () => {
		const result = await transactions({ limit: 250 });
		expect(result.body.per_page).toBe(100);
		expect(result.body.data).toHaveLength(Math.min(100, result.body.total));
	});

	test('status Credit and Debit split the transactions', async () => {
		const all = await allTransactions();
		const credits = await allTransactions({ status: 'Credit' });
		const debits = await allTransactions({ status: 'Debit' });
		for (const row of credits) expect(row.status).toBe('Credit');
		for (const row of debits) expect(row.status).toBe('Debit');
		expect(credits.length + debits.length).toBe(all.length);
		expect(credits.length).toBeGreaterThan(0);
		expect(debits.length).toBeGreaterThan(0);
	});

	test('the type filter answers only that transaction type', async () => {
		const all = await allTransactions();
		const type = all[0].transaction_type;
		const filtered = await allTransactions({ type });
		expect(filtered.length).toBe(all.filter((row) => row.transaction_type === type).length);
		for (const row of filtered) expect(row.transaction_type).toBe(type);
	});

	test('currency_code filters by currency', async () => {
		const all = await allTransactions();
		const currency = all[0].currency_code;
		const filtered = await allTransactions({ currency_code: currency });
		expect(filtered.length).toBe(all.filter((row) => row.currency_code === currency).length);
		for (const row of filtered) expect(row.currency_code).toBe(currency);
	});

	test('search finds a transaction by its order number and by its invoice number', async () => {
		const all = await allTransactions();
		const withOrder = all.find((row) => row.order_number);
		const byOrder = await allTransactions({ search: withOrder.order_number });
		expect(byOrder.map((row) => row.id)).toContain(withOrder.id);
		const withInvoice = all.find((row) => row.invoice_number);
		const byInvoice = await allTransactions({ search: withInvoice.invoice_number });
		expect(byInvoice.map((row) => row.id)).toContain(withInvoice.id);
	});

	test('no match answers total 0, data [] and from and to null', async () => {
		const result = await transactions({ search: 'no-such-order-zzz' });
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ data: [], total: 0, from: null, to: null });
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('GET', TRANSACTIONS);
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});

describe('wallet balance (GET /wallet/balance)', () => {
	test('answers success, message and data with USD funds as formatted strings by default', async () => {
		const result = await sandbox.get('/api/v1/wallet/balance');
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'message', 'data']);
		expect(result.body.success).toBe(true);
		expectKeys(result.body.data, ['currency_code', 'total_funds', 'available_funds', 'used_funds']);
		expect(result.body.data.currency_code).toBe('USD');
		for (const key of ['total_funds', 'available_funds', 'used_funds']) {
			expect(result.body.data[key]).toMatch(/^-?\$[\d,]+\.\d{2}$/);
		}
		expectSchema(responses.walletBalance, result.body);
	});

	test('currency_code selects the currency of the balance', async () => {
		const result = await sandbox.get('/api/v1/wallet/balance', { currency_code: 'EUR' });
		expect(result.status).toBe(200);
		expect(result.body.data.currency_code).toBe('EUR');
		expect(result.body.data.total_funds).toContain('€');
	});
});

describe('transactions added through the control API', () => {
	test('appear in the list, with one timestamp when createdAt is given', async () => {
		const before = (await transactions()).body.total;
		const createdAt = '2026-11-20T10:00:00.000Z';
		const added = await sandbox.control('POST', '/wallet/transactions', {
			createdAt,
			transactions: [
				{ status: 'Credit', transaction_type: 'Shop', raw_amount: 1250, currency_code: 'USD' },
				{ status: 'Debit', transaction_type: 'Repair', raw_amount: 80.5, currency_code: 'USD' },
			],
		});
		expect(added).toHaveLength(2);
		const all = await allTransactions();
		expect(all).toHaveLength(before + 2);
		const rows = all.filter((row) => added.some((created: Json) => created.id === row.id));
		expect(rows.map((row) => row.created_at)).toEqual([createdAt, createdAt]);
		const shop = rows.find((row) => row.transaction_type === 'Shop');
		expect(shop).toMatchObject({
			status: 'Credit',
			raw_amount: 1250,
			amount: '$1,250.00',
			currency_symbol: '$',
		});
		const repair = rows.find((row) => row.transaction_type === 'Repair');
		expect(repair).toMatchObject({ status: 'Debit', raw_amount: 80.5, currency_code: 'USD' });
	});
});
