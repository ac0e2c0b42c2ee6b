/** How a recovery reaches its employee: the fields of a campaign employee and of a recovery. */
export const recoveryContactPaths = [
	'send_notifications_to',
	'work_email',
	'personal_email',
	'work_phone',
	'personal_phone',
	'work_phone_country',
	'personal_phone_country',
	'email',
] as const;

/** The address lines of a recovery and of a shipping label. */
export const addressPaths = [
	'address_line_1',
	'address_line_2',
	'city',
	'state',
	'zip',
	'country',
] as const;

/**
 * A nested field's paths as Select Included Fields names them: the field itself, then each of its
 * own fields after a dot (through a list, the fields of its entries): `country`, `country.code`.
 */
export function nestedPaths(field: string, subPaths: readonly string[]): string[] {
	return [field, ...subPaths.map((path) => `${field}.${path}`)];
}
