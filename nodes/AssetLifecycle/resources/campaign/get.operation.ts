import {
	campaignSimplifiedFields,
	campaignWithEmployees,
	campaignFieldPaths,
} from '../../../shared/shapes/campaign';
import type { IDataObject } from 'n8n-workflow';

import type { ExecuteOperation } from '../../operation';
import { campaignLocator, resolveCampaignNumber } from '../../parameters/locators';
import { namingNotFound } from '../../../shared/transport/errors';
import { readCampaign } from './readCampaign';

export const get: ExecuteOperation<IDataObject> = {
	value: 'get',
	name: 'Get',
	action: 'Get a campaign',
	description: 'Get a recovery campaign with all its employees (every page merged)',
	kind: 'execute',
	simplified: campaignSimplifiedFields,
	fieldPaths: campaignFieldPaths,
	properties: [campaignLocator],
	async execute(item) {
		const campaignNumber = resolveCampaignNumber(item);
		const { first, employees } = await namingNotFound(
			`campaign ${campaignNumber}`,
			readCampaign(item, campaignNumber),
		);
		// The API's first page with the employees of every page in place of its own.
		return { raw: { ...first, employees } };
	},
	output: (campaign) => campaignWithEmployees(campaign, campaign.employees as IDataObject[]),
};
