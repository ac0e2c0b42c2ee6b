import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { ItemContext } from '../../itemContext';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { pathId } from '../../parameters/locators';

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

/** Reads an active legal hold; the API's answer as it came. */
export async function readLegalHold(item: ItemContext): Promise<IDataObject> {
	const id = pathId(item, 'legalHoldId');
	return await item.request({
		method: 'GET',
		path: `/legal-hold/${pathSegment(id)}`,
		subject: `legal hold ${id}`,
	});
}
