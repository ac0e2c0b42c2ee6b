import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { campaignChoice } from '../shared/shapes/campaign';
import { envelopes, listItems } from '../shared/transport/pagination';

/** Recovery campaigns by title, valued by campaign number. */
export async function getCampaigns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const campaigns = await listItems.call(
		this,
		{ path: '/recover/campaigns', envelope: envelopes.common('campaigns') },
		{ returnAll: true },
	);
	return campaigns.map(campaignChoice).sort((a, b) => a.name.localeCompare(b.name));
}
