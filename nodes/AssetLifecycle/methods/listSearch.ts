import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { apiRequest } from '../../shared/transport/request';

const PAGE_SIZE = 100;

/**
 * Employees for the Employee picker, a page at a time. A filter with "@" asks the API for that
 * exact work email; any other filter narrows the page by name or email.
 */
export async function searchEmployees(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = Number(paginationToken ?? 1);
	const byEmail = filter?.includes('@');
	const body = await apiRequest.call(this, {
		method: 'GET',
		path: '/employees',
		qs: { page, limit: PAGE_SIZE, email: byEmail ? filter : undefined },
	});
	const users = (body.users as Array<Record<string, unknown>> | undefined) ?? [];
	const needle = byEmail ? '' : (filter ?? '').toLowerCase();
	const results = users
		.map((user) => {
			const email = String(user.WorkEmail ?? user.Email ?? '');
			return {
				name: `${String(user.FirstName ?? '')} ${String(user.LastName ?? '')} (${email})`.trim(),
				value: String(user.id),
			};
		})
		.filter((result) => result.name.toLowerCase().includes(needle));
	const totalPages = Number(body.totalPages ?? page);
	return { results, paginationToken: page < totalPages ? String(page + 1) : undefined };
}

/**
 * Recovery campaigns for the Campaign picker, narrowed by title or number. The API has no search,
 * so a filter is applied page by page: pages without a match are read through at once, so the
 * editor never shows an empty list while later pages hold the campaign.
 */
export async function searchCampaigns(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const needle = (filter ?? '').toLowerCase();
	for (let page = Number(paginationToken ?? 1); ; page++) {
		const body = await apiRequest.call(this, {
			method: 'GET',
			path: '/recover/campaigns',
			qs: { page, limit: PAGE_SIZE },
		});
		const campaigns = (body.campaigns as Array<Record<string, unknown>> | undefined) ?? [];
		const results = campaigns
			.map((campaign) => ({
				name: `${String(campaign.title ?? 'Campaign')} (${String(campaign.campaign_number)})`,
				value: String(campaign.campaign_number),
			}))
			.filter((result) => result.name.toLowerCase().includes(needle));
		const morePages = campaigns.length > 0 && page < Number(body.total_pages ?? page);
		if (results.length > 0 || !morePages) {
			return { results, paginationToken: morePages ? String(page + 1) : undefined };
		}
	}
}
