import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiResponse, type ApiContext, type ApiRequest } from './request';

/**
 * How one list endpoint answers (see docs/api-notes.md, "Lists and pages"): the key of its result array and the names of its page
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

/** An endpoint's page counter, or the same counter in the API's other spelling if it uses that. */
function pageCounter(body: IDataObject, key: string): unknown {
	return body[key] ?? body[otherNaming[key]];
}

/** The largest page the API gives; every list asks for it (Limit asks for no more than it needs). */
export const LARGEST_PAGE_SIZE = 100;

export interface ListRequest extends Omit<ApiRequest, 'method'> {
	envelope: Envelope;
	/** Fewer records a page than the largest, for a reader that bounds what one request reads. */
	maxPageSize?: number;
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

/** A record's id, when it has one, to drop a record a shifting list gives on two pages. */
function recordId(record: IDataObject): string | undefined {
	const { id } = record;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Walks a list page by page from page 1 until the last page the endpoint announces, an empty
 * page, or `limit` records in hand. It asks for the largest page and follows the page size and
 * totals the answers give, not the size it asked for; a record already read on an earlier page
 * is dropped. An answer that lies ends the walk with an error instead of reading without end: a
 * page other than the one asked for, or a page count that keeps growing past what the first page
 * announced (one page of growth is a list that grew while read).
 */
export async function* listPages(
	this: ApiContext,
	request: ListRequest,
	scope: ListScope,
): AsyncGenerator<ListPage> {
	const { envelope, maxPageSize = LARGEST_PAGE_SIZE, ...rest } = request;
	const pageSize = scope.returnAll
		? maxPageSize
		: Math.min(scope.limit ?? maxPageSize, maxPageSize);
	const seen = new Set<string>();
	let collected = 0;
	let announcedPages: number | undefined;
	for (let page = 1; ; page++) {
		const { body, headers } = await apiResponse.call(this, {
			...rest,
			method: 'GET',
			qs: { ...rest.qs, page, limit: pageSize },
		});
		const listed = body[envelope.itemsKey];
		const records = Array.isArray(listed) ? (listed as IDataObject[]) : [];
		const items = records.filter((record) => {
			const id = record && typeof record === 'object' ? recordId(record) : undefined;
			if (id === undefined) return true;
			if (seen.has(id)) return false;
			seen.add(id);
			return true;
		});
		const currentPage = Number(pageCounter(body, envelope.currentPageKey) ?? page);
		const totalPages = Number(pageCounter(body, envelope.totalPagesKey) ?? 0);
		announcedPages ??= totalPages;
		if (currentPage !== page) {
			throw paginationError(
				this,
				request,
				`The API answered page ${String(pageCounter(body, envelope.currentPageKey))} when asked for page ${page}`,
			);
		}
		yield { body, items, headers };
		collected += items.length;
		const enough = !scope.returnAll && collected >= (scope.limit ?? 0);
		if (enough || records.length === 0 || page >= totalPages) return;
		if (page >= announcedPages + 1) {
			throw paginationError(
				this,
				request,
				`The API's page count kept growing while the list was read (${announcedPages} pages at first, ${totalPages} after page ${page})`,
			);
		}
	}
}

function paginationError(context: ApiContext, request: ListRequest, message: string) {
	return new NodeOperationError(context.getNode(), message, {
		itemIndex: request.itemIndex,
		description: `Reading ${request.path} stopped here so as not to read without end or return records twice. Run the item again; if it persists, the API's pagination is broken.`,
	});
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
