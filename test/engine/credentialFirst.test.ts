/**
 * Every list the account fills, opened before a credential is chosen: no error, nothing sent, one
 * entry saying to choose a credential (in a multi-select one that cannot be chosen, never ""), or
 * for the countries every ISO country; with a credential, the account's records.
 */
import type { INodeType } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { COUNTRY_CODES, CURRENCY_CODES } from '../../nodes/shared/options';
import { countries } from '../../sandbox/data/reference';
import { listSearch, loadOptions } from './harness';
import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 5, employees: 5 });

const CHOOSE_A_CREDENTIAL = {
	name: 'Choose a Credential First',
	value: '',
	description:
		'Choose or create an Asset Lifecycle API credential at the top of this node: the list then fills from the account. If one is chosen already, choose Refresh List in this field’s menu.',
};

/** Without a credential: every ISO code (currencies) and every ISO country (countries). */
const NEEDS_NO_ACCOUNT = ['getCurrencies', 'getCountries'];
/** Select Included Fields' list reads the node's description (test/engine/output.test.ts). */
const READS_THE_DESCRIPTION = 'getFieldPaths';

/** The multi-selects, whose entry without a credential cannot be chosen. */
const MULTI_SELECTS = ['getCampaigns'];

describe.each([
	['Asset Lifecycle', new AssetLifecycle() as INodeType],
	['Asset Lifecycle Trigger', new AssetLifecycleTrigger() as INodeType],
])('%s', (_name, nodeType) => {
	const dropdowns = Object.keys(nodeType.methods?.loadOptions ?? {}).filter(
		(method) => !NEEDS_NO_ACCOUNT.includes(method) && method !== READS_THE_DESCRIPTION,
	);
	const searches = Object.keys(nodeType.methods?.listSearch ?? {});

	test.each(dropdowns)(
		'the dropdown %s says to choose a credential, then fills from the account',
		async (method) => {
			expect(await loadOptions(method, { nodeType })).toEqual([
				MULTI_SELECTS.includes(method)
					? { ...CHOOSE_A_CREDENTIAL, value: 'Choose a Credential First', disabled: true }
					: CHOOSE_A_CREDENTIAL,
			]);
			expect(await sandbox.requests()).toEqual([]);

			const filled = await loadOptions(method, {
				nodeType,
				credentials: sandbox.credentialStore().credentials,
			});
			expect(filled.length).toBeGreaterThan(0);
			expect(filled.map((option) => option.name)).not.toContain(CHOOSE_A_CREDENTIAL.name);
		},
	);

	if (searches.length > 0) {
		test.each(searches)(
			'the searchable list %s says to choose a credential, then finds the account’s records',
			async (method) => {
				expect(await listSearch(method, { nodeType })).toEqual({
					results: [CHOOSE_A_CREDENTIAL],
				});
				expect(await sandbox.requests()).toEqual([]);

				const found = await listSearch(method, {
					nodeType,
					credentials: sandbox.credentialStore().credentials,
				});
				expect(found.results.length).toBeGreaterThan(0);
				expect(found.results).not.toContainEqual(CHOOSE_A_CREDENTIAL);
			},
		);
	}

	test('the currency dropdown offers every code without a credential, sending nothing', async () => {
		const options = await loadOptions('getCurrencies', { nodeType });
		expect(options.map((option) => option.value)).toEqual(CURRENCY_CODES);
		expect(await sandbox.requests()).toEqual([]);
	});
});

describe('Asset Lifecycle country dropdowns', () => {
	const nodeType = new AssetLifecycle() as INodeType;

	test('without a credential offer every ISO country by name, sending nothing', async () => {
		const options = await loadOptions('getCountries', { nodeType });
		expect(options.map((option) => option.value).sort()).toEqual(COUNTRY_CODES);
		expect(options).toContainEqual({ name: 'United Kingdom (GB)', value: 'GB' });
		expect(options).toContainEqual({ name: 'Germany (DE)', value: 'DE' });
		const names = options.map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect(await sandbox.requests()).toEqual([]);
	});

	test('with a credential the same list, still sending nothing: the API takes every ISO country for an employee', async () => {
		const withoutCredential = await loadOptions('getCountries', { nodeType });
		const options = await loadOptions('getCountries', {
			nodeType,
			parameters: { resource: 'employee', operation: 'create' },
			credentials: sandbox.credentialStore().credentials,
		});
		expect(options).toEqual(withoutCredential);
		expect(await sandbox.requests()).toEqual([]);
	});

	test("on Recovery Create, with a credential, the account's countries, marked where a recovery needs a state, for one request", async () => {
		const options = await loadOptions('getCountries', {
			nodeType,
			parameters: { resource: 'recovery', operation: 'create' },
			credentials: sandbox.credentialStore().credentials,
		});
		const codes = countries.map((country) => country.code);
		expect(options.map((option) => option.value).sort()).toEqual(codes.sort());
		expect(codes.length).toBeLessThan(COUNTRY_CODES.length);
		expect(options).toContainEqual({
			name: 'United States (US)',
			value: 'US',
			description: 'A recovery to this country needs a state',
		});
		const api = (await sandbox.requests()).filter((entry) => entry.route !== 'POST /auth/login');
		expect(api.map((entry) => entry.route)).toEqual(['GET /countries']);
	});
});
