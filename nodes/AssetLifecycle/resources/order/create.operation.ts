import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { asOptions, EXPEDITE_OPTIONS } from '../../../shared/options';
import {
	requireCountryCode,
	requireEmail,
	requireMaxLength,
	requireOneOf,
	requirePhoneDigits,
	requireText,
} from '../../helpers/validation';

const requiredText = (
	displayName: string,
	name: string,
	description?: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	required: true,
	default: '',
	...(description ? { description } : {}),
});

const requiredProperties: INodeProperties[] = [
	{
		displayName: 'Products',
		name: 'products',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		required: true,
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
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'name@company.com',
		description: 'Email of the person receiving the order',
	},
	requiredText('First Name', 'firstname'),
	requiredText('Last Name', 'lastname'),
	requiredText('Shipping Address', 'shippingAddress', 'Street address to ship to'),
	requiredText('Shipping City', 'shippingCity'),
	requiredText('Shipping State', 'shippingState'),
	requiredText('Shipping Zip', 'shippingZip'),
	{
		displayName: 'Shipping Country Name or ID',
		name: 'shippingCountry',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCountries' },
		required: true,
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	requiredText(
		'Phone Number',
		'phoneNumber',
		"Recipient's phone number: digits only, without the country code",
	),
];

/** Tag fields (4.21 tag.*) with the longest value the API takes. */
const tagFields: Array<{ name: string; key: string; max?: number }> = [
	{ name: 'costCenterCode', key: 'cost_center_code' },
	{ name: 'department', key: 'department' },
	{ name: 'glCode', key: 'gl_code', max: 50 },
	{ name: 'poNumber', key: 'po_number', max: 50 },
	{ name: 'site', key: 'site', max: 100 },
	{ name: 'customField1', key: 'custom_field_1', max: 255 },
	{ name: 'customField2', key: 'custom_field_2', max: 255 },
];

const additionalFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		{
			displayName: 'Cost Center Code',
			name: 'costCenterCode',
			type: 'string',
			default: '',
			description: 'Tags the order; an unknown code creates a cost center linked to the order',
		},
		{
			displayName: 'Custom Field 1',
			name: 'customField1',
			type: 'string',
			default: '',
			description: 'Tag text, at most 255 characters',
		},
		{
			displayName: 'Custom Field 2',
			name: 'customField2',
			type: 'string',
			default: '',
			description: 'Tag text, at most 255 characters',
		},
		{
			displayName: 'Department Name or ID',
			name: 'department',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getDepartments' },
			default: '',
			description:
				'Tags the order with a department; a name that does not exist yet (set by expression) creates that department. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Expedite Shipping',
			name: 'expediteShipping',
			type: 'options',
			options: asOptions(EXPEDITE_OPTIONS),
			default: 'UPS Ground',
			description: 'Shipping speed, one of the warehouse options',
		},
		{
			displayName: 'GL Code',
			name: 'glCode',
			type: 'string',
			default: '',
			description: 'Tag text, at most 50 characters',
		},
		{
			displayName: 'Is Signature Required',
			name: 'isSignatureRequired',
			type: 'boolean',
			default: false,
			description:
				'Whether the delivery needs a signature; the carrier applies it to shipments to the US and Canada only',
		},
		{
			displayName: 'PO Number',
			name: 'poNumber',
			type: 'string',
			default: '',
			description: 'Tag text, at most 50 characters',
		},
		{
			displayName: 'Site',
			name: 'site',
			type: 'string',
			default: '',
			description: 'Tag text, at most 100 characters',
		},
	],
};

function products(item: ItemContext): IDataObject[] {
	const lines =
		(item.param<IDataObject>('products', {}).product as IDataObject[] | undefined) ?? [];
	if (!lines.length) throw item.invalid('products', 'add at least one product');
	return lines.map((line, index) => {
		const field = `products[${index + 1}]`;
		const name = requireText(item, `${field}.name`, line.name);
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

function tag(item: ItemContext, fields: IDataObject): IDataObject | undefined {
	const entries = tagFields.flatMap(({ name, key, max }) => {
		const value = typeof fields[name] === 'string' ? (fields[name] as string).trim() : '';
		if (!value) return [];
		const checked = max ? requireMaxLength(item, `additionalFields.${name}`, value, max) : value;
		return [[key, checked] as const];
	});
	return entries.length ? Object.fromEntries(entries) : undefined;
}

function orderBody(item: ItemContext): IDataObject {
	const fields = item.collection('additionalFields');
	const text = (name: string) => requireText(item, name, item.param(name));
	return {
		products: products(item),
		email: requireEmail(item, 'email', text('email')),
		firstname: text('firstname'),
		lastname: text('lastname'),
		shipping_address: text('shippingAddress'),
		shipping_city: text('shippingCity'),
		shipping_state: text('shippingState'),
		shipping_zip: text('shippingZip'),
		shipping_country: requireCountryCode(item, 'shippingCountry', text('shippingCountry')),
		phone_number: requirePhoneDigits(item, 'phoneNumber', text('phoneNumber')),
		expedite_shipping:
			fields.expediteShipping === undefined
				? undefined
				: requireOneOf(
						item,
						'additionalFields.expediteShipping',
						String(fields.expediteShipping),
						EXPEDITE_OPTIONS,
					),
		is_signature_required:
			fields.isSignatureRequired === undefined ? undefined : fields.isSignatureRequired === true,
		tag: tag(item, fields),
	};
}

/** Places a deployment order (4.21). A POST: never repeated when its outcome is unknown. */
export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Place a deployment order',
	description:
		'Order inventory products shipped to a person; never sent twice, even when the answer is lost',
	kind: 'request',
	properties: [...requiredProperties, additionalFields, outputOptions()],
	request: (item) => ({ method: 'POST', path: '/device-hub/place-order', body: orderBody(item) }),
	output: (body) => {
		const data = (body.data as IDataObject | undefined) ?? {};
		return { order_number: data.order_number, products: data.products };
	},
};
