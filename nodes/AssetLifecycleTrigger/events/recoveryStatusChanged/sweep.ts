import type { IDataObject } from 'n8n-workflow';

import { fullSweepRequests } from '../../budget';
import type { Poll } from '../../poll';
import { warnIfSlowPass, type PollOutcome } from '../../triggerEvent';
import { listedRecovery, recoveryOutput, watchedRecoveries, type Observed } from './read';
import { decodeStatus, encodeStatus, freshState, watchedBefore, type RecoveryState } from './state';
import { campaignAfter, campaignOrder, step, type Visit } from './sweepStep';

/** One poll's work on the sweeps: the state it moves on, the statuses wanted, the events found. */
export interface Sweep {
	state: RecoveryState;
	wanted: Set<string>;
	events: IDataObject[];
}

/**
 * Goes on with the sweeps where the state stands (a fresh state starts the baseline), as far as
 * the poll's meter admits: the campaigns' recoveries, or the listed recoveries one by one.
 */
export async function continueSweep(
	poll: Poll,
	saved: RecoveryState | undefined,
): Promise<PollOutcome<RecoveryState>> {
	const { scope, campaignNumbers, recoveryNumbers } = watchedRecoveries(poll);
	const sweep: Sweep = {
		state: saved ?? freshState(poll.now()),
		wanted: new Set(poll.param<string[]>('newStatuses', [])),
		events: [],
	};
	if (scope === 'recoveries') await sweepListed(poll, sweep, recoveryNumbers);
	else await sweepCampaigns(poll, sweep, campaignNumbers);
	sweep.state.polls += 1;
	return { events: sweep.events, state: sweep.state };
}

/**
 * Compares one recovery with the status last read. A move is judged once, as it is read: one that
 * Only When New Status Is leaves out is not emitted later, and the next event names the status
 * last emitted as the previous one. A recovery answered without a status is skipped.
 */
function compareWithRecorded(sweep: Sweep, recovery: Observed): void {
	if (recovery.status === null) return;
	const { state } = sweep;
	const number = recovery.recoveryNumber;
	const status = encodeStatus(recovery.status);
	const lastRead = state.statuses[number];
	if (!watchedBefore(state, number, recovery.campaignNumber)) {
		// no past the state can vouch for: recorded as a baseline records it
		state.statuses[number] = status;
		delete state.lastEmitted?.[number];
		state.watchedBefore!.recoveries.push(number);
		return;
	}
	if (lastRead === undefined && !state.baselined) {
		state.statuses[number] = status;
		return;
	}
	if (lastRead === status) return;
	state.statuses[number] = status;
	const emitted = lastRead === undefined ? undefined : (state.lastEmitted?.[number] ?? lastRead);
	if (emitted === status) {
		forgetLastEmitted(state, number);
		return;
	}
	if (sweep.wanted.size === 0 || sweep.wanted.has(recovery.status)) {
		sweep.events.push(
			recoveryOutput(recovery, emitted === undefined ? null : decodeStatus(emitted)),
		);
		forgetLastEmitted(state, number);
	} else if (emitted !== undefined) {
		(state.lastEmitted ??= {})[number] = emitted;
	}
}

function forgetLastEmitted(state: RecoveryState, recoveryNumber: string): void {
	if (state.lastEmitted === undefined) return;
	delete state.lastEmitted[recoveryNumber];
	if (Object.keys(state.lastEmitted).length === 0) delete state.lastEmitted;
}

function finishPass(poll: Poll, state: RecoveryState, allCampaigns: boolean, first: string | null) {
	const campaigns = Object.keys(state.campaigns).length;
	warnIfSlowPass(poll, 'recoveryStatusChanged', state.passStartedAt, `${campaigns} campaigns`);
	state.full = { campaign: allCampaigns ? null : first, page: 1, movable: false };
	state.baselined = true;
	delete state.watchedBefore;
	state.passStartedAt = poll.now();
}

/** How a poll's budget is shared between the two sweeps over campaigns, as it is spent. */
interface Shares {
	activeLeft: number;
	activeRoundDone: boolean;
	passCompleted: boolean;
}

interface CampaignSweeps {
	visit: Visit;
	/** Campaigns that can still move, for the active sweep. */
	canMove: (campaign: string) => boolean;
	first: string | null;
	shares: Shares;
}

