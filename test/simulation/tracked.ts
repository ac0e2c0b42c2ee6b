/**
 * What the model tracks of each event's records, and the values the generator may give them. The
 * generator derives its edits from these lists (history.ts: an edit of every field here that no
 * other change sets), so a field the model tracks is a field some history changes; a test holds
 * the lists to that (tracked.test.ts).
 */
import type { IDataObject } from 'n8n-workflow';

import type { Store, Employee } from '../../sandbox/data/store';
import type { SimulatedEvent } from './history';

/**
 * Each event's tracked fields, in the order of the model's values. Employees: every field of the
 * list item the control API can change (the trigger compares the whole item's hash, so each of
 * them is a change); the others: what the event's output names.
 */
export const TRACKED_FIELDS = {
	walletTransaction: ['currency_code', 'status', 'transaction_type'],
	departmentChanged: ['name', 'location', 'phone_number', 'active'],
	recoveryStatusChanged: ['status'],
	employeeChanged: [
		'first_name',
		'last_name',
		'work_email',
		'work_phone',
		'city',
		'state',
		'zip',
		'country',
		'location_type',
		'location_name',
		'department',
		'employment_status',
		'employment_type',
		'manager',
		'employment_start_date',
		'termination_date',
	],
} as const satisfies Record<SimulatedEvent, readonly string[]>;

/**
 * The fields an `edit` step sets: every tracked field that no other change sets (a transaction's
 * fields are drawn when it is written, `active` by deactivations and reactivations, a recovery's
 * status by moves, an employee's status and termination date by terminations and reinstatements).
 */
export const EDITABLE_FIELDS: Record<SimulatedEvent, readonly string[]> = {
	walletTransaction: [],
	departmentChanged: ['name', 'location', 'phone_number'],
	recoveryStatusChanged: [],
	employeeChanged: TRACKED_FIELDS.employeeChanged.filter(
		(field) => field !== 'employment_status' && field !== 'termination_date',
	),
};

/** Four values of each editable field (a few, so that changes revert), as the control API takes them. */
export const EDIT_VALUES: Record<string, Array<string | null>> = {
	name: ['Ada team', 'Grace team', 'Linus team', 'Nia team'],
	location: ['Austin', null, 'Lyon', 'Osaka'],
	phone_number: ['+1 512 555 0100', '+33 4 72 00 00 00', null, '+81 6 6000 0000'],
	first_name: ['Ada', 'Grace', 'Linus', 'Nia'],
	last_name: ['Lovelace', 'Hopper', 'Torvalds', 'Okafor'],
	work_email: [
		'ada@acme-sandbox.example',
		'grace@acme-sandbox.example',
		'l@acme.example',
		'n@x.io',
	],
	work_phone: ['+1 512 555 0100', '+1 512 555 0101', '+44 20 7946 0000', '+81 3 0000 0000'],
	city: ['Austin', 'Lyon', 'Osaka', 'Lagos'],
	state: ['TX', null, 'CA', 'NY'],
	zip: ['73301', '69001', '530-0001', '100001'],
	country: ['US', 'FR', 'JP', 'NG'],
	location_type: ['Office', 'Remote', 'Hybrid', 'Warehouse'],
	location_name: ['HQ', 'Home', 'Annex', 'Depot'],
	department: ['Finance', 'Engineering', 'Sales', null],
	employment_type: ['Full Time', 'Part Time', 'Contractor', 'Intern'],
	manager: ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Nia Okafor'],
	employment_start_date: ['2024-01-02', '2025-03-04', '2023-05-06', '2022-07-08'],
};

/** An employee's tracked values as the sandbox holds them, in TRACKED_FIELDS order. */
export function employeeValues(store: Store, row: Employee): unknown[] {
	const employment = row.employment ?? {};
	const department = row.departmentId ? store.departments.get(row.departmentId) : undefined;
	return [
		row.firstName,
		row.lastName,
		row.workEmail,
		row.workPhone,
		row.city,
		row.state,
		row.zip,
		row.country,
		row.locationType,
		row.locationName,
		department?.name ?? null,
		employment.employment_status ?? null,
		employment.employment_type ?? null,
		employment.manager ?? null,
		employment.employment_start_date ?? null,
		employment.termination_date ?? null,
	].map((value) => value ?? null);
}

/** An emitted employee's tracked values, in TRACKED_FIELDS order. */
export function emittedEmployeeValues(item: IDataObject): unknown[] {
	const employment = (item.employment_information ?? {}) as IDataObject;
	return TRACKED_FIELDS.employeeChanged.map(
		(field) => (field in item ? item[field] : employment[field]) ?? null,
	);
}
