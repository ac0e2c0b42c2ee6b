import { returnAllAndLimit } from '../../parameters/common';
import { outputOptions } from '../../output/outputChoice';
import type { Operation } from '../../operation';
import { campaignSummary } from '../../../shared/shapes/campaign';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many campaigns',
	description: 'List the recovery campaigns of the company',
	kind: 'list',
	properties: [...returnAllAndLimit, outputOptions()],
	list: () => ({
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
	}),
	output: campaignSummary,
};
