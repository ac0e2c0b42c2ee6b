import { returnAllAndLimit } from '../../parameters/common';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many ITAD orders',
	description: 'List the ITAD (disposal) orders, newest first',
	kind: 'list',
	simplified: RECORD_IS_SIMPLE,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/itad/orders', envelope: envelopes.common('orders') }),
};
