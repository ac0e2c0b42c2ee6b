import { outputOptions } from '../../shared/descriptions';
import { campaignLocator, resolveCampaignNumber } from '../../shared/locators';
import type { Operation } from '../../operation';
import { campaignWithEmployees } from '../../../shared/shapes/campaign';
import { readCampaign } from './roster';

export const get: Operation = {
	properties: [campaignLocator, outputOptions()],
	async execute(item) {
		const { first, employees } = await readCampaign(item, resolveCampaignNumber(item));
		return item.rawOutput ? { ...first, employees } : campaignWithEmployees(first, employees);
	},
};
