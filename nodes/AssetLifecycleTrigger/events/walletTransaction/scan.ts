import type { IPollFunctions } from 'n8n-workflow';

import { LARGEST_PAGE_SIZE, readPage } from '../../../shared/transport/pagination';
import { withinBudget, type RequestMeter } from '../../budget';
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

/** One page of the list, as the filters ask for it. */
export async function transactionsPage(
	this: IPollFunctions,
	page: number,
): Promise<{ rows: Row[]; total: number; last: boolean }> {
	const { items, total, last } = await readPage.call(this, { ...listRequest.call(this), page });
	return { rows: items.map(toRow), total, last };
}

/**
 * Reads from page 1 until a page reaches before `stopBefore(newest time read so far)`, or the
 * list ends. The early stop needs the list newest first; a list seen in any other order is
 * read to its end. Rows pushed onto the next page by arrivals during the read are met twice and
 * kept once; the arrivals themselves are met by the next poll. `firstPage` looks at page 1 and
 * ends the scan there when the poll is idle, or when the new rows need more pages than the budget
 * leaves (a backlog, read from its oldest end instead).
 */
export async function scan(
	this: IPollFunctions,
	meter: RequestMeter,
	stopBefore: (newest: number) => number,
	firstPage: (page: Row[], total: number, pagesLeft: number) => 'idle' | 'backlog' | 'read',
	newRowsOf: (total: number) => number = () => Infinity,
): Promise<Scan> {
	const byId = new Map<string, Row>();
	const order: Row[] = [];
	let newest = -Infinity;
	let total = 0;
	let newRows = Infinity;
	for (let pageNumber = 1; ; pageNumber++) {
		// the budget is spent but the pages read hold every new row: the window behind them waits
		if (!meter.canSend() && (pageNumber - 1) * LARGEST_PAGE_SIZE >= newRows) break;
		const page = await transactionsPage.call(this, pageNumber);
		if (pageNumber === 1) {
			total = page.total;
			const verdict = firstPage(page.rows, total, meter.left);
			if (verdict !== 'read') {
				return { rows: [], newestFirst: true, total, backlog: verdict === 'backlog' };
			}
			newRows = newRowsOf(total);
		}
		for (const row of page.rows) {
			newest = Math.max(newest, row.time);
			order.push(row);
			if (!byId.has(row.id)) byId.set(row.id, row);
		}
		const limit = stopBefore(newest);
		// newest first, a row before the limit means every later page lies before it too
		if (page.last || (isNewestFirst(order) && page.rows.some((row) => row.time < limit))) break;
	}
	return { rows: [...byId.values()], newestFirst: isNewestFirst(order), total, backlog: false };
}

/**
 * A backlog of `count` new rows (the ledger only grows, newest first, so they are the first
 * `count` of the list): reads the pages that hold its oldest end, as many as the budget leaves,
 * from the oldest towards the newest. Returns the rows read and how many of the new ones they
 * account for; the next poll goes on from there.
 */
export async function readBacklog(
	this: IPollFunctions,
	meter: RequestMeter,
	count: number,
): Promise<{ rows: Row[]; consumed: number } | undefined> {
	const oldestPage = Math.ceil(count / LARGEST_PAGE_SIZE);
	const rows: Row[] = [];
	let consumed = 0;
	for (let page = oldestPage; page >= 1 && meter.canSend(); page--) {
		const read = await withinBudget(meter, async () => await transactionsPage.call(this, page));
		if (read === undefined) break;
		rows.push(...read.rows);
		consumed = count - (page - 1) * LARGEST_PAGE_SIZE;
	}
	return consumed > 0 ? { rows, consumed } : undefined;
}
