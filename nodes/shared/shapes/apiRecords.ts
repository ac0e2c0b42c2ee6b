import { addressPaths, nestedPaths, recoveryContactPaths } from './fieldPaths';

/**
 * The field paths of the records the node outputs as the API gives them (the API documents few
 * of their fields): what Select Included Fields offers. The engine test
 * test/engine/output.test.ts holds each list against the sandbox's records.
 */

export const assetFieldPaths: readonly string[] = [
	'id',
	'asset_id',
	'serial_number',
	'asset_name',
	'model_number',
	'manufacturer_name',
	'product_type',
	'sku',
	'imei',
	'purchase_date',
	'status_name',
	'status_type_name',
	'location',
	...nestedPaths('assignee', ['id', 'name', 'email']),
];

export const departmentFieldPaths: readonly string[] = [
	'id',
	'name',
	'location',
	'phone_number',
	'active',
];

export const countryFieldPaths: readonly string[] = [
	'code',
	'name',
	'is_state_required',
	...nestedPaths('states', ['code', 'name']),
];

export const teamUserFieldPaths: readonly string[] = [
	'id',
	'name',
	'email',
	'role',
	'role_name',
	'account_status',
	'is_blocked',
	'department',
	'created_at',
];

export const ticketFieldPaths: readonly string[] = [
	'id',
	'ticket_number',
	'type',
	'subject',
	'status',
	'serial_numbers',
	'created_at',
];

export const itadOrderFieldPaths: readonly string[] = [
	'id',
	'order_number',
	'status',
	'pickup_date',
	'device_count',
	'location',
	'created_at',
];

/** What identifies a deployment order and whom it goes to: the start of its Simplified record. */
export const orderSummaryPaths = [
	'id',
	'order_number',
	'status',
	'recipient_name',
	'email',
	'shipping_country',
] as const;

export const orderFieldPaths: readonly string[] = [
	...orderSummaryPaths,
	'expedite_shipping',
	...nestedPaths('products', ['name', 'qty']),
	'created_at',
];

/** A recovery with its contact, address and device slots. */
export const recoveryItemsFieldPaths: readonly string[] = [
	'recovery_number',
	'status',
	'firstname',
	'lastname',
	...recoveryContactPaths,
	'phone',
	'phone_country',
	...addressPaths,
	...nestedPaths('items', [
		'slot',
		'name',
		'serial_no',
		'asset_id',
		'imei',
		'device_type',
		'item_status',
	]),
];

export const recoveryStatusFieldPaths: readonly string[] = ['recovery_number', 'status'];

/** A device's chain of custody; an event's optional fields included. */
export const custodyTimelineFieldPaths: readonly string[] = [
	'serial',
	'imei',
	...nestedPaths('timelines', [
		'order_type',
		'recovery_number',
		'order_number',
		...nestedPaths('events', [
			'occurred_at',
			'status',
			'order_number',
			'performed_by',
			'received_from',
			'delivered_to',
			'recovery_number',
			'services',
			'approved_price',
			'asset_disposition',
			'erasure_started_at',
			'erasure_ended_at',
			'erasure_type',
			'erasure_total_time',
			...nestedPaths('sub_events', ['occurred_at', 'status']),
		]),
	]),
];
