import { outputOptions, returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { campaignSummary } from '../../../shared/shapes/campaign';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit, outputOptions()],
	list: () => ({
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
	}),
	output: campaignSummary,
};
