import type { IExecuteFunctions } from 'n8n-workflow';

import { RunHints } from '../../nodes/AssetLifecycle/output/runHints';

describe('RunHints on an n8n without addExecutionHints', () => {
	// n8n 1.123 and 2.41 have it (n8n-core execute-context.js); an older execute context does not,
	// and a run must then end as it would without hints.
	test('adds nothing and does not fail', async () => {
		const hints = new RunHints();
		hints.skippedItem('already in the campaign');
		hints.writeNotReadBack();
		const context = {} as IExecuteFunctions;

		await expect(hints.addTo(context)).resolves.toBeUndefined();
	});

	test('adds the hints in one call where it exists', async () => {
		const hints = new RunHints();
		hints.skippedItem('already in the campaign');
		hints.skippedItem('already in the campaign');
		const added: unknown[][] = [];
		const context = {
			addExecutionHints: (...given: unknown[]) => added.push(given),
		} as unknown as IExecuteFunctions;

		await hints.addTo(context);

		expect(added).toEqual([
			[{ type: 'info', message: '2 items skipped: already in the campaign.' }],
		]);
	});
});
