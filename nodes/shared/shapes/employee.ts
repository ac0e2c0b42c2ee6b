import type { IDataObject } from 'n8n-workflow';

import { textOrNull } from '../values';
import { nestedPaths } from './fieldPaths';

/**
 * One employee shape for every operation: the detail shape of the API (snake_case), without
 * legacy aliases. The list shape (PascalCase) and the create/update shape are mapped onto it.
 */
export interface Employee extends IDataObject {
	id: string;
	first_name: string | null;
	last_name: string | null;
	work_email: string | null;
	personal_email: string | null;
	work_phone: string | null;
	work_phone_country: string | null;
	personal_phone: string | null;
	personal_phone_country: string | null;
	address_1: string | null;
	address_2: string | null;
	city: string | null;
	state: string | null;
	zip: string | null;
	country: string | null;
	location_type: string | null;
	location_name: string | null;
	department: string | null;
	employee_id: string | null;
	configure_cost_center_id: string | null;
	employment_information: IDataObject | null;
	assigned_assets?: IDataObject[];
}

const assetKeys: Array<[detail: string, list: string]> = [
	['asset_id', 'assetId'],
	['serial_number', 'serialNumber'],
	['model_name', 'modelName'],
	['model_number', 'modelNumber'],
	['product_type', 'productType'],
	['purchase_date', 'purchaseDate'],
	['imei', 'imei'],
	['imei2', 'imei2'],
	['sku', 'sku'],
	['asset_status', 'assetStatus'],
];

function asset(raw: IDataObject): IDataObject {
	return Object.fromEntries(
		assetKeys.map(([detail, list]) => [detail, raw[detail] ?? raw[list] ?? null]),
	);
}

function assets(raw: unknown): IDataObject[] | undefined {
	return Array.isArray(raw) ? raw.map((entry) => asset(entry as IDataObject)) : undefined;
}

function withAssets(employee: Employee, raw: unknown): Employee {
	const list = assets(raw);
	if (list) employee.assigned_assets = list;
	return employee;
}

/**
 * Each field of the shape with its key in the detail answer and in a list item (PascalCase);
 * where the API has a legacy alias, the alias is read when the key is missing.
 */
const employeeKeys: Array<[field: string, detail: string[], listItem: string[]]> = [
	['first_name', ['first_name'], ['FirstName']],
	['last_name', ['last_name'], ['LastName']],
	['work_email', ['work_email', 'email'], ['WorkEmail', 'Email']],
	['personal_email', ['personal_email'], ['PersonalEmail']],
	['work_phone', ['work_phone', 'contact_info'], ['WorkPhone', 'ContactInfo']],
	[
		'work_phone_country',
		['work_phone_country', 'phone_country_code'],
		['WorkPhoneCountry', 'PhoneCountryCode'],
	],
	['personal_phone', ['personal_phone'], ['PersonalPhone']],
	['personal_phone_country', ['personal_phone_country'], ['PersonalPhoneCountry']],
	['address_1', ['address_1'], ['Address_1']],
	['address_2', ['address_2'], ['Address_2']],
	['city', ['city'], ['City']],
	['state', ['state'], ['State']],
	['zip', ['zip'], ['Zip']],
	['country', ['country'], ['Country']],
	['location_type', ['location_type'], ['LocationType']],
	['location_name', ['location_name'], ['LocationName']],
	['department', ['department'], ['Department']],
	['employee_id', ['employee_id'], ['EmployeeId']],
	['configure_cost_center_id', ['configure_cost_center_id'], ['ConfigureCostCenterId']],
];

function employeeFrom(raw: IDataObject, form: 'detail' | 'listItem'): Employee {
	const employee: IDataObject = { id: String(raw.id) };
	for (const [field, detail, listItem] of employeeKeys) {
		const keys = form === 'detail' ? detail : listItem;
		employee[field] = textOrNull(keys.map((key) => raw[key]).find((value) => value != null));
	}
	const employment = form === 'detail' ? raw.employment_information : raw.EmploymentInformation;
	employee.employment_information = (employment as IDataObject | null) ?? null;
	return withAssets(
		employee as Employee,
		form === 'detail' ? raw.assigned_assets : raw.AssignedAssets,
	);
}

/** From the detail answer of one employee (`employee`). */
export const employeeFromDetail = (raw: IDataObject) => employeeFrom(raw, 'detail');

/** From an item of the employee list (`users[]`, PascalCase with legacy aliases). */
export const employeeFromListItem = (raw: IDataObject) => employeeFrom(raw, 'listItem');

/**
 * The keys of the employment block; it holds only those given (termination_date: Terminated),
 * and on reads the HR system's employee number and work phone (spec, Employee fields, note 4).
 */
const employmentKeys = [
	'employment_status',
	'employment_type',
	'employment_start_date',
	'termination_date',
	'manager',
	'personal_email',
	'personal_phone',
	'personal_contact_country',
	'employee_number_id',
	'work_phone',
];

/**
 * Every field path of the employee shape, the ones a record leaves out included: the employment
 * keys not given, the assigned assets without Include Assets.
 */
export const employeeFieldPaths: readonly string[] = [
	'id',
	...employeeKeys.map(([field]) => field),
	...nestedPaths('employment_information', employmentKeys),
	...nestedPaths(
		'assigned_assets',
		assetKeys.map(([detail]) => detail),
	),
];

/** A write's: the record, and the notice of a write not read back. */
export const writtenEmployeeFieldPaths: readonly string[] = [...employeeFieldPaths, 'notice'];

/** Create or Update's: a write's, and what it did. */
export const upsertedEmployeeFieldPaths: readonly string[] = [
	...writtenEmployeeFieldPaths,
	'upsert_result',
];

/**
 * What Simplified keeps of an employee: who, where, and whether still employed; the assets when
 * asked for, what Create or Update did, and the notice of a write not read back.
 */
export const employeeSimplifiedFields = [
	'id',
	'first_name',
	'last_name',
	'work_email',
	'department',
	'country',
	'employment_information.employment_status',
	'assigned_assets',
	'upsert_result',
	'notice',
] as const;

/** What Simplified keeps of the fields an operation outputs (a read outputs no write's fields). */
export const employeeSimplifiedOf = (paths: readonly string[]): readonly string[] =>
	employeeSimplifiedFields.filter((field) => paths.includes(field));
