/**
 * Recovery Status Changed, stateVersion 2: version 1's `statuses`; the campaigns known (1 while
 * one of their recoveries can still move), the cursors of the full sweep and of the sweep over
 * campaigns under way, the listed recovery to read next, `baselined` once the first pass
 * completed, and when the current pass started; optional, `lastEmitted` (the statuses last emitted
 * of recoveries whose last move Only When New Status Is left out) and `watchedBefore` (after an
 * edit of the scope).
 */
import type { StateFormat } from './format';
import { recoveryScope, recoveryState } from './recoveryRecord';

export default {
	event: 'recoveryStatusChanged',
	version: 2,
	scope: recoveryScope,
	write(known) {
		const scope = JSON.parse(recoveryScope(known.parameters)) as { campaignNumbers: string[] };
		return {
			statuses: recoveryState(known),
			campaigns: {},
			full: { campaign: scope.campaignNumbers[0] ?? null, page: 1, movable: false },
			active: null,
			listing: [],
			listed: 0,
			baselined: true,
			polls: 0,
			passStartedAt: known.now,
		};
	},
	progress(data, scope) {
		// Listed Recoveries go round their numbers without marking a pass
		const listed = (JSON.parse(scope) as { scope?: string }).scope === 'recoveries';
		return {
			baselined: data.baselined === true,
			pass: listed ? undefined : String(data.passStartedAt),
			rewatching: data.watchedBefore !== undefined,
		};
	},
	recorded(data) {
		return Object.keys(data.statuses as object);
	},
} satisfies StateFormat;
