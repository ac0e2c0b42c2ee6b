/** Place order, the inventory, deployment orders and ITAD orders. */
import { z } from 'zod';

import { EXPEDITE_OPTIONS } from '../valueLists';
import { isoTimestamp, recordId, ymdDate } from './formats';
import { listEnvelope } from './pages';
import { isoAlpha2, optionalText, requiredText, text, withAliases } from './requestFields';

const maxLength = (field: string, max: number) =>
	text(field).max(max, `${field} must be at most ${max} characters`).optional().nullable();

const orderTag = z.preprocess(
	withAliases({ department_name: 'department' }),
	z.object(
		{
			cost_center_code: optionalText('tag.cost_center_code'),
			department: optionalText('tag.department'),
			gl_code: maxLength('tag.gl_code', 50),
			po_number: maxLength('tag.po_number', 50),
			site: maxLength('tag.site', 100),
			custom_field_1: maxLength('tag.custom_field_1', 255),
			custom_field_2: maxLength('tag.custom_field_2', 255),
		},
		{ invalid_type_error: 'tag must be an object or a JSON-encoded object' },
	),
);

const placeOrder = z.object({
	products: z
		.array(
			z.object({
				name: requiredText('products[].name'),
				quantity: z
					.number({
						required_error: 'products[].quantity is required',
						invalid_type_error: 'products[].quantity must be an integer',
					})
					.int('products[].quantity must be an integer')
					.min(1, 'products[].quantity must be at least 1'),
			}),
			{ required_error: 'products is required', invalid_type_error: 'products must be an array' },
		)
		.min(1, 'products must hold at least one product'),
	email: requiredText('email').email('email must be a valid email'),
	firstname: requiredText('firstname'),
	lastname: requiredText('lastname'),
	shipping_address: requiredText('shipping_address'),
	shipping_city: requiredText('shipping_city'),
	shipping_state: requiredText('shipping_state'),
	shipping_zip: requiredText('shipping_zip'),
	shipping_country: isoAlpha2('shipping_country'),
	phone_number: requiredText('phone_number'),
	expedite_shipping: z
		.enum(EXPEDITE_OPTIONS, {
			errorMap: () => ({
				message: `expedite_shipping must be one of ${EXPEDITE_OPTIONS.join(', ')}`,
			}),
		})
		.optional()
		.nullable(),
	is_signature_required: z
		.boolean({ invalid_type_error: 'is_signature_required must be a boolean' })
		.optional(),
	tag: z
		.preprocess((tag) => {
			if (typeof tag !== 'string') return tag;
			try {
				return JSON.parse(tag) as unknown;
			} catch {
				return tag;
			}
		}, orderTag)
		.optional()
		.nullable(),
});

export const orderRequests = { placeOrder };

const itadOrder = z
	.object({
		id: recordId,
		order_number: z.string(),
		status: z.string(),
		pickup_date: ymdDate,
		device_count: z.number().int(),
		location: z.string(),
		created_at: isoTimestamp,
	})
	.strict();

const deploymentOrder = z
	.object({
		id: recordId,
		order_number: z.string(),
		status: z.string(),
		recipient_name: z.string(),
		email: z.string(),
		shipping_country: z.string(),
		expedite_shipping: z.string().nullable(),
		products: z.array(z.object({ name: z.string(), qty: z.number().int() }).strict()),
		created_at: isoTimestamp,
	})
	.strict();

const inventoryProduct = z
	.object({
		id: recordId,
		title: z.string(),
		sku: z.string(),
		product_type: z.string(),
		price: z.number(),
		image: z.string().url(),
		stock: z.number().int(),
	})
	.strict();

export const orderResponses = {
	placeOrder: z
		.object({
			message: z.string(),
			data: z
				.object({
					order_number: z.string(),
					products: z.array(
						z
							.object({
								name: z.string(),
								qty: z.number().int(),
								price: z.number(),
								image: z.string().url(),
							})
							.strict(),
					),
				})
				.strict(),
		})
		.strict(),
	// lists the spec names without their items
	itadOrderList: listEnvelope('orders', itadOrder),
	deploymentOrderList: listEnvelope('orders', deploymentOrder),
	inventoryList: listEnvelope('products', inventoryProduct),
};

export const orderItems = { itadOrder, deploymentOrder, inventoryProduct };

export type PlaceOrderBody = z.infer<typeof placeOrder>;
