import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { envelopes, listItems } from '../shared/transport/pagination';

/** Recovery campaigns by title, valued by campaign number. */
export async function getCampaigns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const campaigns = await listItems.call(
		this,
		{ path: '/recover/campaigns', envelope: envelopes.common('campaigns'), maxPageSize: 100 },
		{ returnAll: true },
	);
	return campaigns
		.map((campaign) => ({
			name: `${String(campaign.title ?? 'Campaign')} (${String(campaign.campaign_number)})`,
			value: String(campaign.campaign_number),
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
