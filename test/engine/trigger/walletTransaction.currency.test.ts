import { NodeApiError } from 'n8n-workflow';

import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 11, transactions: 60 });

const UNKNOWN_CODE =
	'Currency Name or ID: "UDS" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)';

describe('walletTransaction trigger: the currency', () => {
	const typo = () =>
		sandbox.trigger({ event: 'walletTransaction', filters: { currencyCode: 'UDS' } });

	test('a code that is no currency ("UDS") is refused when the workflow is activated, naming the field; nothing is sent', async () => {
		const { result, api } = await sandbox.logged(
			async () =>
				await typo()
					.activate()
					.catch((error: Error) => error),
		);

		expect((result as Error).message).toBe(UNKNOWN_CODE);
		expect(api).toEqual([]);
	});

	test('and by Fetch Test Event', async () => {
		const { result, api } = await sandbox.logged(
			async () =>
				await typo()
					.poll({ mode: 'manual' })
					.catch((error: Error) => error),
		);

		expect((result as Error).message).toBe(UNKNOWN_CODE);
		expect(api).toEqual([]);
	});

	test.each([
		['when the workflow is activated', 'activate'],
		['by Fetch Test Event', 'manual'],
	])(
		'a currency the account refuses (JPY) is told %s by its label, with the value and the fix, after one request',
		async (_when, how) => {
			const poller = sandbox.trigger({
				event: 'walletTransaction',
				filters: { currencyCode: 'JPY' },
			});
			const { result, api } = await sandbox.logged(
				async () =>
					await (how === 'activate' ? poller.activate() : poller.poll({ mode: 'manual' })).catch(
						(error: NodeApiError) => error,
					),
			);

			expect(result).toBeInstanceOf(NodeApiError);
			expect((result as NodeApiError).message).toBe(
				'Currency Name or ID: "JPY" was refused: currency_code must be one of USD, EUR, GBP',
			);
			expect((result as NodeApiError).description).toBe(
				'Fix "Currency Name or ID"; the API refused the request.',
			);
			expect(api.map((entry) => [entry.route, entry.query.currency_code, entry.status])).toEqual([
				['GET /wallet/transactions', 'JPY', 422],
			]);
		},
	);

	test('a known code in lower case is read as the code', async () => {
		const poller = sandbox.trigger({
			event: 'walletTransaction',
			filters: { currencyCode: 'eur' },
		});
		const { api } = await sandbox.logged(async () => await poller.activate());

		expect(api.map((entry) => entry.query)).toContainEqual(
			expect.objectContaining({ currency_code: 'EUR' }),
		);
	});
});
