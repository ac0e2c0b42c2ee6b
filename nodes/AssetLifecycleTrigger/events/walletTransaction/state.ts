import type { IDataObject } from 'n8n-workflow';

import { WALLET_LOOKBACK_MS } from '../../budget';

/**
 * `watermark`: the largest `created_at` seen (the API's clock, as the API wrote it). `seen`: the
 * ids seen inside the window behind it, grouped by `created_at`. `total`: the rows accounted for,
 * emitted or known to be old; the ledger only grows, so the list's total less this is at least the
 * number of new rows, and an unchanged total with nothing new on page 1 ends an idle poll after one
 * request. `readAt`: the API's clock when a poll last read up to page 1 and left nothing unread.
 * `backlog`, `baseline` and `catchUp`: a read that later polls go on with.
 */
export interface WalletState {
	watermark: string | null;
	seen: Record<string, string[]>;
	total: number;
	readAt?: string;
	backlog?: Backlog;
	baseline?: BaselineRead;
	catchUp?: CatchUp;
}

/**
 * After an edit of the filters, which choose the list read: the first read of the new list, from
 * page 1 down to the window behind `readAt`, emits what the state has not seen there. `page`: where
 * it goes on when the budget cut it short before the window's end.
 */
export interface CatchUp {
	page: number;
}

/**
 * A first read of the window that the budget cut short: later polls read on from `places` (from
 * the newest end) while the list's total stays `listed`.
 */
export interface BaselineRead {
	places: number;
	listed: number;
}

/**
 * New rows too many for one poll, read from the oldest end towards page 1 over several polls.
 * Places are counted from the oldest end, where rows added later do not move them.
 */
export interface Backlog {
	/** The oldest rows of the list that are read, or lie below every row that may be new. */
	done: number;
	/** The list's total at the last read: with `done`, the page that holds the first unread row. */
	listed: number;
	/**
	 * The list's total when the backlog started: each of those rows is read once it reaches page 1.
	 */
	started: number;
}

/** One transaction as the sweep reads it: its id and time, and the record. */
export interface Row {
	id: string;
	createdAt: string;
	time: number;
	record: IDataObject;
}

export function toRow(record: IDataObject): Row {
	const createdAt = String(record.created_at);
	return { id: String(record.id), createdAt, time: Date.parse(createdAt), record };
}

/**
 * A state saved by an earlier version, in this format: version 2's as it is (it had no `readAt`,
 * which the next read sets, and no first read after an edit under way); version 1's watermark
 * (null when it had none), seen ids and total. Undefined for anything else.
 */
export function upgradeState(old: object, version: number): WalletState | undefined {
	const { watermark, seen, total } = old as Partial<WalletState>;
	if (!seen || typeof total !== 'number') return undefined;
	return version === 2 ? (old as WalletState) : { watermark: watermark ?? null, seen, total };
}

export function seenIds(state: WalletState): Set<string> {
	return new Set(Object.values(state.seen).flat());
}

/**
 * The state recorded for other filters. The ids seen stay seen; the transactions the new filters
 * let through that the state has not seen are new when they lie inside the window behind the last
 * read (`readAt`, or the newest transaction seen when that is later): those made since that read,
 * which no filter judged yet, and those of its last minutes the old filters left out. The first
 * read of the new list (`catchUp`) emits them; a first read of the window still under way starts
 * again.
 */
export function carryOverState(state: WalletState): WalletState | undefined {
	if (state.baseline) return undefined;
	// the ids seen are kept inside the window behind the watermark: the window never reaches below
	const times = [state.readAt, state.watermark].filter((time): time is string => !!time);
	const watermark = times.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
	return { watermark, seen: state.seen, total: 0, catchUp: { page: 1 } };
}

/** The next state: the newest time seen, the ids inside the window behind it, the rows counted. */
export function nextState(
	previous: WalletState | undefined,
	rows: Row[],
	total: number,
	goOn: { backlog?: Backlog; baseline?: BaselineRead; catchUp?: CatchUp; readAt?: number } = {},
): WalletState {
	let watermark = previous?.watermark ?? null;
	let watermarkTime = watermark === null ? -Infinity : Date.parse(watermark);
	for (const row of rows) {
		if (row.time > watermarkTime) {
			watermarkTime = row.time;
			watermark = row.createdAt;
		}
	}
	const windowStart = watermarkTime - WALLET_LOOKBACK_MS;
	const seen: Record<string, Set<string>> = {};
	const keep = (createdAt: string, id: string) => {
		if (Date.parse(createdAt) >= windowStart) (seen[createdAt] ??= new Set()).add(id);
	};
	for (const [createdAt, ids] of Object.entries(previous?.seen ?? {})) {
		for (const id of ids) keep(createdAt, id);
	}
	for (const row of rows) keep(row.createdAt, row.id);
	const { readAt, ...reads } = goOn;
	return {
		watermark,
		seen: Object.fromEntries(Object.entries(seen).map(([createdAt, ids]) => [createdAt, [...ids]])),
		total,
		...(readAt === undefined
			? previous?.readAt && { readAt: previous.readAt }
			: { readAt: new Date(readAt).toISOString() }),
		...reads,
	};
}
