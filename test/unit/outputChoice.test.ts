import type { INodeProperties } from 'n8n-workflow';

import { resources } from '../../nodes/AssetLifecycle/resources';

/** Whether an operation's parameters offer Raw Output (in its Options collection). */
const offersRawOutput = (properties: INodeProperties[]) =>
	properties.some(
		(property) =>
			property.name === 'options' &&
			(property.options as INodeProperties[]).some((option) => option.name === 'rawOutput'),
	);

const operations = resources.flatMap((resource) =>
	resource.operations.map((operation) => ({
		id: `${resource.value}.${operation.value}`,
		operation,
	})),
);

describe('the output layer', () => {
	// The router applies the output choice through the operation's `output` shape: an operation that
	// offers Raw Output without a shape would ignore it, and one with a shape but no Raw Output would
	// take the API's body away from the user.
	test.each(operations)(
		'$id offers Raw Output exactly when it declares an output shape',
		({ operation }) => {
			expect(offersRawOutput(operation.properties)).toBe(operation.output !== undefined);
		},
	);
});
