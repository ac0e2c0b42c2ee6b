import { outputOptions } from '../../parameters/common';
import { campaignLocator, resolveCampaignNumber } from '../../parameters/locators';
import type { Operation } from '../../operation';
import { campaignWithEmployees } from '../../../shared/shapes/campaign';
import { readCampaign } from './readCampaign';

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get a campaign',
	description: 'Get a recovery campaign with all its employees (every page merged)',
	kind: 'execute',
	properties: [campaignLocator, outputOptions()],
	async execute(item) {
		const campaignNumber = resolveCampaignNumber(item);
		const { first, employees } = await item.namingNotFound(
			`campaign ${campaignNumber}`,
			readCampaign(item, campaignNumber),
		);
		return item.rawOutput ? { ...first, employees } : campaignWithEmployees(first, employees);
	},
};
