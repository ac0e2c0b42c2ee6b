import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { outcomeOf, type RequestMeter } from '../../budget';
import { campaignListPage, campaignPage, recoveryOutput, type Observed } from './read';
import {
	encodeStatus,
	decodeStatus,
	SETTLED_STATUSES,
	type Cursor,
	type RecoveryState,
} from './state';

export interface Sweep {
	state: RecoveryState;
	allCampaigns: boolean;
	wanted: Set<string>;
	events: IDataObject[];
	/** Campaigns read whole in this poll: the other sweep passes them without reading again. */
	readWhole: Set<string>;
}

/**
 * Compares one recovery with its recorded status. A recovery answered without a status is skipped.
 */
export function compareWithRecorded(sweep: Sweep, recovery: Observed): void {
	if (recovery.status === null) return;
	const { state } = sweep;
	const stored = state.statuses[recovery.recoveryNumber];
	const previous = stored === undefined ? null : decodeStatus(stored);
	if (stored === undefined && !state.baselined) {
		state.statuses[recovery.recoveryNumber] = encodeStatus(recovery.status);
		return;
	}
	if (previous === recovery.status) return;
	const delivered = sweep.wanted.size === 0 || sweep.wanted.has(recovery.status);
	if (delivered) sweep.events.push(recoveryOutput(recovery, previous));
	// a move left out by the filter is not recorded: the next move compares to the last one emitted
	if (delivered || stored === undefined) {
		state.statuses[recovery.recoveryNumber] = encodeStatus(recovery.status);
	}
}

const movable = (recovery: Observed) =>
	recovery.status === null || !SETTLED_STATUSES.includes(recovery.status);

/** Campaign numbers in the order the sweeps visit them. */
export function campaignOrder(state: RecoveryState, chosen: string[]): string[] {
	return chosen.length ? chosen : Object.keys(state.campaigns);
}

export function campaignAfter(
	order: string[],
	campaign: string | null,
	accept?: (campaign: string) => boolean,
) {
	const start = campaign === null ? 0 : order.indexOf(campaign) + 1;
	return order.slice(start).find((candidate) => accept?.(candidate) ?? true) ?? null;
}

/** What a step needs besides its cursor: the sweep, the visiting order, the meter, the filter. */
export interface Walk {
	sweep: Sweep;
	order: () => string[];
	meter: RequestMeter;
	accept?: (campaign: string) => boolean;
}

/**
 * Reads one page at the cursor and moves the cursor on, past the campaigns this poll has already
 * read whole. Returns 'done' when the sweep has just passed its last campaign, undefined when the
 * meter stopped the read.
 */
export async function step(
	this: IPollFunctions,
	walk: Walk,
	cursor: Cursor,
): Promise<'read' | 'done' | undefined> {
	if (cursor.campaign === null) return await stepCampaignList.call(this, walk, cursor);
	while (cursor.page === 1 && walk.sweep.readWhole.has(cursor.campaign)) {
		const next = campaignAfter(walk.order(), cursor.campaign, walk.accept);
		if (moveTo(cursor, next) === 'done') return 'done';
	}
	return await stepCampaign.call(this, walk, cursor, cursor.campaign);
}

/** A page of the campaign list: the campaigns it holds become known. */
async function stepCampaignList(this: IPollFunctions, walk: Walk, cursor: Cursor) {
	const { state } = walk.sweep;
	const page = await campaignListPage.call(this, cursor.page, walk.meter);
	if (page === undefined) return undefined;
	for (const number of page.numbers) {
		if (!state.listing.includes(number)) state.listing.push(number);
		state.campaigns[number] ??= 1;
	}
	if (!page.last) {
		cursor.page += 1;
		return 'read';
	}
	// campaigns the list no longer holds are dropped
	for (const number of Object.keys(state.campaigns)) {
		if (!state.listing.includes(number)) delete state.campaigns[number];
	}
	state.listing = [];
	return moveTo(cursor, campaignAfter(walk.order(), null, walk.accept));
}

/** A page of one campaign's recoveries, each compared with its recorded status. */
async function stepCampaign(this: IPollFunctions, walk: Walk, cursor: Cursor, campaign: string) {
	const { sweep } = walk;
	const { state } = sweep;
	const outcome = await outcomeOf(
		async () => await campaignPage.call(this, campaign, cursor.page, walk.meter),
	);
	if ('error' in outcome) {
		// a campaign gone from the account since the list was read: the sweep moves past it
		if (!sweep.allCampaigns || (outcome.error as { httpCode?: string }).httpCode !== '404') {
			throw outcome.error;
		}
	}
	const page = 'value' in outcome ? outcome.value : null;
	if (page === undefined) return undefined;
	if (page === null) {
		const next = campaignAfter(walk.order(), campaign, walk.accept);
		delete state.campaigns[campaign];
		return moveTo(cursor, next);
	}
	for (const recovery of page.observed) compareWithRecorded(sweep, recovery);
	cursor.movable ||= page.observed.some(movable);
	if (!page.last) {
		cursor.page += 1;
		return 'read';
	}
	const next = campaignAfter(walk.order(), campaign, walk.accept);
	state.campaigns[campaign] = cursor.movable ? 1 : 0;
	sweep.readWhole.add(campaign);
	return moveTo(cursor, next);
}

/** Moves the cursor to the first page of the next campaign; 'done' when there is none. */
function moveTo(cursor: Cursor, next: string | null): 'read' | 'done' {
	cursor.page = 1;
	cursor.movable = false;
	if (next === null) return 'done';
	cursor.campaign = next;
	return 'read';
}
