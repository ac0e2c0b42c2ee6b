import type { INodeProperties } from 'n8n-workflow';

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
