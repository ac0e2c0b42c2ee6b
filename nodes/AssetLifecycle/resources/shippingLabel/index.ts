import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { create } from './create';
import { download } from './download';
import { getAll } from './getAll';
import { getUrl } from './getUrl';

export const shippingLabelOperations = { create, download, getAll, getUrl };

export const shippingLabelDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['shippingLabel'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Create a shipping label',
				description: 'Create a carrier label from a ship-from address and package size',
			},
			{
				name: 'Download',
				value: 'download',
				action: 'Download a shipping label',
				description: 'Download the label PDF as binary data',
			},
			{
				name: 'Get File URL',
				value: 'getUrl',
				action: 'Get the file URL of a shipping label',
				description: "Get the URL of the label's PDF",
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many shipping labels',
				description: 'List shipping labels, optionally by country and creation date',
			},
		],
		default: 'getAll',
	},
	...operationProperties('shippingLabel', shippingLabelOperations),
];
