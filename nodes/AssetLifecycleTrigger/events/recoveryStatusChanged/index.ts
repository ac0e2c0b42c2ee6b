import type { IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asOptions, RECOVERY_STATUSES } from '../../../shared/options';
import { CONFIGURATION_INVALID } from '../../../shared/transport/failure';
import type { TriggerEvent } from '../../triggerEvent';
import type { Sweep } from './cursor';
import { sampleRecoveryEvent } from './sample';
import { freshState, type RecoveryState } from './state';
import { sweepCampaigns, sweepListed } from './sweep';

type Scope = 'allCampaigns' | 'campaigns' | 'recoveries';

/** The recoveries the trigger watches, as its parameters name them. */
export interface WatchedRecoveries {
	scope: Scope;
	campaignNumbers: string[];
	recoveryNumbers: string[];
}

function watchedRecoveries(this: IPollFunctions): WatchedRecoveries {
	const scope = this.getNodeParameter('scope', 'allCampaigns') as Scope;
	const campaignNumbers =
		scope === 'campaigns'
			? (this.getNodeParameter('campaignNumbers', []) as Array<string | number>).map((value) =>
					String(value).trim(),
				)
			: [];
	const recoveryNumbers =
		scope === 'recoveries'
			? String(this.getNodeParameter('recoveryNumbers', ''))
					.split(/[\s,]+/)
					.map((value) => value.trim())
					.filter(Boolean)
			: [];
	if (scope === 'campaigns' && campaignNumbers.length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'Choose at least one campaign in Campaign Names or IDs',
			{ failure: CONFIGURATION_INVALID },
		);
	}
	// An entry that is no campaign number (the list's "Choose a Credential First", a blank or a
	// title from an expression) would be watched without ever matching a campaign.
	const notACampaign = campaignNumbers.find((value) => !/^\d+$/.test(value));
	if (notACampaign !== undefined) {
		throw new NodeOperationError(
			this.getNode(),
			`"${notACampaign}" in Campaign Names or IDs is not a campaign number (digits only)`,
			{
				description:
					'Choose the campaigns from the list (it fills once a credential is chosen), or enter their numbers.',
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	if (scope === 'recoveries' && recoveryNumbers.length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'Enter at least one recovery number in Recovery Numbers',
			{ failure: CONFIGURATION_INVALID },
		);
	}
	return { scope, campaignNumbers, recoveryNumbers };
}

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
		'Starts once for each recovery that moved to another status (with New Statuses, to one of them), with its previous and new status. The API gives no transitions, so the polls read statuses: most requests of a poll go to the campaigns whose recoveries are still under way, whose moves arrive within a poll or a few, and about a quarter to a pass over every watched campaign; Listed Recoveries are read one request each. The first pass after activation records every status and starts nothing.',
	stateVersion: 2,

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

	scope() {
		return {
			...watchedRecoveries.call(this),
			newStatuses: this.getNodeParameter('newStatuses', []) as string[],
		};
	},

	async poll(saved, meter) {
		const { scope, campaignNumbers, recoveryNumbers } = watchedRecoveries.call(this);
		const state = saved ?? freshState();
		const sweep: Sweep = {
			state,
			allCampaigns: scope === 'allCampaigns',
			wanted: new Set(this.getNodeParameter('newStatuses', []) as string[]),
			events: [],
			readWhole: new Set(),
		};
		if (scope === 'recoveries') await sweepListed.call(this, sweep, recoveryNumbers, meter);
		else await sweepCampaigns.call(this, sweep, campaignNumbers, meter);
		state.polls += 1;
		return { events: sweep.events, state };
	},

	upgrade(old) {
		const statuses = (old as { statuses?: RecoveryState['statuses'] }).statuses;
		if (!statuses || typeof statuses !== 'object') return undefined;
		// a status recorded from an answer without one is not a status
		const kept = Object.fromEntries(
			Object.entries(statuses).filter(([, status]) => status !== 'undefined'),
		);
		return { ...freshState(), statuses: kept, baselined: true };
	},

	async sample(meter) {
		return await sampleRecoveryEvent.call(this, watchedRecoveries.call(this), meter);
	},
};
