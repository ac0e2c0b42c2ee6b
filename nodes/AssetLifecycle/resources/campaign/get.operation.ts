import { outputOptions } from '../../helpers/descriptions';
import { campaignLocator, resolveCampaignNumber } from '../../helpers/locators';
import type { Operation } from '../../operation';
import { campaignWithEmployees } from '../../../shared/shapes/campaign';
import { readCampaign } from '../../helpers/campaign';

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get a campaign',
	description: 'Get a recovery campaign with all its employees (every page merged)',
	kind: 'execute',
	properties: [campaignLocator, outputOptions()],
	async execute(item) {
		const { first, employees } = await readCampaign(item, resolveCampaignNumber(item));
		return item.rawOutput ? { ...first, employees } : campaignWithEmployees(first, employees);
	},
};
