import { RECOVERY_STATUSES } from '../../../shared/options';

/**
 * Statuses a recovery usually stays in. The API does not give the transitions, so none is truly
 * final: a campaign whose recoveries all sit in these is only visited less often, never skipped.
 */
export const SETTLED_STATUSES = [
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Recovery Failed',
];

/**
 * Where a sweep stands: `campaign` null is the campaign list; `page` the next page to read;
 * `movable` whether a page of this campaign read so far held a recovery that can still move.
 */
export interface Cursor {
	campaign: string | null;
	page: number;
	movable: boolean;
}

/**
 * `statuses`: each recovery's status as last emitted (or first seen), by recovery number; a known
 * status is kept as its index in RECOVERY_STATUSES, any other as its text.
 * `campaigns`: the campaigns known, by number: 1 while one of its recoveries can still move (or
 * it was not read yet), 0 when all sat in a settled status at its last full read.
 * `full`: the sweep over everything (the campaign list, then every campaign); `active`: the sweep
 * over campaigns marked 1, which gets most of each poll's budget. `listing`: the campaign
 * numbers the current read of the campaign list has met. `listed`: the next listed recovery to
 * read (Listed Recoveries). `baselined`: the first full pass has completed.
 */
export interface RecoveryState {
	statuses: Record<string, number | string>;
	campaigns: Record<string, 0 | 1>;
	full: Cursor;
	active: Cursor | null;
	listing: string[];
	listed: number;
	baselined: boolean;
	polls: number;
	passStartedAt: number;
}

/** A status as the state keeps it: its index in RECOVERY_STATUSES, or its text when unknown. */
export const encodeStatus = (status: string): number | string => {
	const index = RECOVERY_STATUSES.findIndex((known) => known === status);
	return index === -1 ? status : index;
};

export const decodeStatus = (stored: number | string): string =>
	typeof stored === 'number' ? (RECOVERY_STATUSES[stored] ?? String(stored)) : stored;

/** The state before the first poll: the baseline's pass starts at the campaign list. */
export function freshState(now: number): RecoveryState {
	return {
		statuses: {},
		campaigns: {},
		full: { campaign: null, page: 1, movable: false },
		active: null,
		listing: [],
		listed: 0,
		baselined: false,
		polls: 0,
		passStartedAt: now,
	};
}

/**
 * The state saved by version 1, which kept only the statuses, in this format: the baseline done,
 * the sweeps starting afresh. Undefined for anything else.
 */
export function upgradeState(old: object): RecoveryState | undefined {
	const statuses = (old as { statuses?: RecoveryState['statuses'] }).statuses;
	if (!statuses || typeof statuses !== 'object') return undefined;
	// a status recorded from an answer without one is not a status
	const kept = Object.fromEntries(
		Object.entries(statuses).filter(([, status]) => status !== 'undefined'),
	);
	return { ...freshState(Date.now()), statuses: kept, baselined: true };
}
