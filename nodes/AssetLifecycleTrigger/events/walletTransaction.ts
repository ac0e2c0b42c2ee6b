import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asOptions, WALLET_TRANSACTION_TYPES } from '../../shared/options';
import { walletTransaction } from '../../shared/shapes/wallet';
import { envelopes, listPages, type ListRequest } from '../../shared/transport/pagination';
import { withinBudget } from '../budget';
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
	const currency = String(filters.currencyCode ?? '')
		.trim()
		.toUpperCase();
	if (currency && !/^[A-Z]{3}$/.test(currency)) {
		throw new NodeOperationError(
			this.getNode(),
			`Currency Code "${String(filters.currencyCode)}" is not a three-letter currency code (e.g. USD)`,
		);
	}
	const pick = (value: unknown) => (value && value !== 'All' ? String(value) : undefined);
	return {
		path: '/wallet/transactions',
		// filtered by the API, so rows the user does not want never enter the state
		qs: {
			currency_code: currency || undefined,
			status: pick(filters.status),
			type: pick(filters.type),
		},
		envelope: envelopes.common('data'),
		maxPageSize: PAGE_SIZE,
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
}

/**
 * Reads from page 1 until a page lies entirely before `stopBefore(newest time read so far)`, or
 * the list ends. The early stop needs the list newest first; a list seen in any other order is
 * read to its end. Rows pushed onto the next page by arrivals during the read are met twice and
 * kept once; the arrivals themselves are met by the next poll.
 */
async function scan(
	this: IPollFunctions,
	stopBefore: (newest: number) => number,
	idle: (page: Row[], total: number) => boolean,
): Promise<Scan> {
	const byId = new Map<string, Row>();
	const order: Row[] = [];
	let newest = -Infinity;
	let total = 0;
	let first = true;
	for await (const page of listPages.call(this, listRequest.call(this), { returnAll: true })) {
		const rows = page.items.map(toRow);
		if (first) {
			total = Number(page.body.total ?? 0);
			if (idle(rows, total)) break;
			first = false;
		}
		for (const row of rows) {
			newest = Math.max(newest, row.time);
			order.push(row);
			if (!byId.has(row.id)) byId.set(row.id, row);
		}
		const limit = stopBefore(newest);
		if (isNewestFirst(order) && rows.length > 0 && rows.every((row) => row.time < limit)) break;
	}
	return { rows: [...byId.values()], newestFirst: isNewestFirst(order), total };
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
				{
					displayName: 'Type',
					name: 'type',
					type: 'options',
					options: asOptions(WALLET_TRANSACTION_TYPES),
					default: 'All',
					description: 'Only transactions of this type',
				},
			],
		},
	],

	scope() {
		return { qs: listRequest.call(this).qs ?? {} };
	},

	async poll(state, meter) {
		if (state === undefined) {
			const read = await withinBudget(
				meter,
				async () =>
					await scan.call(
						this,
						(newest) => newest - OVERLAP_WINDOW_MS,
						() => false,
					),
			);
			return { events: [], state: read && nextState(undefined, read.rows, read.total) };
		}
		const known = seenIds(state);
		const windowStart =
			state.watermark === null ? -Infinity : Date.parse(state.watermark) - OVERLAP_WINDOW_MS;
		const isFresh = (row: Row) => !known.has(row.id) && row.time >= windowStart;
		const read = await withinBudget(
			meter,
			async () =>
				await scan.call(
					this,
					() => windowStart,
					(page, pageTotal) => pageTotal === state.total && !page.some(isFresh),
				),
		);
		// cut short by the budget: nothing is emitted and the next poll reads from the newest again
		if (read === undefined) return { events: [], state };
		const { rows, newestFirst, total } = read;
		const fresh = rows.filter(isFresh);
		// ties keep the API's order, read from its oldest end
		if (newestFirst) fresh.reverse();
		fresh.sort((a, b) => a.time - b.time);
		return {
			events: fresh.map((row) => walletTransaction(row.record)),
			state: nextState(state, rows, rows.length ? total : state.total),
		};
	},

	async sample() {
		const page = await listPages
			.call(
				this,
				{ ...listRequest.call(this), maxPageSize: PAGE_SIZE },
				{ returnAll: false, limit: PAGE_SIZE },
			)
			.next();
		const rows = page.done ? [] : page.value.items.map(toRow);
		const newest = rows.reduce<Row | undefined>(
			(best, row) => (best === undefined || row.time > best.time ? row : best),
			undefined,
		);
		return newest ? [walletTransaction(newest.record)] : [];
	},
};
