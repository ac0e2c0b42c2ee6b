/**
 * The employee every layer's tests create: the phone as a user types it (the node strips the
 * separators), a US address with its state. The node's parameter names, without the work email.
 */
export const adaFields = {
	firstName: 'Ada',
	lastName: 'Lovelace',
	workPhone: '512-555 0199',
	workPhoneCountry: 'US',
	addressLine1: '1 Analytical Way',
	city: 'Austin',
	state: 'TX',
	zip: '78701',
	country: 'US',
};

/**
 * What Output → Simplified keeps of an employee record (its complete record's values, the nested
 * employment status where it is), to compare the Simplified output with the complete one.
 */
export function simplifiedEmployee(complete: Record<string, unknown>): Record<string, unknown> {
	const information = complete.employment_information as Record<string, unknown>;
	return {
		id: complete.id,
		first_name: complete.first_name,
		last_name: complete.last_name,
		work_email: complete.work_email,
		department: complete.department,
		country: complete.country,
		employment_information: { employment_status: information.employment_status },
	};
}

/** The fields of each asset assigned to an employee, as the detail record gives them. */
export const ASSIGNED_ASSET_FIELDS = [
	'asset_id',
	'serial_number',
	'model_name',
	'model_number',
	'product_type',
	'purchase_date',
	'imei',
	'imei2',
	'sku',
	'asset_status',
];

/** Every field an employee's employment information block can hold. */
export const EMPLOYMENT_INFORMATION_FIELDS = [
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
