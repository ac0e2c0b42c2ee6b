import { ticketFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many tickets',
	description: 'List the support tickets, newest first',
	kind: 'list',
	// The record is the API's as it comes, its fields not listed by the API: Simplified names them.
	simplified: ticketFieldPaths,
	fieldPaths: ticketFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/tickets', envelope: envelopes.common('data') }),
};
