import type { IDataObject } from 'n8n-workflow';

/**
 * One employee shape for every operation: the detail shape of spec §2.1 (snake_case), without
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

function text(value: unknown): string | null {
	if (value === undefined || value === null || value === '') return null;
	return String(value);
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

/** From the detail answer of 4.7 (`employee`). */
export function employeeFromDetail(raw: IDataObject): Employee {
	return withAssets(
		{
			id: String(raw.id),
			first_name: text(raw.first_name),
			last_name: text(raw.last_name),
			work_email: text(raw.work_email ?? raw.email),
			personal_email: text(raw.personal_email),
			work_phone: text(raw.work_phone ?? raw.contact_info),
			work_phone_country: text(raw.work_phone_country ?? raw.phone_country_code),
			personal_phone: text(raw.personal_phone),
			personal_phone_country: text(raw.personal_phone_country),
			address_1: text(raw.address_1),
			address_2: text(raw.address_2),
			city: text(raw.city),
			state: text(raw.state),
			zip: text(raw.zip),
			country: text(raw.country),
			location_type: text(raw.location_type),
			location_name: text(raw.location_name),
			department: text(raw.department),
			employee_id: text(raw.employee_id),
			configure_cost_center_id: text(raw.configure_cost_center_id),
			employment_information: (raw.employment_information as IDataObject | null) ?? null,
		},
		raw.assigned_assets,
	);
}

/** From a list item of 4.6 (`users[]`, PascalCase with legacy aliases). */
export function employeeFromListItem(raw: IDataObject): Employee {
	return withAssets(
		{
			id: String(raw.id),
			first_name: text(raw.FirstName),
			last_name: text(raw.LastName),
			work_email: text(raw.WorkEmail ?? raw.Email),
			personal_email: text(raw.PersonalEmail),
			work_phone: text(raw.WorkPhone ?? raw.ContactInfo),
			work_phone_country: text(raw.WorkPhoneCountry ?? raw.PhoneCountryCode),
			personal_phone: text(raw.PersonalPhone),
			personal_phone_country: text(raw.PersonalPhoneCountry),
			address_1: text(raw.Address_1),
			address_2: text(raw.Address_2),
			city: text(raw.City),
			state: text(raw.State),
			zip: text(raw.Zip),
			country: text(raw.Country),
			location_type: text(raw.LocationType),
			location_name: text(raw.LocationName),
			department: text(raw.Department),
			employee_id: text(raw.EmployeeId),
			configure_cost_center_id: text(raw.ConfigureCostCenterId),
			employment_information: (raw.EmploymentInformation as IDataObject | null) ?? null,
		},
		raw.AssignedAssets,
	);
}
