import { asOptions, RECOVERY_STATUSES } from '../../../shared/options';
import type { TriggerEvent } from '../../triggerEvent';
import { getCampaigns, recordedScope, watchedRecoveries } from './read';
import { sampleEvent } from './sample';
import { carryOverState, upgradeState, type RecoveryState } from './state';
import { continueSweep } from './sweep';

/**
 * A recovery's workflow status moved. The API gives no transitions, so each poll reads statuses
 * (the campaigns' recoveries, or the listed recoveries one by one: sweep.ts) and compares them
 * with the status the state recorded for each (state.ts); the output carries the previous and the
 * new status.
 */
export const recoveryStatusChangedEvent: TriggerEvent<RecoveryState> = {
	value: 'recoveryStatusChanged',
	name: 'Recovery Status Changed',
	description: 'A recovery moved to another workflow status',
	notice:
		'Starts the workflow once for each recovery that moves to another status, with the previous and the new status (with Only When New Status Is, only a move to one of those). The API lists no moves, so the polls read the statuses in turns (passes over every watched campaign or listed recovery); the first pass after publishing records every recovery’s status and starts nothing. A move arrives within a poll or a few in a campaign still under way, and within a pass and one poll more in one whose recoveries had all settled. Editing the filters loses no move; recoveries a wider Scope adds are recorded at their first read, and a move before it starts nothing.',
	stateVersion: 3,

	properties: [
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'options',
			options: [
				{
					name: 'All Campaigns',
					value: 'allCampaigns',
					description: 'Every recovery of every campaign',
				},
				{
					name: 'Chosen Campaigns',
					value: 'campaigns',
					description: 'Every recovery of the campaigns chosen below',
				},
				{
					name: 'Listed Recoveries',
					value: 'recoveries',
					description: 'Only the recovery numbers listed below',
				},
			],
			default: 'allCampaigns',
			description: 'Which recoveries to watch',
		},
		{
			displayName: 'Campaign Names or IDs',
			name: 'campaignNumbers',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getCampaigns' },
			default: [],
			required: true,
			displayOptions: { show: { scope: ['campaigns'] } },
			description:
				'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		},
		{
			displayName: 'Recovery Numbers',
			name: 'recoveryNumbers',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. RCV-200001, RCV-200002',
			displayOptions: { show: { scope: ['recoveries'] } },
			description:
				'Recovery numbers to watch, separated by commas; each costs one request per round',
		},
		{
			displayName: 'Only When New Status Is',
			name: 'newStatuses',
			type: 'multiOptions',
			options: asOptions(RECOVERY_STATUSES),
			default: [],
			description: 'Trigger only when a recovery moves to one of these statuses; empty: any move',
		},
	],

	methods: { loadOptions: { getCampaigns } },

	stateParameters(poll) {
		return {
			...watchedRecoveries(poll),
			newStatuses: poll.param<string[]>('newStatuses', []),
		};
	},

	carryOver(poll, state, recordedFor) {
		const before = recordedScope(recordedFor);
		return before && carryOverState(state, before, watchedRecoveries(poll), poll.now());
	},

	poll: continueSweep,

	upgrade: upgradeState,

	sample: sampleEvent,
};