/**
 * All or chosen campaigns. Each poll gives about a quarter of its budget (fullSweepRequests, at
 * least one request, every other poll when the budget is one) to the full sweep and the rest to
 * the sweep over campaigns that can still move; what one of them does not use goes to the other.
 * A poll ends when the full sweep completes a pass or the budget is spent; the pass that completes
 * the baseline leaves what is left of the budget to the campaigns that can still move.
 */
async function sweepCampaigns(poll: Poll, sweep: Sweep, chosen: string[]): Promise<void> {
	const { state } = sweep;
	const { meter } = poll;
	const allCampaigns = chosen.length === 0;
	if (!allCampaigns && (state.full.campaign === null || !chosen.includes(state.full.campaign))) {
		state.full = { campaign: chosen[0], page: 1, movable: false };
	}
	const canMove = allCampaigns
		? (campaign: string) => state.campaigns[campaign] === 1
		: (campaign: string) => chosen.includes(campaign) && state.campaigns[campaign] !== 0;
	const fullShare = fullSweepRequests(meter.budget, state.polls);
	const activeLeft = state.baselined ? meter.budget - fullShare : 0;
	const sweeps: CampaignSweeps = {
		visit: {
			state,
			compare: (recovery) => compareWithRecorded(sweep, recovery),
			readWhole: new Set(),
			allCampaigns,
			order: () => campaignOrder(state, chosen),
		},
		canMove,
		first: chosen[0] ?? null,
		shares: {
			activeLeft,
			activeRoundDone: false,
			passCompleted: false,
		},
	};
	while (meter.canSend()) {
		const { shares } = sweeps;
		// requests beyond the budget, which an idle quota admits, go to the campaigns that can
		// still move until their round is done, then to the sweep over everything
		if (meter.sent >= meter.budget) shares.activeLeft = Infinity;
		const goOn =
			shares.activeLeft > 0 && !shares.activeRoundDone
				? await stepActive(poll, sweeps)
				: await stepFull(poll, sweeps);
		if (!goOn) break;
	}
}

/** One page of the sweep over campaigns that can still move; false when the poll should stop. */
async function stepActive(poll: Poll, sweeps: CampaignSweeps): Promise<boolean> {
	const { visit, shares, canMove } = sweeps;
	const { state } = visit;
	state.active ??= { campaign: null, page: 1, movable: false };
	if (state.active.campaign === null || !canMove(state.active.campaign)) {
		const next = campaignAfter(visit.order(), state.active.campaign, canMove);
		if (next === null) {
			state.active = null;
			shares.activeRoundDone = true;
			return true;
		}
		state.active = { campaign: next, page: 1, movable: false };
	}
	const read = await step(poll, { ...visit, accept: canMove }, state.active);
	if (read === undefined) return false;
	shares.activeLeft--;
	if (read === 'done') {
		state.active = null;
		shares.activeRoundDone = true;
	}
	return true;
}

/** One page of the sweep over everything; false when the poll should stop. */
async function stepFull(poll: Poll, sweeps: CampaignSweeps): Promise<boolean> {
	const { visit, shares } = sweeps;
	const { state } = visit;
	// no count of its own: it steps only once the round has spent its share or ended, and each
	// step of the round costs a request, so what is left of the budget is this sweep's share
	if (shares.passCompleted) return false;
	const read = await step(poll, visit, state.full);
	if (read === undefined) return false;
	if (read === 'done') {
		const baselineCompleted = !state.baselined;
		finishPass(poll, state, visit.allCampaigns, sweeps.first);
		if (!baselineCompleted) return false;
		// the poll that completes the baseline gives the rest of its budget to the campaigns
		// that can still move, as every later poll does, rather than waiting a poll to look
		shares.passCompleted = true;
		shares.activeLeft = poll.meter.budget;
	}
	return true;
}

/** Listed recoveries: one request each, as many a poll as the budget admits, round after round. */
async function sweepListed(poll: Poll, sweep: Sweep, recoveryNumbers: string[]): Promise<void> {
	const { state } = sweep;
	// `listed` is always within the list: the loop wraps it at the end, and another list of
	// Recovery Numbers starts the round again (carryOverState)
	while (poll.meter.canSend()) {
		const number = recoveryNumbers[state.listed];
		const recovery = await listedRecovery(poll, number);
		if (recovery === undefined) break;
		compareWithRecorded(sweep, recovery);
		state.listed += 1;
		if (state.listed >= recoveryNumbers.length) {
			state.listed = 0;
			state.baselined = true;
			delete state.watchedBefore;
			break;
		}
	}
}
