import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { EMPLOYMENT_STATUSES, LOCATION_TYPES, asOptions } from '../../../shared/options';
import { employeeFromDetail } from '../../../shared/shapes/employee';
import {
	calendarDate,
	countryCode,
	email,
	lettersAndSpaces,
	oneOf,
	phoneDigits,
	sameIgnoringCase,
} from '../../../shared/values';
import type { ItemContext, ItemRequest } from '../../itemContext';
import {
	bodyFromFields,
	fieldParameters,
	missingRequired,
	type MissingField,
	UPDATE_FIELDS,
	type Field,
	type FieldOptions,
} from '../../fieldTable';
import { countryParameter, departmentParameter, textParameter } from '../../parameters/common';
import { addressStateField } from '../../parameters/addressState';
import { employeePath } from '../../parameters/locators';

interface EmployeeField extends Field {
	/** Where the node's employee record keeps the value (read back to send the full record). */
	stored: string;
}

/** A name as letters and spaces: other characters ("Jean-Luc", "O'Brien") become spaces. */
const asLettersAndSpaces = (name: string) =>
	name
		.replace(/[^\p{L} ]+/gu, ' ')
		.replace(/ {2,}/g, ' ')
		.trim();

/** The employee body that create and update both send; update sends the whole record. */
export const employeeFields: EmployeeField[] = [
	{
		parameter: textParameter('First Name', 'firstName', 'Letters and spaces only'),
		apiName: 'firstname',
		stored: 'first_name',
		required: true,
		convert: lettersAndSpaces,

		suggest: asLettersAndSpaces,
	},
	{
		parameter: textParameter('Last Name', 'lastName', 'Letters and spaces only'),
		apiName: 'lastname',
		stored: 'last_name',
		required: true,
		convert: lettersAndSpaces,

		suggest: asLettersAndSpaces,
	},
	{
		parameter: textParameter('Work Email', 'workEmail', 'Unique within the company', {
			placeholder: 'name@email.com',
		}),
		apiName: 'work_email',
		stored: 'work_email',
		required: true,
		convert: email,
	},
	{
		parameter: textParameter(
			'Work Phone',
			'workPhone',
			'Digits only, without the country code; spaces and dashes are removed',
		),
		apiName: 'work_phone',
		stored: 'work_phone',
		required: true,
		convert: phoneDigits,
	},
	{
		parameter: countryParameter(
			'Work Phone Country Name or ID',
			'workPhoneCountry',
			'Country of the work phone',
		),
		apiName: 'work_phone_country',
		stored: 'work_phone_country',
		required: true,
		convert: countryCode,
	},
	{
		parameter: textParameter('Address Line 1', 'addressLine1'),
		apiName: 'address_1',
		stored: 'address_1',
		required: true,
	},
	{ parameter: textParameter('City', 'city'), apiName: 'city', stored: 'city', required: true },
	{
		parameter: textParameter('Zip', 'zip', 'Postal code'),
		apiName: 'zip',
		stored: 'zip',
		required: true,
	},
	{
		parameter: countryParameter('Country Name or ID', 'country', 'Country of the address'),
		apiName: 'country',
		stored: 'country',
		required: true,
		convert: countryCode,
	},
	{ ...addressStateField('state', 'everyCountryButGB'), stored: 'state' },
	{
		parameter: {
			displayName: 'Location Type',
			name: 'locationType',
			type: 'options',
			options: asOptions(LOCATION_TYPES),
			default: 'Remote Employee',
		},
		apiName: 'location_type',
		stored: 'location_type',
		required: true,
		convert: oneOf<string>(LOCATION_TYPES, sameIgnoringCase),
	},
	{
		parameter: textParameter('Address Line 2', 'addressLine2'),
		apiName: 'address_2',
		stored: 'address_2',
	},
	{
		parameter: departmentParameter('An existing department of the company, by name'),
		apiName: 'department',
		stored: 'department',
	},
	{
		parameter: textParameter(
			'Location Name',
			'locationName',
			'Defaults to the first and last name',
		),
		apiName: 'location_name',
		stored: 'location_name',
	},
	{
		parameter: textParameter(
			'Employee Number',
			'employeeNumber',
			'The employee number kept on the location record (e.g. from your HR system)',
		),
		apiName: 'employee_id',
		stored: 'employee_id',
	},
	{
		parameter: textParameter('Personal Email', 'personalEmail', undefined, {
			placeholder: 'name@email.com',
		}),
		apiName: 'personal_email',
		stored: 'personal_email',
		convert: email,
	},
	{
		parameter: textParameter(
			'Personal Phone',
			'personalPhone',
			'Digits only, without the country code',
		),
		apiName: 'personal_phone',
		stored: 'personal_phone',
		convert: phoneDigits,
	},
	{
		parameter: countryParameter(
			'Personal Contact Country Name or ID',
			'personalContactCountry',
			'Country of the personal phone',
		),
		apiName: 'personal_contact_country',
		stored: 'personal_phone_country',
		convert: countryCode,
	},
	{
		parameter: {
			displayName: 'Employment Status',
			name: 'employmentStatus',
			type: 'options',
			options: asOptions(EMPLOYMENT_STATUSES),
			default: 'Active',
			description: 'The statuses the platform uses; another status can be given with an expression',
		},
		apiName: 'employment_status',
		stored: 'employment_information.employment_status',
	},
	{
		parameter: textParameter('Employment Type', 'employmentType', 'E.g. Full-time or Contractor'),
		apiName: 'employment_type',
		stored: 'employment_information.employment_type',
	},
	{
		parameter: textParameter('Manager', 'manager'),
		apiName: 'manager',
		stored: 'employment_information.manager',
	},
	{
		parameter: textParameter('Employment Start Date', 'employmentStartDate', 'YYYY-MM-DD', {
			placeholder: '2026-01-31',
		}),
		apiName: 'employment_start_date',
		stored: 'employment_information.employment_start_date',
		convert: calendarDate,
	},
	{
		parameter: textParameter(
			'Termination Date',
			'terminationDate',
			'YYYY-MM-DD; for a terminated employee',
			{
				placeholder: '2026-01-31',
			},
		),
		apiName: 'termination_date',
		stored: 'employment_information.termination_date',
		convert: calendarDate,
	},
];

