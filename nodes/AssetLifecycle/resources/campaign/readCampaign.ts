import type { IDataObject } from 'n8n-workflow';

import type { ItemContext } from '../../itemContext';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { envelopes, listPages } from '../../../shared/transport/pagination';

/** Every page of a campaign's details: the first page's body and all employees. */
export async function readCampaign(
	item: ItemContext,
	campaignNumber: number,
): Promise<{ first: IDataObject; employees: IDataObject[] }> {
	let first: IDataObject | undefined;
	const employees: IDataObject[] = [];
	const pages = listPages(
		item,
		{
			path: `/recover/campaign/${pathSegment(campaignNumber)}`,
			envelope: envelopes.campaignEmployees,
			itemIndex: item.itemIndex,
		},
		{ returnAll: true },
	);
	for await (const page of pages) {
		first ??= page.body;
		employees.push(...page.items);
	}
	return { first: first ?? {}, employees };
}
