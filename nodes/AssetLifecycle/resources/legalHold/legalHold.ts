import type { INodeProperties, NodeApiError } from 'n8n-workflow';

import type { ItemContext, ItemRequest } from '../../itemContext';
import { readById } from '../../parameters/locators';

/** The support ticket that a legal-hold request opens: its subject and body. */
export const ticketTextParameters: INodeProperties[] = [
	{
		displayName: 'Summary',
		name: 'summary',
		type: 'string',
		required: true,
		default: '',
		description: 'Subject of the support ticket',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		typeOptions: { rows: 3 },
		required: true,
		default: '',
		description: 'Body of the support ticket: why the request is made',
	},
];

/** The read of the active legal hold the item names (its Legal Hold ID). */
export const legalHoldRequest = (item: ItemContext): ItemRequest =>
	readById(item, 'legalHoldId', (id) => `/legal-hold/${id}`, 'legal hold');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text names the serial number as a whole word. */
const mentions = (text: string, serial: string) =>
	new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(serial)}([^A-Za-z0-9]|$)`).test(text);

/**
 * The serial numbers of this request that a refusal names: the body's serialNumbers when given,
 * else those that its text mentions, else the only device when the request held just one.
 */
export function serialsNamedBy(error: NodeApiError, serials: string[]): string[] {
	const listed = error.errorResponse?.serialNumbers;
	if (Array.isArray(listed)) return serials.filter((serial) => listed.includes(serial));
	const text = String(error.errorResponse?.message ?? error.errorResponse?.error ?? error.message);
	const mentioned = serials.filter((serial) => mentions(text, serial));
	return mentioned.length ? mentioned : serials.length === 1 ? serials : [];
}
