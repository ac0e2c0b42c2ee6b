import type { IExecuteFunctions } from 'n8n-workflow';

import { RunHints } from '../../nodes/AssetLifecycle/output/runHints';

/** An execute context that collects the hints added, run as a regular node or as a tool. */
function contextCollecting(added: unknown[][], asTool = false): IExecuteFunctions {
	return {
		addExecutionHints: (...given: unknown[]) => added.push(given),
		isToolExecution: () => asTool,
		getNode: () => ({ type: 'n8n-nodes-asset-lifecycle.assetLifecycle' }),
	} as unknown as IExecuteFunctions;
}

describe('RunHints on an n8n without addExecutionHints', () => {
	// n8n 1.123 and 2.41 have it (n8n-core execute-context.js); an older execute context does not,
	// and a run must then end as it would without hints.
	test('adds nothing and does not fail', () => {
		const hints = new RunHints();
		hints.skippedItem('already in the campaign');
		hints.writeNotReadBack();
		const context = {} as IExecuteFunctions;

		expect(() => hints.addTo(context)).not.toThrow();
	});

	test('adds the hints in one call where it exists, placed in the output panel', () => {
		const hints = new RunHints();
		hints.skippedItem('already in the campaign');
		hints.skippedItem('already in the campaign');
		const added: unknown[][] = [];

		hints.addTo(contextCollecting(added));

		expect(added).toEqual([
			[
				{
					type: 'info',
					message: '2 items skipped: already in the campaign.',
					location: 'outputPane',
				},
			],
		]);
	});

	test("adds none in a tool's run (n8n-core's isToolExecution)", () => {
		const hints = new RunHints();
		hints.writeNotReadBack();
		const added: unknown[][] = [];

		hints.addTo(contextCollecting(added, true));

		expect(added).toEqual([]);
	});
});
