import type { IDataObject } from 'n8n-workflow';

import { addressPaths, nestedPaths } from './fieldPaths';

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

/** Every field path of a shipping label of the list, without the aliases. */
export const shippingLabelFieldPaths: readonly string[] = [
	'id',
	'creator_firstname',
	'creator_lastname',
	'ship_from_first_name',
	'ship_from_last_name',
	...addressPaths,
	'lbs',
	'oz',
	'length',
	'width',
	'height',
	'label_count',
	'label_to_contacts',
	'label_to_me',
	'recipient_name',
	'recipient_company',
	'label_url',
	'created_at',
	'updated_at',
	...nestedPaths('tracking_numbers', [
		'track_number',
		'price',
		'label_service',
		'carrier',
		'tracking_link',
	]),
	'users',
];
