import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 11, transactions: 60 });

const UNKNOWN_CODE = 'Currency: "UDS" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)';

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
