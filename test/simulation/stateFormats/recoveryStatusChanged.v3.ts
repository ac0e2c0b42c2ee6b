/**
 * Recovery Status Changed, stateVersion 3: version 2's parts, `statuses` now the statuses last
 * read, with `lastEmitted` (for a recovery whose last move Only When New Status Is left out, the
 * status last emitted) and `watchedBefore` (after an edit of the scope, until the pass that reads
 * the recoveries it adds); a version 2 state is one without them.
 */
import type { StateFormat } from './format';
import { recoveryScope, recoveryState } from './recoveryRecord';

export default {
	event: 'recoveryStatusChanged',
	version: 3,
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
