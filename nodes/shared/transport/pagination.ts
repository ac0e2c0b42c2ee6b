import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { LARGEST_PAGE_SIZE } from './limits';
import { apiResponse } from './request';
import type { Answer, ApiCaller, ApiRequest } from './types';

/**
 * How one list endpoint answers (see docs/api-notes.md, "Lists and pages"): the key of its result
 * array, the names of its page counters and of its record total. Each endpoint keeps its own
 * names, read here and nowhere else; the client follows them, never the page size it asked for.
 */
export interface Envelope {
	itemsKey: string;
	currentPageKey: string;
	totalPagesKey: string;
	totalKey: string;
}

export const envelopes = {
	/** current_page, total_pages, total, per_page, from, to */
	common: (itemsKey: string): Envelope => ({
		itemsKey,
		currentPageKey: 'current_page',
		totalPagesKey: 'total_pages',
		totalKey: 'total',
	}),
	/** users list (employees, team users): totalUsers, totalPages, currentPage, per_page */
	users: {
		itemsKey: 'users',
		currentPageKey: 'currentPage',
		totalPagesKey: 'totalPages',
		totalKey: 'totalUsers',
	},
	/** departments: totalDepartments, totalPages, currentPage */
	departments: {
		itemsKey: 'departments',
		currentPageKey: 'currentPage',
		totalPagesKey: 'totalPages',
		totalKey: 'totalDepartments',
	},
	/** campaign details: totalEmployees, totalPages, currentPage */
	campaignEmployees: {
		itemsKey: 'employees',
		currentPageKey: 'currentPage',
		totalPagesKey: 'totalPages',
		totalKey: 'totalEmployees',
	},
} satisfies Record<string, Envelope | ((itemsKey: string) => Envelope)>;

const otherSpelling: Record<string, string> = {
	current_page: 'currentPage',
	total_pages: 'totalPages',
	currentPage: 'current_page',
	totalPages: 'total_pages',
};

/** An endpoint's page counter, or the same counter in the API's other spelling if it uses that. */
function pageCounter(body: IDataObject, key: string): unknown {
	return body[key] ?? body[otherSpelling[key]];
}

export interface PageRequest extends Omit<ApiRequest, 'method'> {
	envelope: Envelope;
	page: number;
	/** Records to ask for: the largest page, or fewer when the reader needs fewer. */
	pageSize?: number;
}

/** One page as the reader answers it, whatever the endpoint's envelope. */
export interface Page {
	body: IDataObject;
	/** The page's records, less any already met on an earlier page of the same walk. */
	items: IDataObject[];
	/** The page is empty, or its number reached the page count the answer gives. */
	last: boolean;
	/** The page count and the record total the answer gives; 0 when it gives none. */
	totalPages: number;
	total: number;
	/** The answer's headers (the trigger reads the API's clock from them). */
	headers: Record<string, unknown>;
}

/** The records of one answer, under its envelope's key; none when the answer has no list there. */
export function recordsOf(envelope: Envelope, body: IDataObject): IDataObject[] {
	const listed = body[envelope.itemsKey];
	return Array.isArray(listed) ? (listed as IDataObject[]) : [];
}

