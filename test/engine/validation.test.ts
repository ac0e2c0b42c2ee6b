import type { INode, INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import {
	employeeCreateParameters,
	orderCreateParameters,
	recoveryCreateParameters,
	shippingLabelCreateParameters,
	useSandbox,
} from './support';

const { run, requests } = useSandbox();

/**
 * A valid input of every write operation: each test empties one of its required fields through an
 * expression (n8n itself refuses to start a node whose required field is left blank, but an
 * expression mapped from an input item can still come out empty).
 */
const validInputs: INodeParameters[] = [
	employeeCreateParameters(),
	recoveryCreateParameters(),
	orderCreateParameters(),
	shippingLabelCreateParameters(),
	{
		resource: 'legalHold',
		operation: 'create',
		serialNumber: 'C02XK1AAMD6T',
		assetName: 'MacBook Pro 14',
		assetId: 'AT-1001',
		name: 'Ines Marlowe',
		email: 'ines.marlowe@example.com',
		recoveryNumber: 'RCV-1',
		summary: 'Litigation hold',
		description: 'Matter 42',
	},
];

const description = new AssetLifecycle().description;
/** A node of the newest version, as a node added from the nodes panel is. */
const newestNode = { typeVersion: Math.max(...(description.version as number[])) } as INode;

/** The required text and dropdown fields the editor shows for this input. */
function requiredFields(input: INodeParameters): INodeProperties[] {
	return description.properties.filter(
		(property) =>
			property.required &&
			['string', 'options'].includes(property.type) &&
			NodeHelpers.displayParameter(input, property, newestNode, description),
	);
}

const cases = validInputs.flatMap((input) =>
	requiredFields(input).map(
		(field) =>
			[
				`${String(input.resource)} ${String(input.operation)}`,
				field.displayName,
				input,
				field,
			] as const,
	),
);

describe('every required field, empty, fails before anything is sent, named by its label', () => {
	test('the table covers every write operation', () => {
		expect(new Set(cases.map(([operation]) => operation)).size).toBe(validInputs.length);
		expect(cases.length).toBeGreaterThan(30);
	});

	test.each(cases)('%s: %s', async (_, __, input, field) => {
		const label = field.displayName.replace(/ Name or ID$/, '');

		const { error } = await run({ ...input, [field.name]: '={{ "" }}' });

		expect(error?.message).toBe(`${label} is required`);
		expect(error?.description).toBe(`Fix "${label}"; nothing was sent to the API.`);
		expect(await requests()).toEqual([]);
	});
});
