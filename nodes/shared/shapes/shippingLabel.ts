import type { IDataObject } from 'n8n-workflow';

/**
 * Keys the API sends twice: `address_1` and `address_2` repeat the address lines under other names.
 */
const ALIASES = ['address_1', 'address_2'];

/** A shipping label without the API's aliases. */
export function shippingLabelRecord(raw: IDataObject): IDataObject {
	return Object.fromEntries(Object.entries(raw).filter(([key]) => !ALIASES.includes(key)));
}

/** What Simplified keeps of a shipping label: to whom, from where, tracking and the file. */
export const shippingLabelSimplifiedFields = [
	'id',
	'recipient_name',
	'ship_from_first_name',
	'ship_from_last_name',
	'city',
	'country',
	'tracking_numbers.track_number',
	'tracking_numbers.carrier',
	'label_url',
	'created_at',
] as const;
