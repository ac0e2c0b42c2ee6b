import { nullIfNotFound } from '../../../shared/transport/errors';
import type { Poll } from '../../poll';
import { campaignListPage, campaignPage, type Observed } from './read';
import { SETTLED_STATUSES, type Cursor, type RecoveryState } from './state';

/**
 * Reads one page at the cursor and moves the cursor on, past the campaigns this poll has already
 * read whole: at whatever page the cursor stands in one of them (a sweep that stopped in the middle
 * of it in an earlier poll), its remaining pages are not read again, the other sweep's read having
 * compared every recovery of it and recorded whether one can still move. Returns 'done' when the
 * sweep has just passed its last campaign, undefined when the poll's meter stopped the read.
 */
export async function step(
	poll: Poll,
	visit: Visit,
	cursor: Cursor,
): Promise<'read' | 'done' | undefined> {
	if (cursor.campaign === null) return await stepCampaignList(poll, visit, cursor);
	while (visit.readWhole.has(cursor.campaign)) {
		const next = campaignAfter(visit.order(), cursor.campaign, visit.accept);
		if (moveTo(cursor, next) === 'done') return 'done';
	}
	return await stepCampaign(poll, visit, cursor, cursor.campaign);
}

/**
 * How a sweep visits the campaigns, whatever its cursor: the state, what a recovery read is
 * compared by, the campaigns read whole in this poll (the other sweep passes them without reading
 * again), the visiting order and the campaigns it visits.
 */
export interface Visit {
	state: RecoveryState;
	compare: (recovery: Observed) => void;
	readWhole: Set<string>;
	/** Every campaign is watched: one gone from the account since the list was read is passed. */
	allCampaigns: boolean;
	order: () => string[];
	accept?: (campaign: string) => boolean;
}

/** A page of the campaign list: the campaigns it holds become known. */
async function stepCampaignList(poll: Poll, visit: Visit, cursor: Cursor) {
	const { state } = visit;
	const page = await campaignListPage(poll, cursor.page);
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
	return moveTo(cursor, campaignAfter(visit.order(), null, visit.accept));
}

/** A page of one campaign's recoveries, each compared with its recorded status. */
async function stepCampaign(poll: Poll, visit: Visit, cursor: Cursor, campaign: string) {
	const { state } = visit;
	const read = campaignPage(poll, campaign, cursor.page);
	// a campaign gone from the account since the list was read: the sweep moves past it
	const page = visit.allCampaigns ? await nullIfNotFound(read) : await read;
	if (page === undefined) return undefined;
	if (page === null) {
		const next = campaignAfter(visit.order(), campaign, visit.accept);
		delete state.campaigns[campaign];
		return moveTo(cursor, next);
	}
	for (const recovery of page.observed) visit.compare(recovery);
	cursor.movable ||= page.observed.some(movable);
	if (!page.last) {
		cursor.page += 1;
		return 'read';
	}
	const next = campaignAfter(visit.order(), campaign, visit.accept);
	state.campaigns[campaign] = cursor.movable ? 1 : 0;
	visit.readWhole.add(campaign);
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
