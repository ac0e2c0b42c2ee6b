import type { IPollFunctions } from 'n8n-workflow';

import { withinBudget, type RequestMeter } from '../../budget';
import { warnIfSlowPass } from '../../triggerEvent';
import {
	campaignAfter,
	campaignOrder,
	compareWithRecorded,
	step,
	type Sweep,
	type Walk,
} from './sweepStep';
import { listedRecovery } from './read';
import type { RecoveryState } from './state';

function finishPass(
	this: IPollFunctions,
	state: RecoveryState,
	allCampaigns: boolean,
	first: string | null,
) {
	const campaigns = Object.keys(state.campaigns).length;
	warnIfSlowPass(this, 'recoveryStatusChanged', state.passStartedAt, `${campaigns} campaigns`);
	state.full = { campaign: allCampaigns ? null : first, page: 1, movable: false };
	state.baselined = true;
	state.passStartedAt = Date.now();
}

/** How a poll's budget is shared between the two sweeps over campaigns, as it is spent. */
interface Shares {
	activeLeft: number;
	fullLeft: number;
	activeRoundDone: boolean;
	passCompleted: boolean;
}

interface CampaignSweeps {
	walk: Walk;
	/** Campaigns that can still move, for the active sweep. */
	canMove: (campaign: string) => boolean;
	allCampaigns: boolean;
	first: string | null;
	shares: Shares;
}

/**
 * All or chosen campaigns. Each poll gives about a quarter of its budget (at least one request,
 * every other poll when the budget is one) to the full sweep and the rest to the sweep over
 * campaigns that can still move; what one of them does not use goes to the other. A poll ends
 * when the full sweep completes a pass or the budget is spent; the pass that completes the
 * baseline leaves what is left of the budget to the campaigns that can still move.
 */
export async function sweepCampaigns(
	this: IPollFunctions,
	sweep: Sweep,
	chosen: string[],
	meter: RequestMeter,
): Promise<void> {
	const { state } = sweep;
	const allCampaigns = chosen.length === 0;
	if (!allCampaigns && (state.full.campaign === null || !chosen.includes(state.full.campaign))) {
		state.full = { campaign: chosen[0], page: 1, movable: false };
	}
	const canMove = allCampaigns
		? (campaign: string) => state.campaigns[campaign] === 1
		: (campaign: string) => chosen.includes(campaign) && state.campaigns[campaign] !== 0;
	const fullShare = meter.budget === 1 ? state.polls % 2 : Math.ceil(meter.budget / 4);
	const activeLeft = state.baselined ? meter.budget - fullShare : 0;
	const sweeps: CampaignSweeps = {
		walk: { sweep, order: () => campaignOrder(state, chosen), meter },
		canMove,
		allCampaigns,
		first: chosen[0] ?? null,
		shares: {
			activeLeft,
			fullLeft: meter.budget - activeLeft,
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
				? await stepActive.call(this, sweeps)
				: await stepFull.call(this, sweeps);
		if (!goOn) break;
	}
}

/** One page of the sweep over campaigns that can still move; false when the poll should stop. */
async function stepActive(this: IPollFunctions, sweeps: CampaignSweeps): Promise<boolean> {
	const { walk, shares, canMove } = sweeps;
	const { state } = walk.sweep;
	state.active ??= { campaign: null, page: 1, movable: false };
	if (state.active.campaign === null || !canMove(state.active.campaign)) {
		const next = campaignAfter(walk.order(), state.active.campaign, canMove);
		if (next === null) {
			state.active = null;
			shares.activeRoundDone = true;
			return true;
		}
		state.active = { campaign: next, page: 1, movable: false };
	}
	const read = await step.call(this, { ...walk, accept: canMove }, state.active);
	if (read === undefined) return false;
	shares.activeLeft--;
	if (read === 'done') {
		state.active = null;
		shares.activeRoundDone = true;
	}
	return true;
}

/** One page of the sweep over everything; false when the poll should stop. */
async function stepFull(this: IPollFunctions, sweeps: CampaignSweeps): Promise<boolean> {
	const { walk, shares } = sweeps;
	const { state } = walk.sweep;
	if (shares.passCompleted || (shares.fullLeft <= 0 && !shares.activeRoundDone)) return false;
	const read = await step.call(this, walk, state.full);
	if (read === undefined) return false;
	shares.fullLeft--;
	if (read === 'done') {
		const baselineCompleted = !state.baselined;
		finishPass.call(this, state, sweeps.allCampaigns, sweeps.first);
		if (!baselineCompleted) return false;
		// the poll that completes the baseline gives the rest of its budget to the campaigns
		// that can still move, as every later poll does, rather than waiting a poll to look
		shares.passCompleted = true;
		shares.activeLeft = walk.meter.budget;
	}
	return true;
}

/** Listed recoveries: one request each, as many a poll as the budget admits, round after round. */
export async function sweepListed(
	this: IPollFunctions,
	sweep: Sweep,
	recoveryNumbers: string[],
	meter: RequestMeter,
): Promise<void> {
	const { state } = sweep;
	if (state.listed >= recoveryNumbers.length) state.listed = 0;
	while (meter.canSend()) {
		const number = recoveryNumbers[state.listed];
		const recovery = await withinBudget(meter, async () => await listedRecovery.call(this, number));
		if (recovery === undefined) break;
		compareWithRecorded(sweep, recovery);
		state.listed += 1;
		if (state.listed >= recoveryNumbers.length) {
			state.listed = 0;
			state.baselined = true;
			break;
		}
	}
}
