/**
 * Recovery Status Changed, stateVersion 2: version 1's `statuses`; the campaigns known (1 while
 * one of their recoveries can still move), the cursors of the full sweep and of the sweep over
 * campaigns under way, the listed recovery to read next, `baselined` once the first pass
 * completed, and when the current pass started.
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
} satisfies StateFormat;
