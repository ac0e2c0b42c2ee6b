import type { IDataObject } from 'n8n-workflow';

import { parseDisplayDate } from './dates';
import { nestedPaths, recoveryContactPaths } from './fieldPaths';

/**
 * A campaign number as both nodes output it: a number, as the API takes it, though campaign
 * details may answer it as a numeric string (docs/api-notes.md, Records with several shapes);
 * null where the API does not say.
 */
export function campaignNumberOf(value: unknown): number | null {
	const text = String(value ?? '').trim();
	return /^\d+$/.test(text) ? Number(text) : null;
}

/** A campaign employee with its display date `last_updated` given an ISO companion. */
export function campaignEmployee(raw: IDataObject): IDataObject {
	return { ...raw, last_updated_iso: parseDisplayDate(raw.last_updated) };
}

/** A campaign of the campaign list with its display date `start_date` given an ISO companion. */
export function campaignSummary(raw: IDataObject): IDataObject {
	return {
		...raw,
		campaign_number: campaignNumberOf(raw.campaign_number),
		start_date_iso: parseDisplayDate(raw.start_date),
	};
}

/** Campaign details with all its employees, without the page counters of one page. */
export function campaignWithEmployees(first: IDataObject, employees: IDataObject[]): IDataObject {
	const campaign = { ...first };
	delete campaign.totalPages;
	delete campaign.currentPage;
	return {
		...campaign,
		campaign_number: campaignNumberOf(campaign.campaign_number),
		start_date_iso: parseDisplayDate(campaign.start_date),
		totalEmployees: employees.length,
		employees: employees.map(campaignEmployee),
	};
}

/** A campaign as a dropdown or list entry: "Title (number)", valued by its number. */
export function campaignChoice(campaign: IDataObject): { name: string; value: string } {
	return {
		name: `${String(campaign.title ?? 'Campaign')} (${String(campaign.campaign_number)})`,
		value: String(campaign.campaign_number),
	};
}

/** What Simplified keeps of a campaign of the list. */
export const campaignSummarySimplifiedFields = [
	'campaign_number',
	'title',
	'status',
	'country.code',
	'start_date_iso',
	'total_employees',
] as const;

/** What Simplified keeps of a campaign with its employees: each employee's recovery and status. */
export const campaignSimplifiedFields = [
	'campaign_number',
	'title',
	'country.code',
	'start_date_iso',
	'helpdesk_email',
	'totalEmployees',
	'employees.recovery_id',
	'employees.firstname',
	'employees.lastname',
	'employees.work_email',
	'employees.status',
	'employees.last_updated_iso',
] as const;

const countryPaths = nestedPaths('country', ['name', 'code']);

/** Every field path of a campaign of the campaign list, as campaignSummary makes it. */
export const campaignSummaryFieldPaths: readonly string[] = [
	'campaign_number',
	'title',
	...countryPaths,
	'start_date',
	'start_date_iso',
	'status',
	'total_employees',
];

/** Every field path of a campaign employee, with its ISO companion date. */
const campaignEmployeePaths = [
	'recovery_id',
	'firstname',
	'lastname',
	...recoveryContactPaths,
	'phone_number',
	'phone_country',
	...countryPaths,
	...nestedPaths('state', ['name', 'code', 'country_code']),
	'city',
	'zip',
	'address_line_1',
	'address_line_2',
	...nestedPaths('items', [
		'item',
		'item_serial_no',
		'item_asset_id',
		'item_imei',
		'custom_field_1',
		'custom_field_2',
		'intake_status',
	]),
	'status',
	...nestedPaths('tracking', [
		'carrier_name',
		...nestedPaths('forward_shipping', ['tracking_number', 'tracking_link']),
		...nestedPaths('return_shipping', ['tracking_number', 'tracking_link']),
	]),
	'last_updated',
	'last_updated_iso',
];

/** Every field path of a campaign with its employees, made by campaignWithEmployees. */
export const campaignFieldPaths: readonly string[] = [
	'campaign_number',
	'title',
	...countryPaths,
	'start_date',
	'start_date_iso',
	'helpdesk_email',
	...nestedPaths('return_address', [
		'name',
		'title',
		'company',
		...countryPaths,
		'state',
		'city',
		'zip_code',
		'address',
		'phone',
		'email',
		...nestedPaths('packages', ['device', 'qty', 'incoming_weight', 'length', 'width', 'height']),
		'campaign_countries',
	]),
	'totalEmployees',
	...nestedPaths('employees', campaignEmployeePaths),
];
