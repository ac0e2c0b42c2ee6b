import type { IDataObject } from 'n8n-workflow';

import { parseDisplayDate } from './dates';

/** A legal-hold asset (one hold, or an entry of the active-holds list): the API's record, plus placed_on as YYYY-MM-DD. */
export function legalHoldRecord(record: IDataObject): IDataObject {
	return { ...record, placed_on_iso: parseDisplayDate(record.placed_on) };
}
