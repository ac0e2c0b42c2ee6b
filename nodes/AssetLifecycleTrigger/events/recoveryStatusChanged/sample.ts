import type { IDataObject } from 'n8n-workflow';

import { namingNotFound } from '../../../shared/transport/errors';
import { listPages, type ListExtent } from '../../../shared/transport/pagination';
import type { Poll } from '../../poll';
import { flaggedSample } from '../../triggerEvent';
import {
	campaignListPage,
	campaignRecoveries,
	campaignSubject,
	listedRecovery,
	observedOn,
	recoveryOutput,
	statusBefore,
	watchedRecoveries,
	type Observed,
} from './read';

/**
 * A real recovery as an example: with a status filter, one whose status is chosen, found within
 * the poll's budget. Its previous_status is the status before in the workflow's order, flagged
 * illustrative (none before the first status). When none matches within the budget, a flagged
 * example with a recovery number no recovery has.
 */
export async function sampleEvent(poll: Poll): Promise<IDataObject[]> {
	const { scope, campaignNumbers, recoveryNumbers } = watchedRecoveries(poll);
	const wanted = new Set(poll.param<string[]>('newStatuses', []));
	const matches = (recovery: Observed) =>
		recovery.status !== null && (wanted.size === 0 || wanted.has(recovery.status));
	let recovery: Observed | undefined;
	if (scope === 'recoveries') {
		recovery = await findListed(poll, recoveryNumbers, matches);
	} else {
		const campaigns =
			scope === 'campaigns' ? campaignNumbers : ((await campaignListPage(poll, 1))?.numbers ?? []);
		recovery = await findInCampaigns(poll, campaigns, wanted.size > 0, matches);
	}
	if (recovery) {
		const previous = statusBefore(recovery.status);
		const previousSaid =
			previous === null
				? 'previous_status is null: its status is the first of the workflow.'
				: 'previous_status is illustrative (the status before in the workflow), not this recovery’s history.';
		return [
			flaggedSample(
				'illustrative',
				`Test event: a real recovery as it is now. ${previousSaid}`,
				recoveryOutput(recovery, previous),
			),
		];
	}
	if (!wanted.size) return [];
	const [status] = wanted;
	return [
		flaggedSample(
			'example',
			'Example event: no recovery with a chosen status was found within the request budget. Its recovery number belongs to no recovery; live events carry real ones.',
			{
				recovery_number: 'example-recovery',
				previous_status: statusBefore(status),
				status,
				campaign_number: null,
				employee: { first_name: 'Example', last_name: 'Leaver', work_email: null },
			},
		),
	];
}

/** The first listed recovery that matches, within the budget. */
async function findListed(
	poll: Poll,
	recoveryNumbers: string[],
	matches: (recovery: Observed) => boolean,
): Promise<Observed | undefined> {
	for (const recoveryNumber of recoveryNumbers) {
		if (!poll.meter.canSend()) break;
		const listed = await listedRecovery(poll, recoveryNumber);
		if (listed === undefined) break;
		if (matches(listed)) return listed;
	}
	return undefined;
}

/**
 * The first recovery of the campaigns that matches, within the budget: with a status filter every
 * page of a campaign is looked at, without one the first recovery of a campaign serves.
 */
async function findInCampaigns(
	poll: Poll,
	campaigns: string[],
	filtered: boolean,
	matches: (recovery: Observed) => boolean,
): Promise<Observed | undefined> {
	let recovery: Observed | undefined;
	// without a status filter any recovery serves, so one record a campaign is enough
	const extent = filtered ? { returnAll: true } : { returnAll: false, limit: 1 };
	for (const campaignNumber of campaigns) {
		if (recovery || !poll.meter.canSend()) break;
		recovery = await namingNotFound(
			campaignSubject(campaignNumber),
			findInCampaign(poll, campaignNumber, extent, matches),
		);
	}
	return recovery;
}

/** The first recovery of one campaign that matches, reading its pages within the budget. */
async function findInCampaign(
	poll: Poll,
	campaignNumber: string,
	extent: ListExtent,
	matches: (recovery: Observed) => boolean,
): Promise<Observed | undefined> {
	for await (const page of listPages(poll, campaignRecoveries(campaignNumber), extent)) {
		const recovery = observedOn(page, campaignNumber).find(matches);
		if (recovery || !poll.meter.canSend()) return recovery;
	}
	return undefined;
}
