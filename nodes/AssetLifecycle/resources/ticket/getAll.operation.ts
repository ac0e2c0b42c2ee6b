import { returnAllAndLimit } from '../../parameters/common';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many tickets',
	description: 'List the support tickets, newest first',
	kind: 'list',
	simplified: RECORD_IS_SIMPLE,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/tickets', envelope: envelopes.common('data') }),
};
