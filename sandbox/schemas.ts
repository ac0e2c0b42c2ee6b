/**
 * The one description of the sandbox API: every request body it validates and every response
 * shape it answers with. The server validates request bodies with the `requests` schemas; the
 * contract tests check every response against the `responses` schemas. Response objects are
 * strict: a key that is not described here is a defect.
 */
import { z } from 'zod';

import {
	COUNTRY_CODES,
	EXPEDITE_OPTIONS,
	LOCATION_TYPES,
	RECOVERY_REASONS,
	RECOVERY_STATUSES,
	WALLET_TRANSACTION_STATUS_FILTERS,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES,
} from './valueLists';
import type { RecoveryReasonCode } from './valueLists';

const recordId = z.string().regex(/^\d{7}-\d+$/, 'record id <7-digit prefix>-<numeric id>');
const isoTimestamp = z.string().datetime();
const ymdDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const formattedDate = z
	.string()
	.regex(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, 'formatted like Nov 1, 2026');
const money = z.string().regex(/^-?[$€£][\d,]+\.\d{2}$/, 'formatted money like $1,250.00');
const countryRef = z.object({ name: z.string(), code: z.string().length(2) }).strict();

export const recoveryStatus = z.enum(RECOVERY_STATUSES);

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

const text = (field: string) =>
	z.string({
		required_error: `${field} is required`,
		invalid_type_error: `${field} must be a string`,
	});
const requiredText = (field: string) => text(field).trim().min(1, `${field} is required`);
const optionalText = (field: string) => text(field).optional().nullable();
const isoAlpha2 = (field: string) =>
	requiredText(field).refine(
		(code) => COUNTRY_CODES.includes(code.toUpperCase()),
		`${field} must be an ISO 3166-1 alpha-2 code`,
	);
const lettersAndSpaces = (field: string) =>
	requiredText(field).regex(/^[\p{L} ]+$/u, `${field} must contain only letters and spaces`);
