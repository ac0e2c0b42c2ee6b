import { itadOrderFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many ITAD orders',
	description: 'List the ITAD (disposal) orders, newest first',
	kind: 'list',
	// The record is the API's as it comes, its fields not listed by the API: Simplified names them.
	simplified: itadOrderFieldPaths,
	fieldPaths: itadOrderFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/itad/orders', envelope: envelopes.common('orders') }),
};