/** The State an employee body lacks: it is required for every country but GB. */
export function missingEmployeeState(body: IDataObject): MissingField[] {
	if (body.state || body.country === 'GB') return [];
	const country = body.country ? ` (country is ${String(body.country)})` : '';
	return [{ name: 'state', rule: `for every country except GB${country}` }];
}

/**
 * Checks a whole body before it is sent: every required field and the State rule, all that is
 * missing named in one error. `reason` ends its message.
 */
export function requireCompleteEmployee(
	item: ItemContext,
	body: IDataObject,
	reason = '',
): IDataObject {
	const missing = [...missingRequired(employeeFields, body), ...missingEmployeeState(body)];
	if (missing.length) throw item.missing(missing, reason);
	return body;
}

/** Update offers every field, none required, in its Update Fields collection. */
export const updateFieldOptions: FieldOptions = { allOptional: true, collection: UPDATE_FIELDS };

/** The parameters of an update: the Update Fields collection. */
export const employeeUpdateParameters = fieldParameters(employeeFields, updateFieldOptions);

/** The changes an update's fields make, checked. */
export const employeeChanges = (item: ItemContext) =>
	bodyFromFields(item, employeeFields, updateFieldOptions);

export const includeAssetsOption: INodeProperties = {
	displayName: 'Include Assets',
	name: 'includeAssets',
	type: 'boolean',
	default: false,
	description: 'Whether to add the devices assigned to the employee (assigned_assets)',
};

/** The read of one employee, with the devices assigned to them when asked. */
export function employeeRequest(id: string, includeAssets = false): ItemRequest {
	return {
		method: 'GET',
		path: employeePath(id),
		qs: includeAssets ? { include_assets: true } : undefined,
		subject: `employee ${id}`,
	};
}

/** The node's employee record from the API's answer to `employeeRequest`. */
export const employeeRecord = (answer: IDataObject): IDataObject =>
	employeeFromDetail(answer.employee as Record<string, never>);

/** Reads one employee as the node's employee record. */
export async function readEmployee(item: ItemContext, id: string): Promise<IDataObject> {
	return employeeRecord(await item.request(employeeRequest(id)));
}
