import type { INode, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import {
	employeeCreateParameters,
	orderCreateParameters,
	shippingLabelCreateParameters,
	useSandbox,
} from './support';

const sandbox = useSandbox({ seed: 7 });

const description = new AssetLifecycle().description;

/** The State parameter of a form, as the editor shows it on a node of `version`. */
function stateOf(resource: string, operation: string, version: number): INodeProperties {
	const node = { typeVersion: version } as INode;
	return description.properties.find(
		(property) =>
			property.name === 'state' &&
			NodeHelpers.displayParameter({ resource, operation }, property, node, description),
	)!;
}

/** Each form, and whether every run requires its State, whatever the country. */
const forms: Array<[string, string, boolean]> = [
	['employee', 'create', false],
	['order', 'create', true],
	['recovery', 'create', false],
	['shippingLabel', 'create', true],
];

describe('the State field: one field, one behaviour on every address', () => {
	test.each([1, 1.1])(
		'on version %s every form shows the same field, its rule in the hint, or in the required mark from 1.1 on where every run requires it',
		(version) => {
			const kinds = forms.map(([resource, operation, alwaysRequired]) => {
				const { displayName, type, required, description, placeholder, hint } = stateOf(
					resource,
					operation,
					version,
				);
				const marked = alwaysRequired && version >= 1.1;
				expect({ required, hint }).toEqual(
					marked
						? { required: true, hint: undefined }
						: { required: undefined, hint: expect.stringMatching(/^Required /) as unknown },
				);
				return { displayName, type, description, placeholder };
			});
			expect(new Set(kinds.map((kind) => JSON.stringify(kind))).size).toBe(1);
			expect(kinds[0]).toEqual({
				displayName: 'State',
				type: 'string',
				description: 'The state or province of the address: its code (e.g. TX) or its name',
				placeholder: 'e.g. TX',
			});
		},
	);

	// An expression can still come out empty where the field is marked required: the node checks it
	// itself on every version.
	test.each([
		['an order', orderCreateParameters({ state: '={{ "" }}' }), 'State is required'],
		[
			'a shipping label',
			shippingLabelCreateParameters({ state: '={{ "" }}' }),
			'State is required',
		],
		[
			'an employee',
			employeeCreateParameters({ state: '' }),
			'State is required for every country except GB (country is US)',
		],
	])(
		'%s without a state fails naming State, before anything is sent',
		async (_, parameters, message) => {
			for (const typeVersion of [1, 1.1]) {
				const { error } = await sandbox.run(parameters, { typeVersion });

				expect(error?.message).toBe(message);
				expect(await sandbox.requests()).toEqual([]);
			}
		},
	);

	test.each([
		['an order', orderCreateParameters({ state: '' })],
		['a shipping label', shippingLabelCreateParameters({ state: '' })],
	])(
		'%s saved with State left blank: version 1 runs the node, which fails the item; from 1.1 n8n starts no run',
		async (_, parameters) => {
			const onVersion1 = await sandbox.run(parameters, { typeVersion: 1, continueOnFail: true });
			expect(onVersion1.error).toBeUndefined();
			expect(onVersion1.items.map((item) => item.json.error)).toEqual(['State is required']);

			await expect(
				sandbox.run(parameters, { typeVersion: 1.1, continueOnFail: true }),
			).rejects.toThrow('- Parameter "State" is required.');
			expect(await sandbox.requests()).toEqual([]);
		},
	);
});
