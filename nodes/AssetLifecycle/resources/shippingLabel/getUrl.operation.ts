import type { INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireText } from '../../helpers/validation';
import { pathSegment } from '../../../shared/transport/baseUrl';
import type { ApiRequest } from '../../../shared/transport/request';

export const labelIdProperty: INodeProperties = {
	displayName: 'Label ID',
	name: 'labelId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 4829173-60001',
	description: 'The shipping label ID, as Create returns it and Get Many lists it',
};

/** 4.16: the label's file URL. */
export function labelViewRequest(item: ItemContext): ApiRequest {
	const labelId = requireText(item, 'labelId', item.param('labelId'));
	return { method: 'GET', path: `/shipping/${pathSegment(labelId)}/view` };
}

export const getUrl: Operation = {
	value: 'getUrl',
	name: 'Get File URL',
	action: 'Get the file URL of a shipping label',
	description: "Get the URL of the label's PDF",
	kind: 'request',
	properties: [labelIdProperty, outputOptions()],
	request: labelViewRequest,
	output: (body, item) => ({
		label_id: requireText(item, 'labelId', item.param('labelId')),
		label_url: body.label_url,
	}),
};
