import type { INodeProperties } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import {
	employeeCreateParameters,
	orderCreateParameters,
	shippingLabelCreateParameters,
	useSandbox,
} from './support';

const sandbox = useSandbox({ seed: 7 });

const { properties } = new AssetLifecycle().description;

/** The State parameter of a form, as the editor shows it. */
function stateOf(resource: string, operation: string): INodeProperties {
	return properties.find(
		(property) =>
			property.name === 'state' &&
			property.displayOptions?.show?.resource?.includes(resource) &&
			property.displayOptions.show.operation?.includes(operation),
	)!;
}

const forms: Array<[string, string]> = [
	['employee', 'create'],
	['order', 'create'],
	['recovery', 'create'],
	['shippingLabel', 'create'],
];

describe('the State field: one field, one behaviour on every address', () => {
	test('every form shows the same kind of field, its rule in the hint', () => {
		const kinds = forms.map(([resource, operation]) => {
			const { displayName, type, required, description, placeholder, hint } = stateOf(
				resource,
				operation,
			);
			expect(hint).toMatch(/^Required /);
			return { displayName, type, required, description, placeholder };
		});
		expect(new Set(kinds.map((kind) => JSON.stringify(kind))).size).toBe(1);
		expect(kinds[0]).toEqual({
			displayName: 'State',
			type: 'string',
			required: undefined,
			description: 'The state or province of the address: its code (e.g. TX) or its name',
			placeholder: 'e.g. TX',
		});
	});

	test.each([
		['an order', orderCreateParameters({ state: '' }), 'State is required for every country'],
		[
			'a shipping label',
			shippingLabelCreateParameters({ state: '' }),
			'State is required for every country',
		],
		[
			'an employee',
			employeeCreateParameters({ state: '' }),
			'State is required for every country except GB (country is US)',
		],
	])(
		'%s without a state fails naming State, before anything is sent',
		async (_, parameters, message) => {
			const { error } = await sandbox.run(parameters);

			expect(error?.message).toBe(message);
			expect(await sandbox.requests()).toEqual([]);
		},
	);
});
