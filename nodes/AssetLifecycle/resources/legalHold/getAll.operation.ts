import { returnAllAndLimit } from '../../parameters/common';
import { outputOptions } from '../../output/outputChoice';
import type { Operation } from '../../operation';
import { legalHoldRecord } from '../../../shared/shapes/legalHold';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many legal holds',
	description: 'List the active legal holds',
	kind: 'list',
	properties: [...returnAllAndLimit, outputOptions()],
	list: () => ({
		path: '/legal-hold/active-holds',
		envelope: envelopes.common('data'),
	}),
	output: (record) => legalHoldRecord(record),
};
