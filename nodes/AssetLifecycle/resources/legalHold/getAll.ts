import { returnAllAndLimit, outputOptions } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { legalHoldRecord } from '../../../shared/shapes/legalHold';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit, outputOptions()],
	list: () => ({
		path: '/legal-hold/active-holds',
		envelope: envelopes.common('data'),
	}),
	output: (record) => legalHoldRecord(record),
};
