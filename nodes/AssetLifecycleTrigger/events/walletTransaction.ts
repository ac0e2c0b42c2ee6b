import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asOptions, walletTransactionTypeFilter } from '../../shared/options';
import { walletTransaction } from '../../shared/shapes/wallet';
import { currencyCode, optionalText } from '../../shared/values';
import { envelopes, listPages, type ListRequest } from '../../shared/transport/pagination';
import { apiRequest } from '../../shared/transport/request';
import { withinBudget, type RequestMeter } from '../budget';
import type { TriggerEvent } from '../event';

/**
 * Transactions whose `created_at` lies this far behind the newest one seen are still looked for:
 * a row may become visible after a newer one (a slow write, rows sharing a timestamp), so the ids
 * seen inside the window are remembered and anything unseen inside it is new.
 */
export const OVERLAP_WINDOW_MS = 15 * 60 * 1000;
const PAGE_SIZE = 100;

/**
 * `watermark`: the largest `created_at` seen (the API's clock, as the API wrote it). `seen`: the
 * ids seen inside the window behind it, grouped by `created_at`. `total`: the list's total at the
 * last poll; the ledger only grows, so an unchanged total with nothing new on page 1 ends an idle
 * poll after one request.
 */
export interface WalletState {
	watermark: string | null;
	seen: Record<string, string[]>;
	total: number;
}

interface Row {
	id: string;
	createdAt: string;
	time: number;
	record: IDataObject;
}

function listRequest(this: IPollFunctions): ListRequest {
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	const given = optionalText(filters.currencyCode);
	let currency: string | undefined;
	try {
		currency = given && currencyCode(given);
	} catch (error) {
		throw new NodeOperationError(this.getNode(), `Currency Code: ${(error as Error).message}`);
	}
	const pick = (value: unknown) => (value && value !== 'All' ? String(value) : undefined);
	return {
		path: '/wallet/transactions',
		// filtered by the API, so rows the user does not want never enter the state
		qs: {
			currency_code: currency,
			status: pick(filters.status),
			type: pick(filters.type),
		},
		envelope: envelopes.common('data'),
		maxPageSize: PAGE_SIZE,
	};
}

function exampleTransaction(filters: IDataObject): IDataObject {
	return {
		...walletTransaction({
			id: 'example-transaction',
			order_id: null,
			order_number: null,
			transaction_type: filters.type ?? 'Deployment',
			status: filters.status ?? 'Debit',
			amount: '100.00',
			raw_amount: 100,
			currency_code: filters.currency_code ?? 'USD',
			invoice_number: null,
			transaction_date: null,
			created_at: new Date().toISOString(),
		}),
		example: true,
		note: 'Example event: no transaction matches the filters. Its id belongs to no transaction; live events carry real ones.',
	};
}

function toRow(record: IDataObject): Row {
	const createdAt = String(record.created_at);
	return { id: String(record.id), createdAt, time: Date.parse(createdAt), record };
}

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
async function readPage(
	this: IPollFunctions,
	page: number,
): Promise<{ rows: Row[]; total: number }> {
	const request = listRequest.call(this);
	const body = await apiRequest.call(this, {
		method: 'GET',
		path: request.path,
		qs: { ...request.qs, page, limit: PAGE_SIZE },
	});
	const items = (body.data as IDataObject[] | undefined) ?? [];
	return { rows: items.map(toRow), total: Number(body.total ?? 0) };
}

/**
 * Reads from page 1 until a page reaches before `stopBefore(newest time read so far)`, or the
 * list ends. The early stop needs the list newest first; a list seen in any other order is
 * read to its end. Rows pushed onto the next page by arrivals during the read are met twice and
 * kept once; the arrivals themselves are met by the next poll. `firstPage` looks at page 1 and
 * ends the scan there when the poll is idle, or when the new rows need more pages than the budget
 * leaves (a backlog, read from its oldest end instead).
 */
async function scan(
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
		if (!meter.canSend() && (pageNumber - 1) * PAGE_SIZE >= newRows) break;
		const page = await readPage.call(this, pageNumber);
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
		const last = page.rows.length === 0 || pageNumber * PAGE_SIZE >= page.total;
		// newest first, a row before the limit means every later page lies before it too
		if (last || (isNewestFirst(order) && page.rows.some((row) => row.time < limit))) break;
	}
	return { rows: [...byId.values()], newestFirst: isNewestFirst(order), total, backlog: false };
}

/**
 * A backlog of `count` new rows (the ledger only grows, newest first, so they are the first
 * `count` of the list): reads the pages that hold its oldest end, as many as the budget leaves,
 * from the oldest towards the newest. Returns the rows read and how many of the new ones they
 * account for; the next poll goes on from there.
 */
async function readBacklog(
	this: IPollFunctions,
	meter: RequestMeter,
	count: number,
): Promise<{ rows: Row[]; consumed: number } | undefined> {
	const oldestPage = Math.ceil(count / PAGE_SIZE);
	const rows: Row[] = [];
	let consumed = 0;
	for (let page = oldestPage; page >= 1 && meter.canSend(); page--) {
		const read = await withinBudget(meter, async () => await readPage.call(this, page));
		if (read === undefined) break;
		rows.push(...read.rows);
		consumed = count - (page - 1) * PAGE_SIZE;
	}
	return consumed > 0 ? { rows, consumed } : undefined;
}

