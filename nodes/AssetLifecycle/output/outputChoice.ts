import type { INodeProperties } from 'n8n-workflow';

import type { ItemContext } from '../itemContext';
import type { OperationResult } from '../operation';

/**
 * The one place that knows what the user chose to output. Today the choice is Raw Output: the
 * API's answer untouched instead of the node's record. The router asks here for every kind of
 * operation, so a new operation declares only how its record is shaped (`output`), and another
 * output mode (n8n's Simplified or Selected Fields) would be one more branch in `chosenOutput`.
 */

const rawOutputOption: INodeProperties = {
	displayName: 'Raw Output',
	name: 'rawOutput',
	type: 'boolean',
	default: false,
	description:
		"Whether to return the API's answer untouched instead of the node's consistent, snake_case record with parsed dates and amounts",
};

/** The `options` collection of an operation: Raw Output plus any switches of its own. */
export function outputOptions(extra: INodeProperties[] = []): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [...extra, rawOutputOption],
	};
}

/**
 * What the item outputs: the API's answer when the user chose Raw Output or the operation has no
 * shape, else the operation's shape of it. `shape` runs only when its output is wanted: a shape
 * that reads more (the record after a write) costs no request under Raw Output.
 */
export async function chosenOutput(
	item: ItemContext,
	answer: OperationResult,
	shape: (() => OperationResult | Promise<OperationResult>) | undefined,
): Promise<OperationResult> {
	if (!shape || item.collection('options').rawOutput === true) return answer;
	return await shape();
}
