import {
	legalHoldSimplifiedFields,
	legalHoldRecord,
	legalHoldFieldPaths,
} from '../../../shared/shapes/legalHold';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many legal holds',
	description: 'List the active legal holds',
	kind: 'list',
	simplified: legalHoldSimplifiedFields,
	fieldPaths: legalHoldFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({
		path: '/legal-hold/active-holds',
		envelope: envelopes.common('data'),
	}),
	output: (record) => legalHoldRecord(record),
};
