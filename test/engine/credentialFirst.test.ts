/**
 * Every list the account fills, opened before a credential is chosen: no error, one entry saying
 * to choose a credential, nothing sent; with a credential, the account's records.
 */
import type { INodeType } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { CURRENCY_CODES } from '../../nodes/shared/options';
import { listSearch, loadOptions } from './harness';
import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 5, employees: 5 });

const CHOOSE_A_CREDENTIAL = {
	name: 'Choose a Credential First',
	value: '',
	description:
		'Choose or create an Asset Lifecycle API credential at the top of this node: the list then fills from the account',
};

/** getCurrencies offers every ISO code without a credential: the account only orders them. */
const NEEDS_NO_ACCOUNT = 'getCurrencies';
/** Select Included Fields' list reads the node's description (test/engine/output.test.ts). */
const READS_THE_DESCRIPTION = 'getFieldPaths';

describe.each([
	['Asset Lifecycle', new AssetLifecycle() as INodeType],
	['Asset Lifecycle Trigger', new AssetLifecycleTrigger() as INodeType],
])('%s', (_name, nodeType) => {
	const dropdowns = Object.keys(nodeType.methods?.loadOptions ?? {}).filter(
		(method) => method !== NEEDS_NO_ACCOUNT && method !== READS_THE_DESCRIPTION,
	);
	const searches = Object.keys(nodeType.methods?.listSearch ?? {});

	test.each(dropdowns)(
		'the dropdown %s says to choose a credential, then fills from the account',
		async (method) => {
			expect(await loadOptions(method, { nodeType })).toEqual([CHOOSE_A_CREDENTIAL]);
			expect(await sandbox.requests()).toEqual([]);

			const filled = await loadOptions(method, {
				nodeType,
				credentials: sandbox.credentialStore().credentials,
			});
			expect(filled.length).toBeGreaterThan(0);
			expect(filled).not.toContainEqual(CHOOSE_A_CREDENTIAL);
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
		const options = await loadOptions(NEEDS_NO_ACCOUNT, { nodeType });
		expect(options.map((option) => option.value)).toEqual(CURRENCY_CODES);
		expect(await sandbox.requests()).toEqual([]);
	});
});
