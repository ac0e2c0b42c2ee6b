import type { INodeProperties } from 'n8n-workflow';

import { resources } from '../../nodes/AssetLifecycle/resources';

const operations = resources.flatMap((resource) =>
	resource.operations.map((operation) => ({
		id: `${resource.value}.${operation.value}`,
		operation,
	})),
);

const optionNames = (properties: INodeProperties[]) =>
	properties
		.filter((property) => property.name === 'options')
		.flatMap((property) => (property.options as INodeProperties[]).map((option) => option.name));

describe('the output layer', () => {
	// The Output parameter replaces Raw Output: an operation that still offered it in its Options
	// would show two switches for one choice.
	test.each(operations)('$id has no Raw Output option left', ({ operation }) => {
		expect(optionNames(operation.properties)).not.toContain('rawOutput');
	});

	// The router applies Output through the operation's shape: an operation with a shape that does
	// not declare what Simplified keeps would offer no Output, and the user no Raw body.
	test.each(operations.filter(({ operation }) => operation.output))(
		'$id declares its Simplified fields, since it shapes its output',
		({ operation }) => {
			expect(operation.simplified).toBeDefined();
		},
	);

	// Simplified is the complete record only where the node shapes the record itself or the spec
	// fixes its fields; a record passed on as the API sends it could grow past 10 fields.
	test.each(['ticket.getAll', 'itadOrder.getAll'])(
		"%s names at most 10 Simplified fields: its record is the API's as it comes",
		(id) => {
			const { operation } = operations.find((entry) => entry.id === id)!;
			expect(Array.isArray(operation.simplified)).toBe(true);
			expect(operation.simplified!.length).toBeLessThanOrEqual(10);
			expect(operation.simplified![0]).toBe('id');
		},
	);
});
