import { outputOptions, returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../shared/operation';
import { campaignSummary } from '../../shapes/campaign';
import { envelopes } from '../../transport/pagination';

export const getAll: Operation = {
	properties: [...returnAllAndLimit, outputOptions()],
	list: () => ({
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
		maxPageSize: 100,
	}),
	output: campaignSummary,
};
