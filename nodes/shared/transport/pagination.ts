import type { IDataObject } from 'n8n-workflow';

import { apiResponse, type ApiContext, type ApiRequest } from './request';

/**
 * How one list endpoint answers (spec §8): the key of its result array and the names of its page
 * counters. Each endpoint keeps its own names; the client follows them, never the page size it
 * asked for.
 */
export interface Envelope {
	itemsKey: string;
	currentPageKey: string;
	totalPagesKey: string;
}

export const envelopes = {
	/** current_page, total_pages, total, per_page, from, to */
	common: (itemsKey: string): Envelope => ({
		itemsKey,
		currentPageKey: 'current_page',
		totalPagesKey: 'total_pages',
	}),
	/** users list (employees, team users): totalUsers, totalPages, currentPage, per_page */
	users: { itemsKey: 'users', currentPageKey: 'currentPage', totalPagesKey: 'totalPages' },
	/** departments: totalDepartments, totalPages, currentPage */
	departments: {
		itemsKey: 'departments',
		currentPageKey: 'currentPage',
		totalPagesKey: 'totalPages',
	},
	/** campaign details: totalEmployees, totalPages, currentPage */
	campaignEmployees: {
		itemsKey: 'employees',
		currentPageKey: 'currentPage',
		totalPagesKey: 'totalPages',
	},
} satisfies Record<string, Envelope | ((itemsKey: string) => Envelope)>;

const otherNaming: Record<string, string> = {
	current_page: 'currentPage',
	total_pages: 'totalPages',
	currentPage: 'current_page',
	totalPages: 'total_pages',
};

/** An endpoint's page counter, or the same counter in the other naming of §8 if it uses that. */
function pageCounter(body: IDataObject, key: string): unknown {
	return body[key] ?? body[otherNaming[key]];
}

export interface ListRequest extends Omit<ApiRequest, 'method'> {
	envelope: Envelope;
	/** The largest page the endpoint allows; Return All asks for it. */
	maxPageSize: number;
}

export interface ListScope {
	returnAll: boolean;
	limit?: number;
}

export interface ListPage {
	body: IDataObject;
	items: IDataObject[];
	headers: Record<string, unknown>;
}

/**
 * Walks a list page by page from page 1 until the current page reaches the total pages, or until
 * `limit` items are in hand. The same page size is asked for on every page, so offsets stay
 * consistent even when the server answers with a smaller page than asked.
 */
export async function* listPages(
	this: ApiContext,
	request: ListRequest,
	scope: ListScope,
): AsyncGenerator<ListPage> {
	const { envelope, maxPageSize, ...rest } = request;
	const pageSize = scope.returnAll
		? maxPageSize
		: Math.min(scope.limit ?? maxPageSize, maxPageSize);
	let collected = 0;
	for (let page = 1; ; page++) {
		const { body, headers } = await apiResponse.call(this, {
			...rest,
			method: 'GET',
			qs: { ...rest.qs, page, limit: pageSize },
		});
		const items = (body[envelope.itemsKey] as IDataObject[] | undefined) ?? [];
		yield { body, items, headers };
		collected += items.length;
		const currentPage = Number(pageCounter(body, envelope.currentPageKey) ?? page);
		const totalPages = Number(pageCounter(body, envelope.totalPagesKey) ?? 0);
		const enough = !scope.returnAll && collected >= (scope.limit ?? 0);
		if (enough || items.length === 0 || currentPage >= totalPages) return;
	}
}

export async function listItems(
	this: ApiContext,
	request: ListRequest,
	scope: ListScope,
): Promise<IDataObject[]> {
	const items: IDataObject[] = [];
	for await (const page of listPages.call(this, request, scope)) items.push(...page.items);
	return scope.returnAll ? items : items.slice(0, scope.limit);
}