const optionalYmd = (field: string) =>
	text(field)
		.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`)
		.optional()
		.nullable();
const digitsOnly = (field: string) =>
	text(field)
		.transform((value) => value.replace(/[\s-]/g, ''))
		.refine((value) => /^\d+$/.test(value), `${field} must contain digits only`);

/** Maps the spec's input aliases onto their main names before validation. */
const withAliases = (aliases: Record<string, string>) => (input: unknown) => {
	if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
	const body = { ...(input as Record<string, unknown>) };
	for (const [alias, name] of Object.entries(aliases)) {
		if (body[name] === undefined && body[alias] !== undefined) body[name] = body[alias];
		delete body[alias];
	}
	return body;
};

const login = z.object({
	client_id: z.string().min(1),
	client_secret: z.string().min(1),
});

const refreshToken = z.object({ refresh_token: z.string().min(1) });

const employeeFields = z
	.object({
		firstname: lettersAndSpaces('firstname'),
		lastname: lettersAndSpaces('lastname'),
		work_email: requiredText('work_email').email('work_email must be a valid email'),
		work_phone: requiredText('work_phone').pipe(digitsOnly('work_phone')),
		work_phone_country: isoAlpha2('work_phone_country'),
		personal_email: text('personal_email')
			.email('personal_email must be a valid email')
			.optional()
			.nullable()
			.or(z.literal('')),
		personal_phone: digitsOnly('personal_phone').optional().nullable().or(z.literal('')),
		personal_contact_country: text('personal_contact_country')
			.regex(/^[A-Za-z]{2}$/, 'personal_contact_country must be an ISO 3166-1 alpha-2 code')
			.optional()
			.nullable()
			.or(z.literal('')),
		address_1: requiredText('address_1'),
		address_2: optionalText('address_2'),
		city: requiredText('city'),
		state: optionalText('state'),
		zip: requiredText('zip'),
		country: isoAlpha2('country'),
		location_type: requiredText('location_type').refine(
			(value) => LOCATION_TYPES.some((type) => type.toLowerCase() === value.toLowerCase()),
			`location_type must be one of ${LOCATION_TYPES.join(', ')}`,
		),
		location_name: optionalText('location_name'),
		employee_id: optionalText('employee_id'),
		department: optionalText('department'),
		employment_status: optionalText('employment_status'),
		employment_type: optionalText('employment_type'),
		manager: optionalText('manager'),
		employment_start_date: optionalYmd('employment_start_date'),
		termination_date: optionalYmd('termination_date'),
	})
	.superRefine((body, ctx) => {
		if (body.country.toUpperCase() !== 'GB' && !body.state?.trim()) {
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: ['state'],
				message: 'state is required for every country except GB',
			});
		}
	});

const employeeBody = z.preprocess(
	withAliases({ email: 'work_email', personal_phone_country: 'personal_contact_country' }),
	employeeFields,
);

const recoveryItem = z.object({
	item: requiredText('item'),
	item_serial_no: optionalText('item_serial_no'),
	item_asset_id: optionalText('item_asset_id'),
	item_imei: optionalText('item_imei'),
	custom_field_1: optionalText('custom_field_1'),
	custom_field_2: optionalText('custom_field_2'),
	is_legal_hold: z
		.union([z.literal(0), z.literal(1)], {
			errorMap: () => ({ message: 'is_legal_hold must be 0 or 1' }),
		})
		.optional(),
});

const recoveryAdd = z
	.object({
		campaign_number: z.coerce
			.number({ invalid_type_error: 'campaign_number must be a number' })
			.int('campaign_number must be a number')
			.positive('campaign_number is required'),
		firstname: requiredText('firstname'),
		lastname: requiredText('lastname'),
		send_notifications_to: z
			.enum(['work', 'personal'], {
				errorMap: () => ({ message: 'send_notifications_to must be work or personal' }),
			})
			.optional(),
		work_email: text('work_email')
			.email('work_email must be a valid email')
			.optional()
			.nullable()
			.or(z.literal('')),
		personal_email: text('personal_email')
			.email('personal_email must be a valid email')
			.optional()
			.nullable()
			.or(z.literal('')),
		work_phone: digitsOnly('work_phone').optional().nullable().or(z.literal('')),
		personal_phone: digitsOnly('personal_phone').optional().nullable().or(z.literal('')),
		address_line_1: requiredText('address_line_1'),
		address_line_2: optionalText('address_line_2'),
		city: requiredText('city'),
		state: optionalText('state'),
		zip: requiredText('zip'),
		country: isoAlpha2('country'),
		recovery_reason: z
			.custom<RecoveryReasonCode>(
				(value) => RECOVERY_REASONS.some((reason) => reason.code === value),
				`recovery_reason must be one of ${RECOVERY_REASONS.map((reason) => reason.code).join(', ')}`,
			)
			.optional(),
		recovery_reason_note: optionalText('recovery_reason_note'),
		department: optionalText('department'),
		items: z
			.array(recoveryItem, {
				required_error: 'items is required',
				invalid_type_error: 'items must be an array',
			})
			.min(1, 'items must hold 1 to 5 entries')
			.max(5, 'items must hold 1 to 5 entries'),
	})
	.superRefine((body, ctx) => {
		const channel = body.send_notifications_to ?? 'work';
		const need = (field: 'work_email' | 'work_phone' | 'personal_email' | 'personal_phone') => {
			if (!body[field]) {
				ctx.addIssue({
					code: z.ZodIssueCode.custom,
					path: [field],
					message: `${field} is required when send_notifications_to is ${channel}`,
				});
			}
		};
		if (channel === 'work') {
			need('work_email');
			need('work_phone');
		} else {
			need('personal_email');
			need('personal_phone');
		}
		if (body.recovery_reason === 4 && !body.recovery_reason_note?.trim()) {
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: ['recovery_reason_note'],
				message: 'recovery_reason_note is required when recovery_reason is 4',
			});
		}
		if (body.department !== undefined && body.department !== null) {
			if (body.department.trim().length < 2) {
				ctx.addIssue({
					code: z.ZodIssueCode.custom,
					path: ['department'],
					message: 'department must be at least 2 characters',
				});
			}
		}
	});

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

const legalHoldSubmit = z.object({
	summary: requiredText('summary'),
	description: requiredText('description'),
	users: z.array(
		z.object({
			serialNumber: requiredText('serialNumber'),
			name: requiredText('name'),
			email: requiredText('email').email('email must be a valid email'),
			recoveryNumber: requiredText('recoveryNumber'),
			assetName: requiredText('assetName'),
			assetId: requiredText('assetId'),
		}),
	),
});

const legalHoldRelease = z.object({
	summary: requiredText('summary'),
	description: requiredText('description'),
	user: z.object(
		{
			id: z.number({
				required_error: 'user.id is required',
				invalid_type_error: 'user.id must be a number',
			}),
			serial_number: requiredText('user.serial_number'),
			status_name: requiredText('user.status_name').refine(
				(value) => value === 'Legal Hold',
				'user.status_name must be Legal Hold',
			),
		},
		{ required_error: 'user is required', invalid_type_error: 'user must be an object' },
	),
});

const resendInvite = z.object({ message: optionalText('message') });

export const requests = {
	login,
	refreshToken,
	employeeCreate: employeeBody,
	employeeUpdate: employeeBody,
	recoveryAdd,
	labelCreate: labelCreateBody,
	placeOrder,
	legalHoldSubmit,
	legalHoldRelease,
	resendInvite,
};

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

const plainMessage = z.object({ message: z.string() }).strict();
const failure = z.object({ success: z.literal(false), message: z.string() }).strict();
const failureWithError = z.object({ success: z.literal(false), error: z.string() }).strict();

const validationArray = z
	.object({
		success: z.literal(false),
		message: z.literal('Validation failed'),
		errors: z
			.array(
				z
					.object({
						type: z.literal('field'),
						value: z.unknown().optional(),
						msg: z.string(),
						path: z.string(),
						location: z.literal('body'),
					})
					.strict(),
			)
			.min(1),
	})
	.strict();

const validationFieldMap = z
	.object({
		success: z.literal(false),
		message: z.string(),
		errors: z.record(z.string()),
	})
	.strict();

const commonPage = {
	current_page: z.number().int(),
	total_pages: z.number().int(),
	total: z.number().int(),
	per_page: z.number().int(),
	from: z.number().int().nullable(),
	to: z.number().int().nullable(),
};
const listEnvelope = <K extends string, T extends z.ZodTypeAny>(key: K, item: T) =>
	z
		.object({ success: z.literal(true), message: z.string(), ...commonPage })
		.extend({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>)
		.strict();

const employmentBlock = z
	.object({
		employment_status: z.string(),
		employment_type: z.string(),
		employment_start_date: z.string(),
		termination_date: z.string(),
		manager: z.string(),
		personal_email: z.string(),
		personal_phone: z.string(),
		personal_contact_country: z.string(),
		employee_number_id: z.string(),
		work_phone: z.string(),
	})
	.partial()
	.strict()
	.nullable();

const writtenEmploymentBlock = z
	.object({
		employment_status: z.string(),
		employment_type: z.string(),
		employment_start_date: z.string(),
		termination_date: z.string(),
		manager: z.string(),
		personal_email: z.string(),
		personal_phone: z.string(),
		personal_contact_country: z.string(),
	})
	.partial()
	.strict()
	.nullable();

const assetListItem = z
	.object({
		assetId: z.string(),
		serialNumber: z.string(),
		modelName: z.string(),
		modelNumber: z.string(),
		productType: z.string(),
		purchaseDate: ymdDate,
		imei: z.string(),
		imei2: z.string(),
		sku: z.string(),
		assetStatus: z.string(),
	})
	.strict();

const assetDetailItem = z
	.object({
		asset_id: z.string(),
		serial_number: z.string(),
		model_name: z.string(),
		model_number: z.string(),
		product_type: z.string(),
		purchase_date: ymdDate,
		imei: z.string(),
		imei2: z.string(),
		sku: z.string(),
		asset_status: z.string(),
	})
	.strict();

/** Employee as written back by create and update, inside `address`. */
const employeeWritten = z
	.object({
		id: recordId,
		firstname: z.string(),
		lastname: z.string(),
		work_email: z.string(),
		email: z.string().optional(),
		work_phone: z.string(),
		contact_info: z.string(),
		work_phone_country: z.string(),
		contact_country: z.string(),
		address_1: z.string(),
		address_2: z.string().nullable(),
		city: z.string(),
		state: z.string().nullable(),
		zip: z.string(),
		country: z.string(),
		location_type: z.string(),
		location_name: z.string(),
		department: z.string().nullable(),
		employee_id: z.string().nullable(),
		configure_cost_center_id: z.number().nullable(),
		employment_information: writtenEmploymentBlock,
	})
	.strict();

const employeeListItem = z
	.object({
		id: recordId,
		FirstName: z.string(),
		LastName: z.string(),
		WorkEmail: z.string(),
		Email: z.string().optional(),
		PersonalEmail: z.string().nullable(),
		WorkPhone: z.string(),
		ContactInfo: z.string(),
		WorkPhoneCountry: z.string(),
		PhoneCountryCode: z.string(),
		PersonalPhone: z.string().nullable(),
		PersonalPhoneCountry: z.string().nullable(),
		Address_1: z.string(),
		Address_2: z.string().nullable(),
		City: z.string(),
		State: z.string().nullable(),
		Zip: z.string(),
		Country: z.string(),
		LocationType: z.string(),
		LocationName: z.string(),
		Department: z.string().nullable(),
		EmployeeId: z.string().nullable(),
		ConfigureCostCenterId: z.number().nullable(),
		CostCenter: z.string().optional(),
		Source: z.enum(['unduit', 'google']),
		EmploymentInformation: employmentBlock,
		AssignedAssets: z.array(assetListItem).optional(),
	})
	.strict();

const employeeDetail = z
	.object({
		id: recordId,
		first_name: z.string(),
		last_name: z.string(),
		work_email: z.string(),
		email: z.string(),
		personal_email: z.string().nullable(),
		work_phone: z.string(),
		contact_info: z.string(),
		work_phone_country: z.string(),
		phone_country_code: z.string(),
		personal_phone: z.string().nullable(),
		personal_phone_country: z.string().nullable(),
		address_1: z.string(),
		address_2: z.string().nullable(),
		city: z.string(),
		state: z.string().nullable(),
		zip: z.string(),
		country: z.string(),
		location_type: z.string(),
		location_name: z.string(),
		department: z.string().nullable(),
		employee_id: z.string().nullable(),
		configure_cost_center_id: z.string().nullable(),
		employment_information: employmentBlock,
		assigned_assets: z.array(assetDetailItem).optional(),
	})
	.strict();

const department = z
	.object({
		id: recordId,
		name: z.string(),
		location: z.string().nullable(),
		phone_number: z.string().nullable(),
		active: z.boolean(),
	})
	.strict();

const trackingEntry = z
	.object({
		carrier_name: z.string(),
		forward_shipping: z
			.object({ tracking_number: z.string().nullable(), tracking_link: z.string().nullable() })
			.strict(),
		return_shipping: z
			.object({ tracking_number: z.string().nullable(), tracking_link: z.string().nullable() })
			.strict(),
	})
	.strict();

const campaignEmployee = z
	.object({
		recovery_id: z.string(),
		firstname: z.string(),
		lastname: z.string(),
		send_notifications_to: z.enum(['work', 'personal']),
		work_email: z.string().nullable(),
		personal_email: z.string().nullable(),
		work_phone: z.string().nullable(),
		personal_phone: z.string().nullable(),
		work_phone_country: z.string().nullable(),
		personal_phone_country: z.string().nullable(),
		email: z.string().nullable(),
		phone_number: z.string().nullable(),
		phone_country: z.string().nullable(),
		country: countryRef,
		state: z
			.object({ name: z.string(), code: z.string(), country_code: z.string() })
			.strict()
			.nullable(),
		city: z.string(),
		zip: z.string(),
		address_line_1: z.string(),
		address_line_2: z.string().nullable(),
		items: z.array(
			z
				.object({
					item: z.string().nullable(),
					item_serial_no: z.string().nullable(),
					item_asset_id: z.string().nullable(),
					item_imei: z.string().nullable(),
					custom_field_1: z.string().nullable(),
					custom_field_2: z.string().nullable(),
					intake_status: z.string(),
				})
				.strict(),
		),
		status: recoveryStatus,
		tracking: z.array(trackingEntry),
		last_updated: formattedDate,
	})
	.strict();

const returnAddress = z
	.object({
		name: z.string(),
		title: z.string(),
		company: z.string(),
		country: countryRef,
		state: z.string().nullable(),
		city: z.string(),
		zip_code: z.string(),
		address: z.string(),
		phone: z.string(),
		email: z.string(),
		packages: z.array(
			z
				.object({
					device: z.string(),
					qty: z.number(),
					incoming_weight: z.number(),
					length: z.number(),
					width: z.number(),
					height: z.number(),
				})
				.strict(),
		),
		campaign_countries: z.array(z.string().length(2)),
	})
	.strict();

const campaignDetails = z
	.object({
		campaign_number: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
		title: z.string(),
		country: countryRef,
		start_date: formattedDate,
		helpdesk_email: z.string().nullable(),
		return_address: z.array(returnAddress),
		employees: z.array(campaignEmployee),
		totalEmployees: z.number().int(),
		totalPages: z.number().int(),
		currentPage: z.number().int(),
	})
	.strict();

const custodyEvent = z
	.object({
		occurred_at: isoTimestamp,
		status: z.string(),
		order_number: z.string().optional(),
		performed_by: z.string().optional(),
		received_from: z.string().optional(),
		delivered_to: z.string().optional(),
		recovery_number: z.string().optional(),
		services: z.array(z.string()).optional(),
		approved_price: z.number().optional(),
		asset_disposition: z.string().optional(),
		erasure_started_at: isoTimestamp.optional(),
		erasure_ended_at: isoTimestamp.optional(),
		erasure_type: z.string().optional(),
		erasure_total_time: z.string().optional(),
		sub_events: z
			.array(z.object({ occurred_at: isoTimestamp, status: z.string() }).strict())
			.optional(),
	})
	.strict();

const custodyTimeline = z
	.object({
		serial: z.string(),
		imei: z.string(),
		timelines: z.array(
			z
				.object({
					order_type: z.enum(['repair', 'itad', 'recovery', 'deployment']),
					recovery_number: z.string().optional(),
					order_number: z.string(),
					events: z.array(custodyEvent),
				})
				.strict(),
		),
	})
	.strict();

const ticketInfo = z
	.object({
		ticketId: z.string(),
		ticketNumber: z.string(),
		status: z.string(),
		created_at: isoTimestamp,
	})
	.strict();

const legalHold = z
	.object({
		id: z.number().int(),
		asset_id: recordId,
		customer_asset_id: z.string(),
		placed_on: formattedDate,
		age_on_hold: z.string(),
		serial_number: z.string(),
		asset_name: z.string(),
		manufacturer_name: z.string(),
		product_type_name: z.string(),
		status_name: z.literal('Legal Hold'),
		status_type_name: z.literal('Undeployable'),
		status_type_id: z.number().int(),
		asset_location: z.string().nullable(),
		last_assignee: z.string().nullable(),
		ticket_exists: z.boolean(),
		ticket_info: ticketInfo.nullable(),
	})
	.strict();

const invitation = z
	.object({
		invite_id: recordId,
		id: z.string().nullable(),
		email: z.string(),
		name: z.string().nullable(),
		country: z.string(),
		role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
		role_name: z.enum(['Department head', 'Manager', 'Requester']),
		status: z.number().int(),
		status_name: z.string(),
		account_status: z.enum(['Active', 'Inactive', 'Pending']),
		is_blocked: z.union([z.literal(0), z.literal(1)]),
		is_default_user: z.boolean(),
		registered_user_id: z.string().nullable(),
		resend_flag: z.boolean(),
	})
	.strict();

const recoveryItemsData = z
	.object({
		recovery_number: z.string(),
		status: recoveryStatus,
		firstname: z.string(),
		lastname: z.string(),
		send_notifications_to: z.enum(['work', 'personal']),
		work_email: z.string().nullable(),
		personal_email: z.string().nullable(),
		work_phone: z.string().nullable(),
		personal_phone: z.string().nullable(),
		work_phone_country: z.string().nullable(),
		personal_phone_country: z.string().nullable(),
		email: z.string().nullable(),
		phone: z.string().nullable(),
		phone_country: z.string().nullable(),
		address_line_1: z.string(),
		address_line_2: z.string().nullable(),
		city: z.string(),
		state: z.string().nullable(),
		zip: z.string(),
		country: z.string(),
		items: z
			.array(
				z
					.object({
						slot: z.number().int().min(1).max(5),
						name: z.string(),
						serial_no: z.string().nullable(),
						asset_id: z.string().nullable(),
						imei: z.string().nullable(),
						device_type: z.union([z.string(), z.number()]),
						item_status: z.string(),
					})
					.strict(),
			)
			.max(5),
	})
	.strict();

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

const walletTransaction = z
	.object({
		id: recordId,
		serial_number: z.number().int(),
		order_id: recordId.nullable(),
		order_number: z.string().nullable(),
		transaction_type: z.enum(WALLET_TRANSACTION_TYPES),
		status: z.enum(WALLET_TRANSACTION_STATUSES),
		amount: money,
		raw_amount: z.number(),
		currency_code: z.enum(['USD', 'EUR', 'GBP']),
		currency_symbol: z.enum(['$', '€', '£']),
		invoice_number: z.string().nullable(),
		transaction_date: formattedDate,
		created_at: isoTimestamp,
	})
	.strict();

const asset = z
	.object({
		id: recordId,
		asset_id: z.string(),
		serial_number: z.string(),
		asset_name: z.string(),
		model_number: z.string(),
		manufacturer_name: z.string(),
		product_type: z.string(),
		sku: z.string(),
		imei: z.string(),
		purchase_date: ymdDate,
		status_name: z.string(),
		status_type_name: z.enum(['Deployable', 'Undeployable']),
		location: z.string().nullable(),
		assignee: z.object({ id: recordId, name: z.string(), email: z.string() }).strict().nullable(),
	})
	.strict();

const teamUser = z
	.object({
		id: recordId,
		name: z.string(),
		email: z.string(),
		role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
		role_name: z.enum(['Department head', 'Manager', 'Requester']),
		account_status: z.enum(['Active', 'Inactive', 'Pending']),
		is_blocked: z.union([z.literal(0), z.literal(1)]),
		department: z.string().nullable(),
		created_at: isoTimestamp,
	})
	.strict();

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

const ticket = z
	.object({
		id: recordId,
		ticket_number: z.string(),
		type: z.enum(['Legal Hold', 'Legal Hold Release', 'Repair', 'Support']),
		subject: z.string(),
		status: z.enum(['Open', 'In Progress', 'Closed']),
		serial_numbers: z.array(z.string()),
		created_at: isoTimestamp,
	})
	.strict();

const campaignListItem = z
	.object({
		campaign_number: z.number().int(),
		title: z.string(),
		country: countryRef,
		start_date: formattedDate,
		status: z.enum(['Active', 'Inactive']),
		total_employees: z.number().int(),
	})
	.strict();

const country = z
	.object({
		code: z.string().length(2),
		name: z.string(),
		is_state_required: z.boolean(),
		states: z.array(z.object({ code: z.string(), name: z.string() }).strict()),
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

export const responses = {
	// generic error bodies
	unauthorized: failure,
	unknownRoute: plainMessage,
	loginFieldsMissing: plainMessage,
	invalidCredentials: plainMessage,
	rateLimited: plainMessage,
	serverError: plainMessage,
	notFound: failure,
	notFoundError: failureWithError,
	validationArray,
	validationFieldMap,
	permissionDenied: z
		.object({ success: z.literal(false), message: z.string(), permission: z.string() })
		.strict(),
	invalidEmployeeId: z
		.object({
			success: z.literal(false),
			message: z.literal('Invalid employee ID'),
			errors: z.object({ id: z.string() }).strict(),
		})
		.strict(),
	badModifiedSince: failureWithError,
	nonArrayPayload: failure,
	unknownAsset: z
		.object({
			success: z.literal(false),
			error: z.literal('Asset number not found in your company.'),
			serialNumbers: z.array(z.string()),
		})
		.strict(),
	duplicateLegalHold: z
		.object({ success: z.literal(false), message: z.string(), serialNumbers: z.array(z.string()) })
		.strict(),
	invitationCooldown: z
		.object({
			success: z.literal(false),
			message: z.string(),
			retry_after_seconds: z.number().int(),
		})
		.strict(),

	// authentication: login, refresh, revoke
	login: z.object({ message: z.string(), token: z.string().min(1) }).strict(),
	refresh: z
		.object({
			success: z.literal(true),
			message: z.literal('Token refreshed'),
			token: z.string().min(1),
			expires_in: z.number().int(),
		})
		.strict(),
	revoke: z.object({ success: z.literal(true), message: z.string() }).strict(),

	// recovery add and employees
	recoveryAdd: z
		.object({ success: z.literal(true), recovery_code: z.string(), message: z.string() })
		.strict(),
	employeeCreate: z
		.object({
			success: z.literal(true),
			message: z.string(),
			address: employeeWritten.omit({ email: true }),
		})
		.strict(),
	employeeUpdate: z
		.object({
			success: z.literal(true),
			message: z.string(),
			address: employeeWritten.required({ email: true }),
		})
		.strict(),
	employeeList: z
		.object({
			success: z.literal(true),
			totalUsers: z.number().int(),
			totalPages: z.number().int(),
			currentPage: z.number().int(),
			per_page: z.number().int(),
			users: z.array(employeeListItem),
		})
		.strict(),
	employeeDetail: z.object({ success: z.literal(true), employee: employeeDetail }).strict(),

	// custody, legal hold, invitations, recovery items and status
	custodyTimeline,
	legalHold: z.object({ success: z.literal(true), message: z.string(), data: legalHold }).strict(),
	resendInvite: z
		.object({
			success: z.literal(true),
			message: z.string(),
			invite_id: recordId,
			email_sent: z.boolean(),
			invitation,
		})
		.strict(),
	recoveryItems: z
		.object({ success: z.literal(true), message: z.string(), data: recoveryItemsData })
		.strict(),
	recoveryStatus: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z.object({ recovery_number: z.string(), status: recoveryStatus }).strict(),
		})
		.strict(),

	// shipping labels and campaign details
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
	campaignDetails,

	// wallet, departments and orders
	walletTransactions: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z.array(walletTransaction),
			filters: z
				.object({
					status: z.array(z.enum(WALLET_TRANSACTION_STATUS_FILTERS)),
					type: z.array(z.string()),
				})
				.strict(),
			...commonPage,
		})
		.strict(),
	walletBalance: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z
				.object({
					currency_code: z.enum(['USD', 'EUR', 'GBP']),
					total_funds: money,
					available_funds: money,
					used_funds: money,
				})
				.strict(),
		})
		.strict(),
	departmentList: z
		.object({
			totalDepartments: z.number().int(),
			totalPages: z.number().int(),
			currentPage: z.number().int(),
			departments: z.array(department),
		})
		.strict(),
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

	// legal-hold submit and release
	legalHoldSubmit: z
		.object({
			success: z.literal(true),
			ticketNumber: z.string(),
			ticketId: recordId,
		})
		.strict(),
	legalHoldRelease: z
		.object({
			success: z.literal(true),
			ticket_exists: z.boolean(),
			message: z.string(),
			ticketId: recordId,
			ticketNumber: z.string(),
			existingSerialNumbers: z.string().optional(),
		})
		.strict(),

	// lists the spec names without their items
	assetList: listEnvelope('assets', asset),
	teamUserList: listEnvelope('users', teamUser),
	itadOrderList: listEnvelope('orders', itadOrder),
	deploymentOrderList: listEnvelope('orders', deploymentOrder),
	ticketList: listEnvelope('data', ticket),
	activeLegalHoldList: listEnvelope('data', legalHold),
	campaignList: listEnvelope('campaigns', campaignListItem),
	countryList: listEnvelope('countries', country),
	inventoryList: listEnvelope('products', inventoryProduct),
};

export const items = {
	employeeListItem,
	employeeDetail,
	employeeWritten,
	assetListItem,
	assetDetailItem,
	department,
	campaignEmployee,
	custodyEvent,
	legalHold,
	invitation,
	label,
	walletTransaction,
	asset,
	teamUser,
	itadOrder,
	deploymentOrder,
	ticket,
	campaignListItem,
	country,
	inventoryProduct,
};

export const schemas = { requests, responses, items };

export type EmployeeBody = z.infer<typeof employeeFields>;
export type RecoveryAddBody = z.infer<typeof recoveryAdd>;
export type LabelCreateBody = z.infer<typeof labelCreate>;
export type PlaceOrderBody = z.infer<typeof placeOrder>;
export type LegalHoldSubmitBody = z.infer<typeof legalHoldSubmit>;
export type LegalHoldReleaseBody = z.infer<typeof legalHoldRelease>;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];
