import type { IDataObject } from 'n8n-workflow';

import { parseDisplayDate } from './dates';

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
