import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CURRENCY_DISPLAY_NAME } from '../../../shared/descriptions/currencyCode';
import { walletFilterValue } from '../../../shared/descriptions/walletFilters';
import { CONFIGURATION_INVALID } from '../../../shared/transport/failure';
import {
	envelopes,
	readPage,
	walkOnePage,
	walkPages,
	type ListRequest,
} from '../../../shared/transport/pagination';
import { currencyCode, optionalText } from '../../../shared/values';
import { LARGEST_PAGE_SIZE } from '../../budget';
import type { Poll } from '../../poll';
import { apiClock } from '../../triggerEvent';
import { toRow, type Backlog, type Row } from './state';

/** The transaction list as the trigger's filters ask for it. */
export function listRequest(poll: Poll): ListRequest {
	const filters = poll.param<IDataObject>('filters', {});
	const given = optionalText(filters.currencyCode);
	let currency: string | undefined;
	try {
		currency = given && currencyCode(given);
	} catch (error) {
		throw new NodeOperationError(
			poll.functions.getNode(),
			`${CURRENCY_DISPLAY_NAME}: ${(error as Error).message}`,
			{
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	return {
		path: '/wallet/transactions',
		// filtered by the API, so rows the user does not want never enter the state
		qs: {
			currency_code: currency,
			status: walletFilterValue(filters.status),
			type: walletFilterValue(filters.type),
		},
		envelope: envelopes.common('data'),
		// a currency the account refuses (422) is told by its label, with the fix
		fields: { currency_code: { label: CURRENCY_DISPLAY_NAME, value: currency } },
	};
}

const isNewestFirst = (rows: Row[]) =>
	rows.every((row, i) => i === 0 || rows[i - 1].time >= row.time);

interface Scan {
	/** Every row read, once, in the order first met. */
	rows: Row[];
	newestFirst: boolean;
	/** The list's total on the first page read, and whether every page read answered the same. */
	total: number;
	steady: boolean;
	/** Pages read. */
	pages: number;
	/** The API's clock when the first page read answered (the poll's where it sends none). */
	clock: number;
	/**
	 * `complete`: every row that may be new was read. `idle` and `backlog`: page 1's verdict ended
	 * the scan. `cut`: the poll's meter ended it before that.
	 */
	end: 'complete' | 'idle' | 'backlog' | 'cut';
}

/**
 * Page 1 of the list, as the filters ask for it (the test event's read); none when the poll's
 * meter stopped the read.
 */
export async function firstTransactionsPage(poll: Poll): Promise<Row[]> {
	const page = await readPage(poll, { ...listRequest(poll), page: 1 });
	return page?.items.map(toRow) ?? [];
}

/** How far a scan reads, and what ends it early. */
export interface ScanOptions {
	/** The time a page must reach before to end the scan, given the newest time read so far. */
	stopBefore: (newest: number) => number;
	/** Looks at page 1: `idle` or `backlog` ends the scan there; without it page 1 is read on. */
	firstPage?: (page: Row[], total: number, pagesLeft: number) => 'idle' | 'backlog' | 'read';
	/** Whether the rows read so far are all the scan needs. */
	enough?: (rows: Row[]) => boolean;
	/** The page to start from. */
	from?: number;
}

/**
 * Reads from page `from` until a page reaches before `stopBefore(newest time read so far)`, the
 * rows read are `enough`, or the list ends. The early stop needs the list newest first; a list
 * seen in any other order is read to its end. Rows pushed onto the next page by arrivals during
 * the read are met twice and kept once; the arrivals themselves are met by the next poll.
 * `firstPage` looks at page 1 and ends the scan there when the poll is idle, or when the new rows
 * need more pages than the budget leaves (a backlog, read from its oldest end instead).
 */
export async function scan(poll: Poll, options: ScanOptions): Promise<Scan> {
	const { stopBefore, firstPage = () => 'read', enough = () => false, from = 1 } = options;
	const rows: Row[] = [];
	let newest = -Infinity;
	let total = 0;
	let steady = true;
	let pagesRead = 0;
	let clock = poll.now();
	const ended = (end: Scan['end']) => {
		const newestFirst = isNewestFirst(rows);
		return { rows, newestFirst, total, steady, pages: pagesRead, clock, end };
	};
	const pages = walkPages(poll, listRequest(poll), { firstPage: from });
	for await (const page of pages) {
		const pageRows = page.items.map(toRow);
		pagesRead++;
		steady &&= pagesRead === 1 || page.total === total;
		if (pagesRead === 1) {
			total = page.total;
			clock = apiClock(poll, page.headers);
			const verdict = firstPage(pageRows, total, poll.meter.left);
			if (verdict !== 'read') return ended(verdict);
		}
		for (const row of pageRows) {
			newest = Math.max(newest, row.time);
			rows.push(row);
		}
		const limit = stopBefore(newest);
		// newest first, a row before the limit means every later page lies before it too; rows
		// that arrived during the read count among the new ones, so `enough` holds on a steady list
		if (
			page.last ||
			(steady && enough(rows)) ||
			(isNewestFirst(rows) && pageRows.some((row) => row.time < limit))
		) {
			return ended('complete');
		}
	}
	return ended('cut');
}

/**
 * Goes on with a backlog: reads the page that holds its first unread row (counted from the oldest
 * end), then the pages above it towards page 1, as many as the poll's meter admits. A page
 * whose answer shows the list grew past it (its oldest row is above the first unread one) is
 * asked again further down instead of being read out of order. Returns the rows read, oldest
 * first, and the backlog as far as it got (`done` equal to `listed` once page 1 was read).
 */
export async function readBacklog(
	poll: Poll,
	backlog: Backlog,
): Promise<{ rows: Row[]; backlog: Backlog }> {
	let { done, listed } = backlog;
	const rows: Row[] = [];
	const met = new Set<string>();
	while (done < listed) {
		const number = Math.ceil((listed - done) / LARGEST_PAGE_SIZE);
		const page = await walkOnePage(poll, listRequest(poll), { firstPage: number });
		if (page === undefined) break;
		listed = page.total;
		if (listed - done > number * LARGEST_PAGE_SIZE) continue;
		const pageRows = page.items.map(toRow).filter((row) => !met.has(row.id));
		for (const row of pageRows.reverse()) {
			met.add(row.id);
			rows.push(row);
		}
		done = Math.max(done, listed - (number - 1) * LARGEST_PAGE_SIZE);
	}
	return { rows, backlog: { ...backlog, done, listed } };
}
