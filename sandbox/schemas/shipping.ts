/** Shipping labels: create, list, view. */
import { z } from 'zod';

import { isoTimestamp, recordId } from './formats';
import { commonPage } from './pages';
import { isoAlpha2, optionalText, requiredText } from './requestFields';

const labelCreate = z.object({
	address_line_1: requiredText('address_line_1'),
	address_line_2: optionalText('address_line_2'),
	city: requiredText('city'),
	state: requiredText('state'),
	zip: requiredText('zip'),
	country: isoAlpha2('country').optional(),
	length: z.coerce
		.number({ required_error: 'length is required', invalid_type_error: 'length must be a number' })
		.positive('length must be a positive number'),
	width: z.coerce
		.number({ required_error: 'width is required', invalid_type_error: 'width must be a number' })
		.positive('width must be a positive number'),
	height: z.coerce
		.number({ required_error: 'height is required', invalid_type_error: 'height must be a number' })
		.positive('height must be a positive number'),
	lbs: z.coerce.number({ invalid_type_error: 'lbs must be a number' }).min(0).optional(),
	oz: z.coerce.number({ invalid_type_error: 'oz must be a number' }).min(0).optional(),
	first_name: optionalText('first_name'),
	last_name: optionalText('last_name'),
	phone: optionalText('phone'),
	label_count: z.coerce
		.number({ invalid_type_error: 'label_count must be a number' })
		.int('label_count must be a whole number')
		.min(1, 'label_count must be at least 1')
		.max(10, 'label_count must be at most 10')
		.optional(),
	label_to_contacts: z
		.union([z.literal(0), z.literal(1)], {
			errorMap: () => ({ message: 'label_to_contacts must be 0 or 1' }),
		})
		.optional(),
	label_to_me: z
		.union([z.literal(0), z.literal(1)], {
			errorMap: () => ({ message: 'label_to_me must be 0 or 1' }),
		})
		.optional(),
	object_app: z.record(z.unknown()).optional(),
	object_ship_from: z.record(z.unknown()).optional(),
	object_other: z.record(z.unknown()).optional(),
});

/** Flattens the structured alternatives of label create onto the flat fields they stand for. */
const labelCreateBody = z.preprocess((input) => {
	if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
	const body = input as Record<string, unknown>;
	const structured = [body.object_app, body.object_ship_from, body.object_other].filter(
		(part): part is Record<string, unknown> =>
			!!part && typeof part === 'object' && !Array.isArray(part),
	);
	return Object.assign({}, ...structured, body);
}, labelCreate);

export const shippingRequests = { labelCreate: labelCreateBody };

const label = z
	.object({
		id: recordId,
		creator_firstname: z.string(),
		creator_lastname: z.string(),
		ship_from_first_name: z.string().nullable(),
		ship_from_last_name: z.string().nullable(),
		address_line_1: z.string(),
		address_line_2: z.string().nullable(),
		address_1: z.string(),
		address_2: z.string().nullable(),
		city: z.string(),
		state: z.string(),
		zip: z.string(),
		country: z.string(),
		lbs: z.string(),
		oz: z.string(),
		length: z.string(),
		width: z.string(),
		height: z.string(),
		label_count: z.number().int(),
		label_to_contacts: z.union([z.literal(0), z.literal(1)]),
		label_to_me: z.union([z.literal(0), z.literal(1)]),
		recipient_name: z.string(),
		recipient_company: z.string(),
		label_url: z.string().url(),
		created_at: isoTimestamp,
		updated_at: isoTimestamp,
		tracking_numbers: z.array(
			z
				.object({
					track_number: z.string(),
					price: z.number(),
					label_service: z.number().int(),
					carrier: z.string(),
					tracking_link: z.string(),
				})
				.strict(),
		),
		users: z.array(z.object({ contact_name: z.string(), contact_email: z.string() }).strict()),
	})
	.strict();

export const shippingResponses = {
	labelList: z.object({ labels: z.array(label), ...commonPage }).strict(),
	labelCreate: z
		.object({
			message: z.string(),
			shipping_label_id: recordId,
			tracking_numbers: z.array(z.string()),
			files: z
				.object({
					label_path: z.string(),
					label_url: z.string().url(),
					label_file_name: z.string(),
				})
				.strict(),
		})
		.strict(),
	labelView: z.object({ label_url: z.string().url() }).strict(),
};

export const shippingItems = { label };

export type LabelCreateBody = z.infer<typeof labelCreate>;
