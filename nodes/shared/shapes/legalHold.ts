import type { IDataObject } from 'n8n-workflow';

import { parseDisplayDate } from './dates';
import { nestedPaths } from './fieldPaths';

/**
 * A legal-hold asset (one hold, or an entry of the active-holds list): the API's record, plus
 * placed_on as YYYY-MM-DD.
 */
export function legalHoldRecord(record: IDataObject): IDataObject {
	return { ...record, placed_on_iso: parseDisplayDate(record.placed_on) };
}

/** What Simplified keeps of a device on legal hold: the device, since when, and its ticket. */
export const legalHoldSimplifiedFields = [
	'id',
	'serial_number',
	'asset_name',
	'product_type_name',
	'placed_on_iso',
	'last_assignee',
	'asset_location',
	'status_name',
	'ticket_info.ticketNumber',
	'ticket_info.status',
] as const;

/** Every field path of a device on legal hold with placed_on's ISO companion. */
export const legalHoldFieldPaths: readonly string[] = [
	'id',
	'asset_id',
	'customer_asset_id',
	'placed_on',
	'placed_on_iso',
	'age_on_hold',
	'serial_number',
	'asset_name',
	'manufacturer_name',
	'product_type_name',
	'status_name',
	'status_type_name',
	'status_type_id',
	'asset_location',
	'last_assignee',
	'ticket_exists',
	...nestedPaths('ticket_info', ['ticketId', 'ticketNumber', 'status', 'created_at']),
];
