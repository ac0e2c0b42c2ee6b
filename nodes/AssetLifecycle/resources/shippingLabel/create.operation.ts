import type { INodeProperties, IDataObject } from 'n8n-workflow';

import { countryParameter, textParameter } from '../../parameters/common';
import { addressStateField } from '../../parameters/addressState';
import { apiFieldsOf, fieldParameters, bodyFromFields, type Field } from '../../fieldTable';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';
import { countryCode, InvalidValue, wholeNumberAtLeastOne } from '../../../shared/values';

const inches = (displayName: string, name: string): Field => ({
	parameter: {
		displayName,
		name,
		type: 'number',
		typeOptions: { minValue: 0.01, numberPrecision: 2 },
		default: 1,
		description: `Package ${name} in inches, more than 0`,
	},
	apiName: name,
	required: true,
	convert: (value) => {
		const number = Number(value);
		if (!Number.isFinite(number) || number <= 0) {
			throw new InvalidValue(`must be a number of inches greater than 0 (got ${value})`);
		}
		return number;
	},
});

/** A parameter from its label, name and description. */
type LabeledParameter = (displayName: string, name: string, description: string) => INodeProperties;

const numberParameter: LabeledParameter = (displayName, name, description) => ({
	displayName,
	name,
	type: 'number',
	typeOptions: { minValue: 0 },
	default: 0,
	description,
});

const switchParameter: LabeledParameter = (displayName, name, description) => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	description,
});

const asFlag = (value: string) => (value === 'true' ? 1 : 0);

/** The label's body: the ship-from address, the package, the sender and who gets the label. */
const labelFields: Field[] = [
	{
		parameter: textParameter('Address Line 1', 'addressLine1', 'Ship-from street address'),
		apiName: 'address_line_1',
		required: true,
	},
	{ parameter: textParameter('City', 'city'), apiName: 'city', required: true },
	addressStateField('state', 'everyCountry'),
	{ parameter: textParameter('Zip', 'zip'), apiName: 'zip', required: true },
	inches('Length', 'length'),
	inches('Width', 'width'),
	inches('Height', 'height'),
	{
		parameter: countryParameter(
			'Country Name or ID',
			'country',
			'Ship-from country; US when not set',
		),
		apiName: 'country',
		convert: countryCode,
		fallback: 'US',
	},
	{
		parameter: textParameter('First Name', 'firstName', "Sender's first name"),
		apiName: 'first_name',
	},
	{
		parameter: {
			...numberParameter('Label Count', 'labelCount', 'How many labels to create'),
			typeOptions: { minValue: 1 },
			default: 1,
		},
		apiName: 'label_count',
		convert: wholeNumberAtLeastOne,
	},
	{
		parameter: switchParameter(
			'Label to Contacts',
			'labelToContacts',
			"Whether to email the label to the company's contacts",
		),
		apiName: 'label_to_contacts',
		convert: asFlag,
	},
	{
		parameter: switchParameter(
			'Label to Me',
			'labelToMe',
			'Whether to email the label to the user of the API credential',
		),
		apiName: 'label_to_me',
		convert: asFlag,
	},
	{ parameter: textParameter('Last Name', 'lastName', "Sender's last name"), apiName: 'last_name' },
	{
		parameter: numberParameter('Ounces', 'oz', 'Package weight: the ounces part'),
		apiName: 'oz',
		convert: Number,
	},
	{ parameter: textParameter('Phone', 'phone', "Sender's phone number"), apiName: 'phone' },
	{
		parameter: numberParameter('Pounds', 'lbs', 'Package weight: the pounds part'),
		apiName: 'lbs',
		convert: Number,
	},
];

/** Creates a carrier label: a POST the API does not deduplicate, like Order Create. */
export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create a shipping label',
	notDeduplicated: {
		record: 'shipping label',
		operation: 'Shipping Label → Create',
		listedBy: 'Shipping Label → Get Many',
	},
	// agents call a tool again after an error (see order Create)
	agentWarning:
		'Charged to the company: each call buys another label, so do not call it again after an error.',
	description: 'Create a carrier label from a ship-from address and package size',
	kind: 'request',
	simplified: RECORD_IS_SIMPLE,
	// the fields of its output, below
	fieldPaths: [
		'shipping_label_id',
		'tracking_numbers',
		'label_url',
		'label_path',
		'label_file_name',
	],
	apiFields: apiFieldsOf(labelFields),
	properties: [...fieldParameters(labelFields)],
	request: (item) => ({
		method: 'POST',
		path: '/shipping/label/create',
		body: bodyFromFields(item, labelFields),
	}),
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
