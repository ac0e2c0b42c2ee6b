import type { IDataObject, INodePropertyOptions, INodeType } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { CURRENCY_CODES } from '../../nodes/shared/options';
import { loadOptions } from './harness';
import { fullAccess, returnAllPages, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, transactions: 250 });

const USD = (amount: number) => Math.round(amount * 100) / 100;

describe('wallet getBalance', () => {
	test('keeps the formatted funds and adds their amounts as numbers', async () => {
		let credits = 0;
		let debits = 0;
		for (const transaction of sandbox.store.walletTransactions) {
			if (transaction.currency !== 'USD') continue;
			if (transaction.status === 'Credit') credits += transaction.rawAmount;
			else debits += transaction.rawAmount;
		}
		const raw = await sandbox.apiGet('/wallet/balance', { currency_code: 'USD' });
		await sandbox.control('DELETE', '/requests');

		const result = await sandbox.run({ resource: 'wallet', operation: 'getBalance' });

		expect(result.items.map((item) => item.json)).toEqual([
			{
				...(raw.data as IDataObject),
				total_funds_amount: USD(credits),
				available_funds_amount: USD(USD(credits) - USD(debits)),
				used_funds_amount: USD(debits),
			},
		]);
		expect((await sandbox.requests('GET /wallet/balance')).map((entry) => entry.query)).toEqual([
			{ currency_code: 'USD' },
		]);
	});

	test.each(['US', 'UDS'])(
		'a currency code that is no ISO 4217 code (%s) fails naming the field before anything is sent',
		async (code) => {
			const result = await sandbox.run({
				resource: 'wallet',
				operation: 'getBalance',
				currencyCode: code,
			});

			expect(result.error?.message).toBe(
				`Currency: "${code}" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)`,
			);
			expect(await sandbox.requests()).toEqual([]);
		},
	);

	test.each([
		['getBalance', { currencyCode: 'JPY' }],
		['getTransactions', { returnAll: false, limit: 5, filters: { currencyCode: 'JPY' } }],
	])(
		'%s: a currency the account refuses is told by its label, with the value and the fix',
		async (operation, parameters) => {
			const route = operation === 'getBalance' ? 'GET /wallet/balance' : 'GET /wallet/transactions';
			const { error } = await sandbox.run({ resource: 'wallet', operation, ...parameters });

			expect(error?.message).toBe(
				'Currency: "JPY" was refused: currency_code must be one of USD, EUR, GBP',
			);
			expect(error?.description).toBe('Fix "Currency"; the API refused the request.');
			expect((await sandbox.requests(route)).map((entry) => entry.status)).toEqual([422]);
		},
	);
});

describe('the currency dropdown (getCurrencies), on the wallet operations and the trigger', () => {
	const codes = (options: INodePropertyOptions[]) => options.map((option) => option.value);

	test.each([
		['the action node', new AssetLifecycle() as INodeType],
		['the trigger', new AssetLifecycleTrigger() as INodeType],
	])(
		'%s: the currencies the account accepts, as the API names them, for one request',
		async (_node, nodeType) => {
			const options = await loadOptions('getCurrencies', {
				nodeType,
				credentials: sandbox.credentialStore().credentials,
			});

			expect(options).toEqual(
				[
					['EUR', 'Euro'],
					['GBP', 'British Pound'],
					['USD', 'US Dollar'],
				].map(([code, name]) => ({
					name: `${code} (${name})`,
					value: code,
					description: 'Accepted by the account',
				})),
			);
			// the transactions use them all: the seeded account has no currency the API refuses
			expect(
				[
					...new Set(sandbox.store.walletTransactions.map((transaction) => transaction.currency)),
				].sort(),
			).toEqual(codes(options));
			const api = (await sandbox.requests()).filter((entry) => entry.route !== 'POST /auth/login');
			expect(api.map((entry) => [entry.route, entry.query, entry.status])).toEqual([
				['GET /wallet/balance', { currency_code: 'XXX' }, 422],
			]);
		},
	);

	test('a refusal that names no currencies (here the wallet permission missing, 403): every code, and no second request', async () => {
		await sandbox.control('POST', '/faults', {
			route: 'GET /wallet/balance',
			count: 1,
			status: 403,
			body: { success: false, message: 'Forbidden', permission: 'wallet.read' },
		});
		const options = await loadOptions('getCurrencies', {
			nodeType: new AssetLifecycle(),
			credentials: sandbox.credentialStore().credentials,
		});

		expect(codes(options)).toEqual(CURRENCY_CODES);
		const api = (await sandbox.requests()).filter((entry) => entry.route !== 'POST /auth/login');
		expect(api.map((entry) => [entry.route, entry.status])).toEqual([['GET /wallet/balance', 403]]);
	});

	test('with a credential the API refuses, the dropdown still offers every code', async () => {
		const options = await loadOptions('getCurrencies', {
			nodeType: new AssetLifecycleTrigger(),
			credentials: sandbox.credentialStore({ ...fullAccess, clientSecret: 'not-the-secret' })
				.credentials,
		});

		expect(codes(options)).toEqual(CURRENCY_CODES);
		expect(options[0].description).toBeUndefined();
	});
});

describe('wallet getTransactions', () => {
	const seededIds = () => sandbox.store.walletTransactions.map((transaction) => transaction.id);

	test('Return All reads every page of 100 and returns exactly the seeded transactions', async () => {
		const total = sandbox.store.walletTransactions.length;

		const result = await sandbox.run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: true,
		});

		expect(result.items.map((item) => item.json.id)).toEqual(seededIds());
		const pages = await sandbox.requests('GET /wallet/transactions');
		expect(pages.map((entry) => entry.query)).toEqual(returnAllPages(total));
		expect(pages).toHaveLength(3);
	});

	test('Limit 150 makes exactly two requests and returns the newest 150', async () => {
		const result = await sandbox.run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: false,
			limit: 150,
		});

		expect(result.items.map((item) => item.json.id)).toEqual(seededIds().slice(0, 150));
		expect(
			(await sandbox.requests('GET /wallet/transactions')).map((entry) => entry.query),
		).toEqual([
			{ page: '1', limit: '100' },
			{ page: '2', limit: '100' },
		]);
	});

	test('each transaction keeps its text and gains transaction_date_iso', async () => {
		const raw = await sandbox.apiGet('/wallet/transactions', { page: 1, limit: 3 });

		const result = await sandbox.run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: false,
			limit: 3,
		});

		expect(result.items.map((item) => item.json)).toEqual(
			(raw.data as IDataObject[]).map((record) => ({
				...record,
				transaction_date_iso: String(record.created_at).slice(0, 10),
			})),
		);
	});

	test('filters go to the API as its query parameters', async () => {
		const store = sandbox.store;
		const expected = store.walletTransactions
			.filter((transaction) => transaction.status === 'Debit' && transaction.currency === 'EUR')
			.map((transaction) => transaction.id);

		const result = await sandbox.run({
			resource: 'wallet',
			operation: 'getTransactions',
			returnAll: true,
			filters: { status: 'Debit', type: 'All', currencyCode: 'eur' },
		});

		expect(result.items.map((item) => item.json.id)).toEqual(expected);
		expect(expected.length).toBeGreaterThan(0);
		expect((await sandbox.requests('GET /wallet/transactions'))[0].query).toEqual({
			currency_code: 'EUR',
			status: 'Debit',
			page: '1',
			limit: '100',
		});
	});
});
