import { orderFieldPaths, orderSummaryPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many deployment orders',
	description: 'List the deployment orders, newest first',
	kind: 'list',
	simplified: [...orderSummaryPaths, 'products', 'created_at'],
	fieldPaths: orderFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({
		path: '/deployment/orders',
		envelope: envelopes.common('orders'),
	}),
};
