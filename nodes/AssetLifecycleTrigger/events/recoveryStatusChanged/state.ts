import { RECOVERY_STATUSES } from '../../../shared/options';
import type { WatchedRecoveries } from './read';

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
 * `statuses`: each recovery's status as last read, by recovery number; a known status is kept as
 * its index in RECOVERY_STATUSES, any other as its text. `lastEmitted`: for a recovery whose last
 * read move Only When New Status Is left out, the status last emitted (or first seen), which the
 * next event names as the previous one.
 * `campaigns`: the campaigns known, by number: 1 while one of its recoveries can still move (or
 * it was not read yet), 0 when all sat in a settled status at its last full read.
 * `full`: the sweep over everything (the campaign list, then every campaign); `active`: the sweep
 * over the campaigns at 1, which gets most of each poll's budget. `listing`: the campaign
 * numbers the current read of the campaign list has met. `listed`: the next listed recovery to
 * read (Listed Recoveries). `baselined`: the first full pass has completed. `watchedBefore`: after
 * an edit of the scope that watches recoveries the state did not, what was watched before, until
 * the pass (or round) that reads every recovery now watched.
 */
export interface RecoveryState {
	statuses: Record<string, number | string>;
	lastEmitted?: Record<string, number | string>;
	campaigns: Record<string, 0 | 1>;
	full: Cursor;
	active: Cursor | null;
	listing: string[];
	listed: number;
	baselined: boolean;
	watchedBefore?: WatchedBefore;
	polls: number;
	passStartedAt: number;
}

/**
 * The recoveries a state knew the statuses of before an edit of the scope: those of these
 * campaigns and these recovery numbers. A recovery outside them has no past the state can vouch
 * for (it was not watched, or not since a status it may have left), so its first read after the
 * edit records its status without an event, as a baseline does; it is then watched like the rest.
 */
export interface WatchedBefore {
	campaigns: string[];
	recoveries: string[];
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
 * A state saved by an earlier version, in this format: version 2's as it is (its statuses were
 * those last emitted, which version 3 reads as last read with no move left out); version 1's,
 * which kept only the statuses, with the baseline done and the sweeps starting afresh. Undefined
 * for anything else.
 */
export function upgradeState(old: object, version: number): RecoveryState | undefined {
	const statuses = (old as { statuses?: RecoveryState['statuses'] }).statuses;
	if (!statuses || typeof statuses !== 'object') return undefined;
	if (version === 2) return old as RecoveryState;
	// a status recorded from an answer without one is not a status
	const kept = Object.fromEntries(
		Object.entries(statuses).filter(([, status]) => status !== 'undefined'),
	);
	return { ...freshState(Date.now()), statuses: kept, baselined: true };
}

/** Whether a recovery's status was known before the last edit of the scope. */
export function watchedBefore(
	state: RecoveryState,
	recoveryNumber: string,
	campaign: string | null,
) {
	const before = state.watchedBefore;
	return (
		before === undefined ||
		before.recoveries.includes(recoveryNumber) ||
		(campaign !== null && before.campaigns.includes(campaign))
	);
}

/** What a scope watched, as the recoveries it leaves the statuses of; undefined: every one. */
function knownUnder(scope: WatchedRecoveries): WatchedBefore | undefined {
	if (scope.scope === 'allCampaigns') return undefined;
	return scope.scope === 'campaigns'
		? { campaigns: scope.campaignNumbers, recoveries: [] }
		: { campaigns: [], recoveries: scope.recoveryNumbers };
}

function bothKnown(a: WatchedBefore | undefined, b: WatchedBefore | undefined) {
	if (a === undefined || b === undefined) return a ?? b;
	return {
		campaigns: a.campaigns.filter((campaign) => b.campaigns.includes(campaign)),
		recoveries: a.recoveries.filter((recovery) => b.recoveries.includes(recovery)),
	};
}

/** Whether every recovery `now` watches was watched by `before`. */
function narrowed(before: WatchedRecoveries, now: WatchedRecoveries): boolean {
	if (before.scope === 'allCampaigns') return true;
	if (now.scope !== before.scope) return false;
	const [was, is] =
		now.scope === 'campaigns'
			? [before.campaignNumbers, now.campaignNumbers]
			: [before.recoveryNumbers, now.recoveryNumbers];
	return is.every((number) => was.includes(number));
}

/**
 * The state recorded for another scope, or other statuses wanted. Only When New Status Is applies
 * as each move is read, so its edit changes nothing recorded. A new scope starts the sweeps' pass
 * (or round) again; where it watches recoveries the old one did not, `watchedBefore` says which
 * were, until that pass has read them all. A state whose baseline had not completed starts again.
 */
export function carryOverState(
	state: RecoveryState,
	before: WatchedRecoveries,
	now: WatchedRecoveries,
	at: number,
): RecoveryState | undefined {
	if (!state.baselined) return undefined;
	const sameScope =
		before.scope === now.scope &&
		JSON.stringify(before.campaignNumbers) === JSON.stringify(now.campaignNumbers) &&
		JSON.stringify(before.recoveryNumbers) === JSON.stringify(now.recoveryNumbers);
	if (sameScope) return state;
	const restarted = freshState(at);
	return {
		...state,
		full: { ...restarted.full, campaign: now.campaignNumbers[0] ?? null },
		active: null,
		listing: [],
		listed: 0,
		passStartedAt: at,
		watchedBefore: narrowed(before, now)
			? state.watchedBefore
			: bothKnown(state.watchedBefore, knownUnder(before)),
	};
}
