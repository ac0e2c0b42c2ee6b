/** The spec's three employee shapes: list item, detail, and what create and update write back. */
import type { Employee, Store } from '../data/store';

function readBlock(employee: Employee): Record<string, string> | null {
	if (!employee.employment && !employee.hr) return null;
	return { ...employee.employment, ...employee.hr };
}

function assetsOf(store: Store, employee: Employee) {
	return employee.assetIds.map((id) => store.assets.get(id)!);
}

export function employeeListItem(store: Store, employee: Employee, includeAssets: boolean) {
	const department = employee.departmentId
		? store.departments.get(employee.departmentId)
		: undefined;
	const costCenter =
		employee.costCenterId === null ? undefined : store.costCenters.get(employee.costCenterId);
	return {
		id: employee.id,
		FirstName: employee.firstName,
		LastName: employee.lastName,
		WorkEmail: employee.workEmail,
		...(employee.legacyEmailKey ? { Email: employee.workEmail } : {}),
		PersonalEmail: employee.personalEmail,
		WorkPhone: employee.workPhone,
		ContactInfo: employee.workPhone,
		WorkPhoneCountry: employee.workPhoneCountry,
		PhoneCountryCode: employee.workPhoneCountry,
		PersonalPhone: employee.personalPhone,
		PersonalPhoneCountry: employee.personalPhoneCountry,
		Address_1: employee.address1,
		Address_2: employee.address2,
		City: employee.city,
		State: employee.state,
		Zip: employee.zip,
		Country: employee.country,
		LocationType: employee.locationType,
		LocationName: employee.locationName,
		Department: department?.name ?? null,
		EmployeeId: employee.employeeId,
		ConfigureCostCenterId: employee.costCenterId,
		...(costCenter ? { CostCenter: costCenter.code } : {}),
		Source: employee.source,
		EmploymentInformation: readBlock(employee),
		...(includeAssets
			? {
					AssignedAssets: assetsOf(store, employee).map((asset) => ({
						assetId: asset.customerAssetId,
						serialNumber: asset.serialNumber,
						modelName: asset.modelName,
						modelNumber: asset.modelNumber,
						productType: asset.productType,
						purchaseDate: asset.purchaseDate,
						imei: asset.imei,
						imei2: asset.imei2,
						sku: asset.sku,
						assetStatus: asset.assetStatus,
					})),
				}
			: {}),
	};
}

export function employeeDetail(store: Store, employee: Employee, includeAssets: boolean) {
	const department = employee.departmentId
		? store.departments.get(employee.departmentId)
		: undefined;
	return {
		id: employee.id,
		first_name: employee.firstName,
		last_name: employee.lastName,
		work_email: employee.workEmail,
		email: employee.workEmail,
		personal_email: employee.personalEmail,
		work_phone: employee.workPhone,
		contact_info: employee.workPhone,
		work_phone_country: employee.workPhoneCountry,
		phone_country_code: employee.workPhoneCountry,
		personal_phone: employee.personalPhone,
		personal_phone_country: employee.personalPhoneCountry,
		address_1: employee.address1,
		address_2: employee.address2,
		city: employee.city,
		state: employee.state,
		zip: employee.zip,
		country: employee.country,
		location_type: employee.locationType,
		location_name: employee.locationName,
		department: department?.name ?? null,
		employee_id: employee.employeeId,
		configure_cost_center_id: employee.costCenterId === null ? null : String(employee.costCenterId),
		employment_information: readBlock(employee),
		...(includeAssets
			? {
					assigned_assets: assetsOf(store, employee).map((asset) => ({
						asset_id: asset.customerAssetId,
						serial_number: asset.serialNumber,
						model_name: asset.modelName,
						model_number: asset.modelNumber,
						product_type: asset.productType,
						purchase_date: asset.purchaseDate,
						imei: asset.imei,
						imei2: asset.imei2,
						sku: asset.sku,
						asset_status: asset.assetStatus,
					})),
				}
			: {}),
	};
}

export function writtenShape(store: Store, employee: Employee, withEmailAlias: boolean) {
	const department = employee.departmentId
		? store.departments.get(employee.departmentId)
		: undefined;
	const block: Record<string, string> = { ...employee.employment };
	if (employee.personalEmail) block.personal_email = employee.personalEmail;
	if (employee.personalPhone) block.personal_phone = employee.personalPhone;
	if (employee.personalPhoneCountry) block.personal_contact_country = employee.personalPhoneCountry;
	return {
		id: employee.id,
		firstname: employee.firstName,
		lastname: employee.lastName,
		work_email: employee.workEmail,
		...(withEmailAlias ? { email: employee.workEmail } : {}),
		work_phone: employee.workPhone,
		contact_info: employee.workPhone,
		work_phone_country: employee.workPhoneCountry,
		contact_country: employee.workPhoneCountry,
		address_1: employee.address1,
		address_2: employee.address2,
		city: employee.city,
		state: employee.state,
		zip: employee.zip,
		country: employee.country,
		location_type: employee.locationType,
		location_name: employee.locationName,
		department: department?.name ?? null,
		employee_id: employee.employeeId,
		configure_cost_center_id: employee.costCenterId,
		employment_information: Object.keys(block).length ? block : null,
	};
}
