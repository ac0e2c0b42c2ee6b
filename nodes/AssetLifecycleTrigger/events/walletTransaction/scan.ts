import type { IPollFunctions } from 'n8n-workflow';

import { LARGEST_PAGE_SIZE, readPage, walkPages } from '../../../shared/transport/pagination';
import type { RequestMeter } from '../../budget';
import { listRequest } from './request';
import { toRow, type Row } from './state';

const isNewestFirst = (rows: Row[]) =>
	rows.every((row, i) => i === 0 || rows[i - 1].time >= row.time);

interface Scan {
	/** Every row read, once, in the order first met. */
	rows: Row[];
	newestFirst: boolean;
	total: number;
	/** Page 1 showed more new rows than the budget reads from the newest end. */
	backlog: boolean;
}

/** Page 1 of the list, as the filters ask for it (the test event's read). */
export async function firstTransactionsPage(this: IPollFunctions): Promise<Row[]> {
	const { items } = await readPage.call(this, { ...listRequest.call(this), page: 1 });
	return items.map(toRow);
}

/**
 * Reads from page 1 until a page reaches before `stopBefore(newest time read so far)`, or the
 * list ends. The early stop needs the list newest first; a list seen in any other order is
 * read to its end. Rows pushed onto the next page by arrivals during the read are met twice and
 * kept once; the arrivals themselves are met by the next poll. `firstPage` looks at page 1 and
 * ends the scan there when the poll is idle, or when the new rows need more pages than the budget
 * leaves (a backlog, read from its oldest end instead). Undefined when the meter stopped the scan
 * before the pages read held every new row: the next poll reads again.
 */
export async function scan(
	this: IPollFunctions,
	meter: RequestMeter,
	stopBefore: (newest: number) => number,
	firstPage: (page: Row[], total: number, pagesLeft: number) => 'idle' | 'backlog' | 'read',
	newRowsOf: (total: number) => number = () => Infinity,
): Promise<Scan | undefined> {
	const rows: Row[] = [];
	let newest = -Infinity;
	let total = 0;
	let newRows = Infinity;
	let pagesRead = 0;
	const complete = () => ({ rows, newestFirst: isNewestFirst(rows), total, backlog: false });
	const pages = walkPages.call(this, listRequest.call(this), { allowance: meter });
	for await (const page of pages) {
		pagesRead = page.number;
		const pageRows = page.items.map(toRow);
		if (page.number === 1) {
			total = page.total;
			const verdict = firstPage(pageRows, total, meter.left);
			if (verdict !== 'read') {
				return { rows: [], newestFirst: true, total, backlog: verdict === 'backlog' };
			}
			newRows = newRowsOf(total);
		}
		for (const row of pageRows) {
			newest = Math.max(newest, row.time);
			rows.push(row);
		}
		const limit = stopBefore(newest);
		// newest first, a row before the limit means every later page lies before it too
		if (page.last || (isNewestFirst(rows) && pageRows.some((row) => row.time < limit))) {
			return complete();
		}
	}
	// the meter ended the scan: when the pages read hold every new row, the window behind them waits
	return pagesRead * LARGEST_PAGE_SIZE >= newRows ? complete() : undefined;
}

/**
 * A backlog of `count` new rows (the ledger only grows, newest first, so they are the first
 * `count` of the list): reads the pages that hold its oldest end, as many as the meter admits,
 * from the oldest towards the newest. Returns the rows read and how many of the new ones they
 * account for; the next poll goes on from there.
 */
export async function readBacklog(
	this: IPollFunctions,
	meter: RequestMeter,
	count: number,
): Promise<{ rows: Row[]; consumed: number } | undefined> {
	const pages = walkPages.call(this, listRequest.call(this), {
		firstPage: Math.ceil(count / LARGEST_PAGE_SIZE),
		backwards: true,
		allowance: meter,
	});
	const rows: Row[] = [];
	let consumed = 0;
	for await (const page of pages) {
		rows.push(...page.items.map(toRow));
		consumed = count - (page.number - 1) * LARGEST_PAGE_SIZE;
	}
	return consumed > 0 ? { rows, consumed } : undefined;
}
