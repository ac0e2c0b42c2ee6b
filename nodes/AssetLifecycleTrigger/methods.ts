import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { multiOptionsOnceCredentialChosen } from '../shared/methods/credentialFirst';
import { campaignChoice } from '../shared/shapes/campaign';
import { envelopes, listItems } from '../shared/transport/pagination';

/** Recovery campaigns by title, valued by campaign number, for the Campaigns multi-select. */
export const getCampaigns = multiOptionsOnceCredentialChosen(async function (
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const campaigns = await listItems.call(
		this,
		{ path: '/recover/campaigns', envelope: envelopes.common('campaigns') },
		{ returnAll: true },
	);
	return campaigns.map(campaignChoice).sort((a, b) => a.name.localeCompare(b.name));
});