/** A record's id, when it has one, to drop a record a shifting list gives on two pages. */
function recordId(record: IDataObject): string | undefined {
	const { id } = record;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Reads one page of a list through its envelope. A page other than the one asked for ends the read
 * with an error (a walk that followed it would read pages twice or without end). `seen` holds the
 * ids a walk has met so far: a record met on an earlier page is left out of `items`, and the ids of
 * this page are added to it. A metered caller gets undefined when its meter stopped the read.
 */
export async function readPage<C extends ApiCaller>(
	caller: C,
	request: PageRequest,
	seen?: Set<string>,
): Promise<Answer<C, Page>>;
export async function readPage(
	caller: ApiCaller,
	request: PageRequest,
	seen?: Set<string>,
): Promise<Page | undefined> {
	const { envelope, page, pageSize = LARGEST_PAGE_SIZE, ...rest } = request;
	const answer = await apiResponse(caller, {
		...rest,
		method: 'GET',
		qs: { ...rest.qs, page, limit: pageSize },
	});
	if (answer === undefined) return undefined;
	const { body, headers } = answer;
	const records = recordsOf(envelope, body);
	const items = records.filter((record) => {
		const id = seen && record && typeof record === 'object' ? recordId(record) : undefined;
		if (id === undefined) return true;
		if (seen?.has(id)) return false;
		seen?.add(id);
		return true;
	});
	const answeredPage = pageCounter(body, envelope.currentPageKey);
	if (Number(answeredPage ?? page) !== page) {
		throw paginationError(
			caller,
			request,
			`The API answered page ${String(answeredPage)} when asked for page ${page}`,
		);
	}
	const totalPages = Number(pageCounter(body, envelope.totalPagesKey) ?? 0);
	return {
		body,
		items,
		last: records.length === 0 || page >= totalPages,
		totalPages,
		total: Number(body[envelope.totalKey] ?? 0),
		headers,
	};
}

export interface ListRequest extends Omit<ApiRequest, 'method'> {
	envelope: Envelope;
}

export interface PageWalk {
	/** The page to start from, for a reader that goes on where an earlier walk stopped. */
	firstPage?: number;
	pageSize?: number;
}

/** A page of a walk, with its number. */
export interface WalkedPage extends Page {
	number: number;
}

/**
 * The one loop that reads a list page by page; every list of both nodes is read through it. It ends
 * after the last page, when the caller's meter stops it (a trigger's poll: its budget, the quota,
 * its deadline), or when the reader stops asking; a reader learns that the list ended from `last`
 * on the page it got last. A record already met on an earlier page of the walk is dropped. An
 * answer that lies ends the walk with an error instead of reading without end: a page other than
 * the one asked for (see readPage), or a page count that keeps growing past what the first page
 * read announced (one page of growth is a list that grew while read).
 */
export async function* walkPages(
	caller: ApiCaller,
	request: ListRequest,
	walk: PageWalk = {},
): AsyncGenerator<WalkedPage> {
	const { firstPage = 1, pageSize = LARGEST_PAGE_SIZE } = walk;
	const seen = new Set<string>();
	let announcedPages: number | undefined;
	// a cursor before page 1 (the employee sweep keeps 0 once its pages are read) reads nothing
	if (firstPage < 1) return;
	for (let number = firstPage; ; number++) {
		const read = await readPage(caller, { ...request, page: number, pageSize }, seen);
		if (read === undefined) return;
		announcedPages ??= read.totalPages;
		yield { ...read, number };
		if (read.last) return;
		if (number >= announcedPages + 1) {
			throw paginationError(
				caller,
				request,
				`The API's page count kept growing while the list was read (${announcedPages} pages at first, ${read.totalPages} after page ${number})`,
			);
		}
	}
}

/**
 * The page at a cursor that a reader steps itself, page by page (a poll that shares its requests
 * between two sweeps): one page of a walk, with the walk's checks; undefined when the caller's
 * meter stopped it.
 */
export async function walkOnePage(
	caller: ApiCaller,
	request: ListRequest,
	walk: PageWalk,
): Promise<WalkedPage | undefined> {
	for await (const page of walkPages(caller, request, walk)) return page;
	return undefined;
}

export interface ListExtent {
	returnAll: boolean;
	limit?: number;
	/** The page to start from, for a reader that goes on where an earlier call stopped. */
	firstPage?: number;
}

/**
 * A list read for the action node or a dropdown: every page (Return All), or until `limit`
 * records are in hand, asking for no larger a page than the limit needs.
 */
export async function* listPages(
	caller: ApiCaller,
	request: ListRequest,
	extent: ListExtent,
): AsyncGenerator<Page> {
	const pageSize = extent.returnAll
		? LARGEST_PAGE_SIZE
		: Math.min(extent.limit ?? LARGEST_PAGE_SIZE, LARGEST_PAGE_SIZE);
	let collected = 0;
	for await (const page of walkPages(caller, request, {
		pageSize,
		firstPage: extent.firstPage,
	})) {
		yield page;
		collected += page.items.length;
		if (!extent.returnAll && collected >= (extent.limit ?? 0)) return;
	}
}

function paginationError(caller: ApiCaller, request: ListRequest, message: string) {
	return new NodeOperationError(caller.functions.getNode(), message, {
		itemIndex: request.itemIndex,
		description: `Reading ${request.path} stopped here so as not to read without end or return records twice. Run the item again; if it persists, the API's pagination is broken.`,
	});
}

/** The records of a list read for the action node or a dropdown (see listPages). */
export async function listItems(
	caller: ApiCaller,
	request: ListRequest,
	extent: ListExtent,
): Promise<IDataObject[]> {
	const items: IDataObject[] = [];
	for await (const page of listPages(caller, request, extent)) items.push(...page.items);
	return extent.returnAll ? items : items.slice(0, extent.limit);
}
