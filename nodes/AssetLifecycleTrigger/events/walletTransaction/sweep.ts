import type { IDataObject } from 'n8n-workflow';

import { walletTransaction } from '../../../shared/shapes/wallet';
import { LARGEST_PAGE_SIZE, WALLET_LOOKBACK_MS } from '../../budget';
import type { Poll } from '../../poll';
import type { PollOutcome } from '../../triggerEvent';
import { readBacklog, scan } from './read';
import {
	nextState,
	seenIds,
	type Backlog,
	type CatchUp,
	type Row,
	type WalletState,
} from './state';

/**
 * Goes on where the state stands: with no state, or one whose first read of the window is under
 * way, the baseline (it emits nothing); after it, the new transactions.
 */
export async function continueSweep(
	poll: Poll,
	state: WalletState | undefined,
): Promise<PollOutcome<WalletState>> {
	if (state === undefined || state.baseline) {
		return { events: [], state: await recordBaseline(poll, state) };
	}
	if (state.catchUp) return await catchUpAfterEdit(poll, state, state.catchUp);
	return await pollNewTransactions(poll, state);
}

/**
 * What the poll of a recorded state takes for new: an id not seen, inside the window behind the
 * watermark, or, for a state that has none, behind `newest`.
 */
function freshness(state: WalletState, newest = -Infinity) {
	const known = seenIds(state);
	const windowStart =
		(state.watermark === null ? newest : Date.parse(state.watermark)) - WALLET_LOOKBACK_MS;
	const isFresh = (row: Row) => !known.has(row.id) && row.time >= windowStart;
	// ties keep the API's order, read from its oldest end
	const eventsOf = (oldestFirst: Row[]) =>
		oldestFirst
			.filter(isFresh)
			.sort((a, b) => a.time - b.time)
			.map((row) => walletTransaction(row.record));
	return { known, windowStart, isFresh, eventsOf };
}

/**
 * The new transactions since the recorded state. At least `total − state.total` rows are new, all
 * inside the window behind the watermark, so among the first `unaccounted + known.size` places;
 * they are usually the first places, but a row written late sits below rows already seen. They
 * are read from page 1 when the budget leaves the pages that hold the first `unaccounted` places,
 * and until that many new rows are met; otherwise, or when those pages do not hold them all, from
 * the oldest end (a backlog, over as many polls as it needs).
 */
async function pollNewTransactions(
	poll: Poll,
	state: WalletState,
): Promise<PollOutcome<WalletState>> {
	const { known, windowStart, isFresh, eventsOf } = freshness(state);
	if (state.backlog) return await emitBacklog(poll, state, state.backlog, eventsOf);
	let unaccounted = 0;
	let depth = 0;
	const firstPage = (page: Row[], total: number, pagesLeft: number) => {
		if (total === state.total && !page.some(isFresh)) return 'idle';
		unaccounted = Math.max(0, total - state.total);
		depth = Math.min(total, unaccounted + known.size);
		return Math.ceil(unaccounted / LARGEST_PAGE_SIZE) - 1 > pagesLeft ? 'backlog' : 'read';
	};
	const read = await scan(poll, {
		stopBefore: () => windowStart,
		firstPage,
		enough: (rows) => rows.filter(isFresh).length >= unaccounted,
	});
	if (read.end === 'idle') {
		return { events: [], state: { ...state, readAt: new Date(read.clock).toISOString() } };
	}
	if (read.end === 'complete') {
		const events = eventsOf(read.newestFirst ? [...read.rows].reverse() : read.rows);
		const total = Math.max(read.total, state.total + events.length);
		return { events, state: nextState(state, read.rows, total, { readAt: read.clock }) };
	}
	// cut short by the quota or the deadline: nothing is emitted, the next poll reads again
	const { stopReason } = poll.meter;
	if (stopReason !== undefined && stopReason !== 'budget') return { events: [], state };
	const backlog = { done: read.total - depth, listed: read.total, started: read.total };
	return await emitBacklog(poll, state, backlog, eventsOf);
}

/**
 * The first read of the list after an edit of the filters (carryOverState): from page 1 down to
 * the window's start, emitting the rows the state has not seen inside it, oldest first. A read the
 * budget cuts short goes on looking for the window's start at the next poll, emitting nothing;
 * once found, below page 1, the window is read from its oldest end as a backlog is.
 */
async function catchUpAfterEdit(
	poll: Poll,
	state: WalletState,
	catchUp: CatchUp,
): Promise<PollOutcome<WalletState>> {
	// a state that never saw a transaction (nor recorded its last read) has the window behind the
	// newest transaction of the new list, as a first read of the window has
	const read = await scan(poll, {
		stopBefore: (newest) => freshness(state, newest).windowStart,
		from: catchUp.page,
	});
	if (read.end !== 'complete') {
		const { stopReason } = poll.meter;
		if (stopReason !== undefined && stopReason !== 'budget') return { events: [], state };
		return { events: [], state: { ...state, catchUp: { page: catchUp.page + read.pages } } };
	}
	const caughtUp = { ...state, catchUp: undefined };
	const { eventsOf } = freshness(state, Math.max(...read.rows.map((row) => row.time)));
	if (catchUp.page === 1) {
		const events = eventsOf(read.newestFirst ? [...read.rows].reverse() : read.rows);
		return { events, state: nextState(caughtUp, read.rows, read.total, { readAt: read.clock }) };
	}
	const depth = Math.min(read.total, (catchUp.page - 1 + read.pages) * LARGEST_PAGE_SIZE);
	const backlog = { done: read.total - depth, listed: read.total, started: read.total };
	return await emitBacklog(poll, caughtUp, backlog, eventsOf);
}

/** Reads on in a backlog, as far as the poll's meter admits, and emits the new rows it met. */
async function emitBacklog(
	poll: Poll,
	state: WalletState,
	backlog: Backlog,
	eventsOf: (oldestFirst: Row[]) => IDataObject[],
): Promise<PollOutcome<WalletState>> {
	const read = await readBacklog(poll, backlog);
	const events = eventsOf(read.rows);
	const total = state.total + events.length;
	// once at page 1, every row the list held when the backlog started was read
	const finished = read.backlog.done >= read.backlog.listed;
	return {
		events,
		state: finished
			? nextState(state, read.rows, Math.max(total, backlog.started))
			: nextState(state, read.rows, total, { backlog: read.backlog }),
	};
}

/**
 * The first poll records the transactions already there: every id inside the window behind the
 * newest. A budget too small for the window's pages leaves the rest to the next polls, which read
 * on while the list's total stays the same; a new transaction meanwhile moves the rows across the
 * pages, and the record starts again from page 1.
 */
async function recordBaseline(
	poll: Poll,
	state: WalletState | undefined,
): Promise<WalletState | undefined> {
	const sofar = state?.baseline;
	const watermark = state?.watermark ? Date.parse(state.watermark) : -Infinity;
	const read = await scan(poll, {
		stopBefore: (newest) => Math.max(newest, watermark) - WALLET_LOOKBACK_MS,
		from: sofar ? Math.floor(sofar.places / LARGEST_PAGE_SIZE) + 1 : 1,
	});
	if (read.pages === 0) return state;
	if (!read.steady || (sofar && read.total !== sofar.listed)) {
		return nextState(undefined, [], read.total, { baseline: { places: 0, listed: read.total } });
	}
	if (read.end === 'complete')
		return nextState(state, read.rows, read.total, { readAt: read.clock });
	const places = (sofar?.places ?? 0) + read.pages * LARGEST_PAGE_SIZE;
	return nextState(state, read.rows, read.total, { baseline: { places, listed: read.total } });
}
