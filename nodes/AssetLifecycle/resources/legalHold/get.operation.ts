import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireText } from '../../helpers/validation';
import { legalHoldRecord } from '../../../shared/shapes/legalHold';
import { pathSegment } from '../../../shared/transport/baseUrl';

export const legalHoldIdProperty: INodeProperties = {
	displayName: 'Legal Hold ID',
	name: 'legalHoldId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 501',
	description:
		'The legal-hold record ID of an active hold (not the asset ID), as Get Many lists it',
};

/** Reads an active legal hold (4.10); the API body as it answered. */
export async function readLegalHold(item: ItemContext): Promise<IDataObject> {
	const id = requireText(item, 'legalHoldId', item.param('legalHoldId'));
	return await item.request({ method: 'GET', path: `/legal-hold/${pathSegment(id)}` });
}

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get a legal hold',
	description: 'Get an active legal hold by its ID',
	kind: 'execute',
	properties: [legalHoldIdProperty, outputOptions()],
	async execute(item) {
		const body = await readLegalHold(item);
		return item.rawOutput ? body : legalHoldRecord(body.data as IDataObject);
	},
};
