import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { countryParameter, departmentParameter, textParameter } from '../../parameters/common';
import { addressStateField } from '../../parameters/addressState';
import { apiFieldsOf, fieldParameters, bodyFromFields, type Field } from '../../fieldTable';
import type { ItemContext } from '../../itemContext';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';
import { asOptions, EXPEDITE_OPTIONS } from '../../../shared/options';
import {
	countryCode,
	email,
	maxLength,
	oneOf,
	phoneDigits,
	requiredText,
} from '../../../shared/values';

const productsParameter: INodeProperties = {
	displayName: 'Products',
	name: 'products',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Product',
	default: {},
	options: [
		{
			displayName: 'Product',
			name: 'product',
			values: [
				{
					displayName: 'Product Name or ID',
					name: 'name',
					type: 'options',
					typeOptions: { loadOptionsMethod: 'getProducts' },
					default: '',
					description:
						'The exact inventory title. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				},
				{
					displayName: 'Quantity',
					name: 'quantity',
					type: 'number',
					typeOptions: { minValue: 1, numberPrecision: 0 },
					default: 1,
				},
			],
		},
	],
};

/** The product lines: at least one, each an inventory title and a whole quantity of at least 1. */
function products(item: ItemContext): IDataObject[] {
	const lines =
		(item.param<IDataObject>('products', {}).product as IDataObject[] | undefined) ?? [];
	if (!lines.length) throw item.invalid('products', 'add at least one product');
	return lines.map((line, index) => {
		const field = `products[${index + 1}]`;
		const name = item.check(`${field}.name`, requiredText, line.name);
		const quantity = Number(line.quantity);
		if (!Number.isInteger(quantity) || quantity < 1) {
			throw item.invalid(
				`${field}.quantity`,
				`must be a whole number of at least 1 (got ${String(line.quantity)} for "${name}")`,
			);
		}
		return { name, quantity };
	});
}

/** A text of the order's tag, at most `max` characters long. */
const tagText = (displayName: string, name: string, apiName: string, max: number): Field => ({
	parameter: textParameter(displayName, name, `Tag text, at most ${max} characters`),
	apiName,
	convert: maxLength(max),
});

/**
 * The order's body: recipient, shipping address, products, shipping options and the order's tag.
 */
const orderFields: Field[] = [
	{ parameter: productsParameter, apiName: 'products', required: true, read: products },
	{
		parameter: textParameter('Email', 'email', 'Email of the person receiving the order', {
			placeholder: 'name@company.com',
		}),
		apiName: 'email',
		required: true,
		convert: email,
	},
	{ parameter: textParameter('First Name', 'firstName'), apiName: 'firstname', required: true },
	{ parameter: textParameter('Last Name', 'lastName'), apiName: 'lastname', required: true },
	{
		parameter: textParameter('Address Line 1', 'addressLine1', 'Street address to ship to'),
		apiName: 'shipping_address',
		required: true,
	},
	{
		parameter: textParameter('City', 'city', 'City to ship to'),
		apiName: 'shipping_city',
		required: true,
	},
	addressStateField('shipping_state', 'everyCountry'),
	{
		parameter: textParameter('Zip', 'zip', 'Postal code to ship to'),
		apiName: 'shipping_zip',
		required: true,
	},
	{
		parameter: countryParameter('Country Name or ID', 'country', 'Country to ship to'),
		apiName: 'shipping_country',
		required: true,
		convert: countryCode,
	},
	{
		parameter: textParameter(
			'Phone',
			'phone',
			"Recipient's phone number: digits only, without the country code",
		),
		apiName: 'phone_number',
		required: true,
		convert: phoneDigits,
	},
	{
		parameter: textParameter(
			'Cost Center Code',
			'costCenterCode',
			'Tags the order; an unknown code creates a cost center linked to the order',
		),
		apiName: 'tag.cost_center_code',
	},
	tagText('Custom Field 1', 'customField1', 'tag.custom_field_1', 255),
	tagText('Custom Field 2', 'customField2', 'tag.custom_field_2', 255),
	{
		parameter: departmentParameter(
			'Tags the order with a department; a name that does not exist yet (set by expression) creates that department',
		),
		apiName: 'tag.department',
	},
	{
		parameter: {
			displayName: 'Expedite Shipping',
			name: 'expediteShipping',
			type: 'options',
			options: asOptions(EXPEDITE_OPTIONS),
			default: 'UPS Ground',
			description: 'Shipping speed, one of the warehouse options',
		},
		apiName: 'expedite_shipping',
		convert: oneOf<string>(EXPEDITE_OPTIONS),
	},
	tagText('GL Code', 'glCode', 'tag.gl_code', 50),
	{
		parameter: {
			displayName: 'Is Signature Required',
			name: 'isSignatureRequired',
			type: 'boolean',
			default: false,
			description:
				'Whether the delivery needs a signature; the carrier applies it to shipments to the US and Canada only',
		},
		apiName: 'is_signature_required',
		convert: (value) => value === 'true',
	},
	tagText('PO Number', 'poNumber', 'tag.po_number', 50),
	tagText('Site', 'site', 'tag.site', 100),
];

/**
 * Places a deployment order. A POST the API does not deduplicate: never repeated when its outcome
 * is unknown, and the same order held back for a while after such an outcome.
 */
export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Place a deployment order',
	notDeduplicated: { record: 'order', operation: 'Order → Create', listedBy: 'Order → Get Many' },
	// agents call a tool again after an error: the tool's description says what a second call costs
	agentWarning:
		'Charged to the company: each call places another order, so do not call it again after an error.',
	description:
		'Order inventory products shipped to a person; not sent again while an earlier attempt may have gone through',
	kind: 'request',
	simplified: RECORD_IS_SIMPLE,
	// the fields of its output, the products as the API answers them
	fieldPaths: [
		'order_number',
		'products',
		'products.name',
		'products.qty',
		'products.price',
		'products.image',
	],
	apiFields: apiFieldsOf(orderFields),
	properties: [...fieldParameters(orderFields)],
	request: (item) => ({
		method: 'POST',
		path: '/device-hub/place-order',
		body: bodyFromFields(item, orderFields),
	}),
	output: (body) => {
		const data = (body.data as IDataObject | undefined) ?? {};
		return { order_number: data.order_number, products: data.products };
	},
};
