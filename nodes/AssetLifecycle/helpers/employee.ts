import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { ItemContext } from '../operation';
import { asOptions, LOCATION_TYPES } from '../../shared/options';
import {
	requireCountryCode,
	requireDate,
	requireEmail,
	requireOneOf,
	requirePhoneDigits,
	requireText,
} from './validation';

/** A field of the employee body (spec 4.5, which 4.8 repeats): its n8n parameter and API name. */
interface EmployeeField {
	property: INodeProperties;
	apiName: string;
	/** Required on create (4.5), so a top-level parameter there. */
	required?: boolean;
	check?: (item: ItemContext, field: string, value: string) => string;
}

const lettersAndSpaces = (item: ItemContext, field: string, value: string) => {
	if (!/^[\p{L} ]+$/u.test(value)) throw item.invalid(field, 'may contain letters and spaces only');
	return value;
};

const text = (
	displayName: string,
	name: string,
	description?: string,
	extra: Partial<INodeProperties> = {},
): INodeProperties => ({ displayName, name, type: 'string', default: '', description, ...extra });

const countryOption = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getCountries' },
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: description,
});

export const employeeFields: EmployeeField[] = [
	{
		property: text('First Name', 'firstName', 'Letters and spaces only'),
		apiName: 'firstname',
		required: true,
		check: lettersAndSpaces,
	},
	{
		property: text('Last Name', 'lastName', 'Letters and spaces only'),
		apiName: 'lastname',
		required: true,
		check: lettersAndSpaces,
	},
	{
		property: text('Work Email', 'workEmail', 'Unique within the company', {
			placeholder: 'name@email.com',
		}),
		apiName: 'work_email',
		required: true,
		check: requireEmail,
	},
	{
		property: text(
			'Work Phone',
			'workPhone',
			'Digits only, without the country code; spaces and dashes are removed',
		),
		apiName: 'work_phone',
		required: true,
		check: requirePhoneDigits,
	},
	{
		property: countryOption('Work Phone Country', 'workPhoneCountry', 'Country of the work phone'),
		apiName: 'work_phone_country',
		required: true,
		check: requireCountryCode,
	},
	{ property: text('Address Line 1', 'address1'), apiName: 'address_1', required: true },
	{ property: text('City', 'city'), apiName: 'city', required: true },
	{ property: text('Zip', 'zip', 'Postal code'), apiName: 'zip', required: true },
	{
		property: countryOption('Country', 'country', 'Country of the address'),
		apiName: 'country',
		required: true,
		check: requireCountryCode,
	},
	{
		property: {
			displayName: 'Location Type',
			name: 'locationType',
			type: 'options',
			options: asOptions(LOCATION_TYPES),
			default: 'Remote Employee',
		},
		apiName: 'location_type',
		required: true,
		check: (item, field, value) =>
			requireOneOf(
				item,
				field,
				value,
				LOCATION_TYPES,
				(a, b) => a.toLowerCase() === b.toLowerCase(),
			),
	},
	{ property: text('Address Line 2', 'address2'), apiName: 'address_2' },
	{
		property: text('State', 'state', 'Required for every country except GB (United Kingdom)'),
		apiName: 'state',
	},
	{
		property: {
			displayName: 'Department Name or ID',
			name: 'department',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getDepartments' },
			default: '',
			description:
				'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
			hint: 'An existing department of the company, by name',
		},
		apiName: 'department',
	},
	{
		property: text('Location Name', 'locationName', 'Defaults to the first and last name'),
		apiName: 'location_name',
	},
	{
		property: text(
			'Employee Number',
			'employeeId',
			'The employee ID kept on the location record (e.g. from your HR system)',
		),
		apiName: 'employee_id',
	},
	{
		property: text('Personal Email', 'personalEmail', undefined, { placeholder: 'name@email.com' }),
		apiName: 'personal_email',
		check: requireEmail,
	},
	{
		property: text('Personal Phone', 'personalPhone', 'Digits only, without the country code'),
		apiName: 'personal_phone',
		check: requirePhoneDigits,
	},
	{
		property: countryOption(
			'Personal Contact Country',
			'personalContactCountry',
			'Country of the personal phone',
		),
		apiName: 'personal_contact_country',
		check: requireCountryCode,
	},
	{
		property: text('Employment Status', 'employmentStatus', 'E.g. Active or Terminated'),
		apiName: 'employment_status',
	},
	{
		property: text('Employment Type', 'employmentType', 'E.g. Full-time or Contractor'),
		apiName: 'employment_type',
	},
	{ property: text('Manager', 'manager'), apiName: 'manager' },
	{
		property: text('Employment Start Date', 'employmentStartDate', 'YYYY-MM-DD', {
			placeholder: '2026-01-31',
		}),
		apiName: 'employment_start_date',
		check: requireDate,
	},
	{
		property: text('Termination Date', 'terminationDate', 'YYYY-MM-DD; for a terminated employee', {
			placeholder: '2026-01-31',
		}),
		apiName: 'termination_date',
		check: requireDate,
	},
];

export const requiredEmployeeProperties = employeeFields
	.filter((field) => field.required)
	.map((field) => ({ ...field.property, required: true }));

export const optionalEmployeeProperties = employeeFields
	.filter((field) => !field.required)
	.map((field) => field.property)
	.sort((a, b) => a.displayName.localeCompare(b.displayName));

export const allEmployeeProperties = employeeFields
	.map((field) => field.property)
	.sort((a, b) => a.displayName.localeCompare(b.displayName));

/**
 * Maps parameter values onto the API body, checking each: `values` holds n8n parameter names
 * (camelCase), the result the spec's field names. Empty values are left out.
 */
export function employeeBody(item: ItemContext, values: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const { property, apiName, check } of employeeFields) {
		const value = values[property.name];
		if (value === undefined || value === null || value === '') continue;
		const textValue = String(value).trim();
		body[apiName] = check ? check(item, property.name, textValue) : textValue;
	}
	return body;
}

/** Checks the whole body of 4.5 / 4.8: required fields, and the state rule of 4.5. */
export function requireCompleteEmployee(item: ItemContext, body: IDataObject): IDataObject {
	for (const { property, apiName, required } of employeeFields) {
		if (required) requireText(item, property.name, body[apiName]);
	}
	if (body.country !== 'GB' && !body.state) {
		throw item.invalid(
			'state',
			`is required for every country except GB (country is ${String(body.country)})`,
		);
	}
	return body;
}
