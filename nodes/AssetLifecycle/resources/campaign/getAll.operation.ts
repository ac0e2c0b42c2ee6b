import {
	campaignSummarySimplifiedFields,
	campaignSummary,
	campaignSummaryFieldPaths,
} from '../../../shared/shapes/campaign';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many campaigns',
	description: 'List the recovery campaigns of the company',
	kind: 'list',
	simplified: campaignSummarySimplifiedFields,
	fieldPaths: campaignSummaryFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
	}),
	output: campaignSummary,
};
