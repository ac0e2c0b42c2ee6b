import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireCountryCode, requireText } from '../../helpers/validation';

const dimension = (displayName: string, name: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	required: true,
	typeOptions: { minValue: 0, numberPrecision: 2 },
	default: 0,
	description: `Package ${name} in inches`,
});

const requiredProperties: INodeProperties[] = [
	{
		displayName: 'Address Line 1',
		name: 'addressLine1',
		type: 'string',
		required: true,
		default: '',
		description: 'Ship-from street address',
	},
	{ displayName: 'City', name: 'city', type: 'string', required: true, default: '' },
	{ displayName: 'State', name: 'state', type: 'string', required: true, default: '' },
	{ displayName: 'Zip', name: 'zip', type: 'string', required: true, default: '' },
	dimension('Length', 'length'),
	dimension('Width', 'width'),
	dimension('Height', 'height'),
];

const additionalFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		{
			displayName: 'Country Name or ID',
			name: 'country',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getCountries' },
			default: '',
			description:
				'Ship-from country; US when not set. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'First Name',
			name: 'firstName',
			type: 'string',
			default: '',
			description: "Sender's first name",
		},
		{
			displayName: 'Label Count',
			name: 'labelCount',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: 'How many labels to create',
		},
		{
			displayName: 'Label to Contacts',
			name: 'labelToContacts',
			type: 'boolean',
			default: false,
			description: "Whether to email the label to the company's contacts",
		},
		{
			displayName: 'Label to Me',
			name: 'labelToMe',
			type: 'boolean',
			default: false,
			description: 'Whether to email the label to the user of the API credential',
		},
		{
			displayName: 'Last Name',
			name: 'lastName',
			type: 'string',
			default: '',
			description: "Sender's last name",
		},
		{
			displayName: 'Ounces',
			name: 'oz',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Package weight: the ounces part',
		},
		{
			displayName: 'Phone',
			name: 'phone',
			type: 'string',
			default: '',
			description: "Sender's phone number",
		},
		{
			displayName: 'Pounds',
			name: 'lbs',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Package weight: the pounds part',
		},
	],
};

function positive(item: ItemContext, field: string): number {
	const value = Number(item.param<number>(field));
	if (!Number.isFinite(value) || value <= 0) {
		throw item.invalid(field, `must be a number of inches greater than 0 (got ${String(value)})`);
	}
	return value;
}

function labelBody(item: ItemContext): IDataObject {
	const fields = item.collection('additionalFields');
	const text = (name: string) =>
		typeof fields[name] === 'string' && (fields[name] as string).trim()
			? (fields[name] as string).trim()
			: undefined;
	const number = (name: string) => (fields[name] === undefined ? undefined : Number(fields[name]));
	const flag = (name: string) => (fields[name] === undefined ? undefined : fields[name] ? 1 : 0);
	const country = text('country');
	const labelCount = number('labelCount');
	if (labelCount !== undefined && (!Number.isInteger(labelCount) || labelCount < 1)) {
		throw item.invalid('additionalFields.labelCount', `must be a whole number of at least 1`);
	}
	return {
		address_line_1: requireText(item, 'addressLine1', item.param('addressLine1')),
		city: requireText(item, 'city', item.param('city')),
		state: requireText(item, 'state', item.param('state')),
		zip: requireText(item, 'zip', item.param('zip')),
		country: country ? requireCountryCode(item, 'additionalFields.country', country) : 'US',
		length: positive(item, 'length'),
		width: positive(item, 'width'),
		height: positive(item, 'height'),
		lbs: number('lbs'),
		oz: number('oz'),
		first_name: text('firstName'),
		last_name: text('lastName'),
		phone: text('phone'),
		label_count: labelCount,
		label_to_contacts: flag('labelToContacts'),
		label_to_me: flag('labelToMe'),
	};
}

export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create a shipping label',
	description: 'Create a carrier label from a ship-from address and package size',
	kind: 'request',
	properties: [...requiredProperties, additionalFields, outputOptions()],
	request: (item) => ({ method: 'POST', path: '/shipping/label/create', body: labelBody(item) }),
	output: (body) => {
		const files = (body.files as IDataObject | undefined) ?? {};
		return {
			shipping_label_id: body.shipping_label_id,
			tracking_numbers: body.tracking_numbers,
			label_url: files.label_url ?? null,
			label_path: files.label_path ?? null,
			label_file_name: files.label_file_name ?? null,
		};
	},
};
