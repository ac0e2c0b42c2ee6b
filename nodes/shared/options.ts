import type { INodeProperties } from 'n8n-workflow';

/** Static choices of the API. */
/** Employment statuses the platform uses; the API takes any text. */
export const EMPLOYMENT_STATUSES = ['Active', 'On Leave', 'Terminated'];

export const LOCATION_TYPES = ['Warehouse', 'Corporate Office', 'Retail Store', 'Remote Employee'];

export const RECOVERY_REASONS = [
	{ name: 'Refresh', value: 1 },
	{ name: 'Break-Fix', value: 2 },
	{ name: 'Offboarding', value: 3 },
	{ name: 'Other', value: 4 },
];

export const EXPEDITE_OPTIONS = ['UPS Ground', '2nd Day Air', 'Overnight'];

export const WALLET_TRANSACTION_STATUSES = ['All', 'Credit', 'Debit'];

export const WALLET_TRANSACTION_TYPES = [
	'All',
	'Repair',
	'Recycle',
	'ITAD',
	'Remote Recovery',
	'Deployment',
	'Logistics Fee',
	'Shop',
	'Cash Withdrawal',
	'Employee Purchase',
	'RMA',
	'Overage',
	'Logistics',
	'Subscription',
	'Professional Services',
];

export const RECOVERY_STATUSES = [
	'Order Received',
	'Print Shipping Label',
	'Boxes Shipped',
	'Delivered',
	'Label Requested',
	'Label Delivered',
	'Pickup Requested',
	'Pickup Scheduled',
	'Return Shipped',
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Not Responsive',
	'Recovery Failed',
	'Recovery Order',
	'Delivery Failed',
];

export function asOptions(values: readonly string[]) {
	return values.map((value) => ({ name: value, value }));
}

/** The wallet-transaction Type filter, the same on the list and on the trigger. */
export const walletTransactionTypeFilter: INodeProperties = {
	displayName: 'Type',
	name: 'type',
	type: 'options',
	options: asOptions(WALLET_TRANSACTION_TYPES),
	default: 'All',
	description: 'Only transactions of this type',
};
