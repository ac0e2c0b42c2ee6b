/**
 * What versions 1 and 2 of the employee state keep of a list item, frozen here as those versions
 * wrote it: the item in the one employee shape (snake_case, no legacy aliases), its FNV-1a hash
 * over JSON with sorted keys, and the name, email and kept values. A later change of the shape in
 * nodes/ does not move these: states saved by those versions keep their hashes.
 */
import type { IDataObject } from 'n8n-workflow';

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

const LIST_KEYS: Array<[field: string, keys: string[]]> = [
	['first_name', ['FirstName']],
	['last_name', ['LastName']],
	['work_email', ['WorkEmail', 'Email']],
	['personal_email', ['PersonalEmail']],
	['work_phone', ['WorkPhone', 'ContactInfo']],
	['work_phone_country', ['WorkPhoneCountry', 'PhoneCountryCode']],
	['personal_phone', ['PersonalPhone']],
	['personal_phone_country', ['PersonalPhoneCountry']],
	['address_1', ['Address_1']],
	['address_2', ['Address_2']],
	['city', ['City']],
	['state', ['State']],
	['zip', ['Zip']],
	['country', ['Country']],
	['location_type', ['LocationType']],
	['location_name', ['LocationName']],
	['department', ['Department']],
	['employee_id', ['EmployeeId']],
	['configure_cost_center_id', ['ConfigureCostCenterId']],
];

/** A list item in the employee shape (without assigned assets: the trigger does not ask for them). */
export function employeeShape(item: IDataObject): IDataObject {
	const employee: IDataObject = { id: String(item.id) };
	for (const [field, keys] of LIST_KEYS) {
		employee[field] = text(keys.map((key) => item[key]).find((value) => value != null));
	}
	employee.employment_information = (item.EmploymentInformation as IDataObject | null) ?? null;
	return employee;
}

function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value as object)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${stableJson((value as IDataObject)[key])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value ?? null);
}

/** FNV-1a, 32 bits, base 36. */
export function fnv(value: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < value.length; index++) {
		hash ^= value.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(36);
}

export const recordHash = (item: IDataObject) => fnv(stableJson(employeeShape(item)));

/** The values both versions keep of an employee, by name. */
export function keptOf(item: IDataObject) {
	const employee = employeeShape(item);
	const employment = (employee.employment_information ?? {}) as IDataObject;
	return {
		first_name: employee.first_name as string | null,
		last_name: employee.last_name as string | null,
		work_email: employee.work_email as string | null,
		department: employee.department as string | null,
		location_name: employee.location_name as string | null,
		employment_status: text(employment.employment_status),
		termination_date: text(employment.termination_date),
	};
}

/** The parameters a state of either version is kept for. */
export const employeeScope = (onlyTerminations: unknown) =>
	JSON.stringify({ onlyTerminations: onlyTerminations ?? false });
