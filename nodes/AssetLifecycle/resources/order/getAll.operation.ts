import { orderFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many deployment orders',
	description: 'List the deployment orders, newest first',
	kind: 'list',
	simplified: [
		'id',
		'order_number',
		'status',
		'recipient_name',
		'email',
		'shipping_country',
		'products',
		'created_at',
	],
	fieldPaths: orderFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({
		path: '/deployment/orders',
		envelope: envelopes.common('orders'),
	}),
};
