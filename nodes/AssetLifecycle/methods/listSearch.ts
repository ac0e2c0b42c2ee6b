import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { campaignChoice } from '../../shared/shapes/campaign';
import { envelopes, listPages, type Envelope } from '../../shared/transport/pagination';

/** Pages one search reads through before it answers; the editor asks for more by scrolling. */
const PAGES_PER_SEARCH = 5;

interface SearchedList {
	path: string;
	qs?: IDataObject;
	envelope: Envelope;
	toResult(record: IDataObject): INodeListSearchItems;
}

/**
 * A picker's list, narrowed by a filter. The API has no name search, so the filter is applied page
 * by page: pages without a match are read through at once (up to PAGES_PER_SEARCH a call), so the
 * editor never shows an empty list while later pages hold the record.
 */
async function searchPages(
	context: ILoadOptionsFunctions,
	list: SearchedList,
	filter: string | undefined,
	paginationToken: string | undefined,
): Promise<INodeListSearchResult> {
	const needle = (filter ?? '').toLowerCase();
	const first = Number(paginationToken ?? 1);
	const request = { path: list.path, qs: list.qs, envelope: list.envelope };
	let results: INodeListSearchItems[] = [];
	let next: string | undefined;
	let pagesRead = 0;
	for await (const page of listPages({ functions: context }, request, {
		returnAll: true,
		firstPage: first,
	})) {
		pagesRead += 1;
		results = page.items
			.map((record) => list.toResult(record))
			.filter((result) => result.name.toLowerCase().includes(needle));
		next = page.last ? undefined : String(first + pagesRead);
		if (results.length > 0 || pagesRead >= PAGES_PER_SEARCH) break;
	}
	return { results, paginationToken: next };
}

/**
 * Employees for the Employee picker. A filter with "@" asks the API for that exact work email;
 * any other filter narrows by name or email.
 */
export async function searchEmployees(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const byEmail = filter?.includes('@');
	return await searchPages(
		this,
		{
			path: '/employees',
			qs: { email: byEmail ? filter : undefined },
			envelope: envelopes.users,
			toResult: (user) => {
				const email = String(user.WorkEmail ?? user.Email ?? '');
				return {
					name: `${String(user.FirstName ?? '')} ${String(user.LastName ?? '')} (${email})`.trim(),
					value: String(user.id),
				};
			},
		},
		byEmail ? undefined : filter,
		paginationToken,
	);
}

/** Recovery campaigns for the Campaign picker, narrowed by title or number. */
export async function searchCampaigns(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPages(
		this,
		{
			path: '/recover/campaigns',
			envelope: envelopes.common('campaigns'),
			toResult: campaignChoice,
		},
		filter,
		paginationToken,
	);
}
