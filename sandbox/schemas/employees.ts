/** Employee create and update, and the spec's three employee shapes: list item, detail, written. */
import { z } from 'zod';

import { LOCATION_TYPES } from '../valueLists';
import { recordId, ymdDate } from './formats';
import {
	digitsOnly,
	isoAlpha2,
	optionalText,
	requiredText,
	text,
	withAliases,
} from './requestFields';

const lettersAndSpaces = (field: string) =>
	requiredText(field).regex(/^[\p{L} ]+$/u, `${field} must contain only letters and spaces`);
const optionalYmd = (field: string) =>
	text(field)
		.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`)
		.optional()
		.nullable();

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

export const employeeRequests = { employeeCreate: employeeBody, employeeUpdate: employeeBody };

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

export const employeeResponses = {
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
};

export const employeeItems = {
	employeeListItem,
	employeeDetail,
	employeeWritten,
	assetListItem,
	assetDetailItem,
};

export type EmployeeBody = z.infer<typeof employeeFields>;