function seenIds(state: WalletState): Set<string> {
	return new Set(Object.values(state.seen).flat());
}

/** The next state: the newest time seen, and the ids inside the window behind it. */
function nextState(previous: WalletState | undefined, rows: Row[], total: number): WalletState {
	let watermark = previous?.watermark ?? null;
	let watermarkTime = watermark === null ? -Infinity : Date.parse(watermark);
	for (const row of rows) {
		if (row.time > watermarkTime) {
			watermarkTime = row.time;
			watermark = row.createdAt;
		}
	}
	const windowStart = watermarkTime - OVERLAP_WINDOW_MS;
	const seen: Record<string, Set<string>> = {};
	const keep = (createdAt: string, id: string) => {
		if (Date.parse(createdAt) >= windowStart) (seen[createdAt] ??= new Set()).add(id);
	};
	for (const [createdAt, ids] of Object.entries(previous?.seen ?? {})) {
		for (const id of ids) keep(createdAt, id);
	}
	for (const row of rows) keep(row.createdAt, row.id);
	return {
		watermark,
		seen: Object.fromEntries(Object.entries(seen).map(([createdAt, ids]) => [createdAt, [...ids]])),
		total,
	};
}

export const walletTransactionEvent: TriggerEvent<WalletState> = {
	properties: [
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			displayOptions: { show: { event: ['walletTransaction'] } },
			options: [
				{
					displayName: 'Currency Code',
					name: 'currencyCode',
					type: 'string',
					default: 'USD',
					placeholder: 'e.g. USD',
					description: 'Only transactions in this cost-center currency (ISO 4217 code)',
				},
				{
					displayName: 'Status',
					name: 'status',
					type: 'options',
					options: asOptions(['Credit', 'Debit']),
					default: 'Debit',
					description: 'Only credits or only debits',
				},
				walletTransactionTypeFilter,
			],
		},
	],

	scope() {
		return { qs: listRequest.call(this).qs ?? {} };
	},

	async poll(state, meter) {
		if (state === undefined) {
			const read = await withinBudget(meter, async () =>
				scan.call(
					this,
					meter,
					(newest) => newest - OVERLAP_WINDOW_MS,
					() => 'read',
				),
			);
			return { events: [], state: read && nextState(undefined, read.rows, read.total) };
		}
		const known = seenIds(state);
		const windowStart =
			state.watermark === null ? -Infinity : Date.parse(state.watermark) - OVERLAP_WINDOW_MS;
		const isFresh = (row: Row) => !known.has(row.id) && row.time >= windowStart;
		const firstPage = (page: Row[], total: number, pagesLeft: number) => {
			if (total === state.total && !page.some(isFresh)) return 'idle';
			// the new rows, and the page that holds the window's start behind them; new rows that
			// all sit on page 1 are read even when no request is left for that page (a budget of 1):
			// the scan then leaves the window behind them to the next poll
			const pagesNeeded = Math.ceil((total - state.total) / PAGE_SIZE) + 1;
			return pagesNeeded > 2 && pagesNeeded - 1 > pagesLeft ? 'backlog' : 'read';
		};
		const read = await withinBudget(meter, async () =>
			scan.call(
				this,
				meter,
				() => windowStart,
				firstPage,
				(total) => total - state.total,
			),
		);
		// cut short by the budget or the quota: nothing is emitted, the next poll reads again
		if (read === undefined) return { events: [], state };
		let { rows, total } = read;
		let newestFirst = read.newestFirst;
		if (read.backlog) {
			const backlog = await readBacklog.call(this, meter, read.total - state.total);
			if (backlog === undefined) return { events: [], state };
			rows = backlog.rows;
			total = state.total + backlog.consumed;
			newestFirst = true;
		}
		const fresh = rows.filter(isFresh);
		// ties keep the API's order, read from its oldest end
		if (newestFirst) fresh.reverse();
		fresh.sort((a, b) => a.time - b.time);
		return {
			events: fresh.map((row) => walletTransaction(row.record)),
			state: nextState(state, rows, rows.length ? total : state.total),
		};
	},

	upgrade(old) {
		const { watermark, seen, total } = old as Partial<WalletState>;
		return seen && typeof total === 'number'
			? { watermark: watermark ?? null, seen, total }
			: undefined;
	},

	/**
	 * The newest real transaction the filters let through (the API filters, so one page holds
	 * it); when there is none, a marked example in the filters' values, with an id no
	 * transaction has.
	 */
	async sample() {
		const request = listRequest.call(this);
		const page = await listPages
			.call(this, { ...request, maxPageSize: PAGE_SIZE }, { returnAll: false, limit: PAGE_SIZE })
			.next();
		const rows = page.done ? [] : page.value.items.map(toRow);
		const newest = rows.reduce<Row | undefined>(
			(best, row) => (best === undefined || row.time > best.time ? row : best),
			undefined,
		);
		return [newest ? walletTransaction(newest.record) : exampleTransaction(request.qs ?? {})];
	},
};
