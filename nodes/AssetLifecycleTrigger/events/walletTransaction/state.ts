import type { IDataObject } from 'n8n-workflow';

/**
 * Transactions whose `created_at` lies this far behind the newest one seen are still looked for:
 * a row may become visible after a newer one (a slow write, rows sharing a timestamp), so the ids
 * seen inside the window are remembered and anything unseen inside it is new.
 */
export const WALLET_LOOKBACK_MS = 15 * 60 * 1000;

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

export function seenIds(state: WalletState): Set<string> {
	return new Set(Object.values(state.seen).flat());
}

/** The next state: the newest time seen, and the ids inside the window behind it. */
export function nextState(
	previous: WalletState | undefined,
	rows: Row[],
	total: number,
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
	return {
		watermark,
		seen: Object.fromEntries(Object.entries(seen).map(([createdAt, ids]) => [createdAt, [...ids]])),
		total,
	};
}
