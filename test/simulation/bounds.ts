/**
 * The bounds docs/trigger.md promises, in polls at Max Requests per Poll B, for the account as it
 * stands: within how many polls a change is emitted (`emissionBound`), and within how many polls a
 * baseline, a pass and a backlog complete (`completionBound`), each counted from the poll it
 * started in, or from the last poll that met a fault, a restart, an activation or side-by-side
 * polls, or stopped short of B to leave the quota to others, whichever is later. The same bounds
 * hold on the real quota, where a poll reads on past B while nobody else spends it.
 */
import type { Store } from '../../sandbox/data/store';
import type { SimulatedEvent } from './history';

/** A read that goes on over several polls, as the trigger's state says it (stateFormats/). */
export type Process = 'baseline' | 'pass' | 'backlog';

/** The account changes made since a process started that may lengthen it, as the docs count them. */
export interface ChangesSince {
	/** Batches of transactions written. */
	writes: number;
	/** Employees created and deleted. */
	creations: number;
	deletions: number;
}

const pages = (count: number, size: number) => Math.ceil(count / size);

/** The campaign list's pages (25 campaigns a page) and every campaign's detail pages (100). */
function fullSweepPages(store: Store): number {
	const perCampaign = new Map<number, number>();
	for (const recovery of store.recoveries.values())
		perCampaign.set(recovery.campaignNumber, (perCampaign.get(recovery.campaignNumber) ?? 0) + 1);
	let full = pages(store.campaigns.size, 25);
	for (const campaign of store.campaigns.keys())
		full += Math.max(1, pages(perCampaign.get(campaign) ?? 0, 100));
	return full;
}

/** The full sweep's requests a poll: a quarter of the budget, every other poll at 1. */
const fullShare = (budget: number) => (budget === 1 ? 0.5 : Math.ceil(budget / 4));

/**
 * The polls within which docs/trigger.md says a change is emitted, with no fault; `filtersEdited`
 * when the history edits the filters.
 */
export function emissionBound(
	event: SimulatedEvent,
	store: Store,
	budget: number,
	filtersEdited = false,
): number {
	switch (event) {
		case 'walletTransaction': {
			const transactions = store.walletTransactions.length;
			// page 1, then a backlog from its oldest end, budget − 1 pages a poll
			const backlog = 2 + pages(transactions, 100 * Math.max(1, budget - 1));
			// after an edit of the filters the first read of the new list looks for the window's
			// start from page 1 on, B pages a poll, before it reads the window as a backlog
			return backlog + (filtersEdited ? pages(Math.max(1, pages(transactions, 100)), budget) : 0);
		}
		case 'departmentChanged':
			return 1 + pages(pages(store.departments.size, 50), budget);
		case 'employeeChanged':
			return 2 * pages(pages(store.employees.size, 100), budget) + 1;
		case 'recoveryStatusChanged':
			return Math.ceil(fullSweepPages(store) / fullShare(budget)) + 1;
	}
}

/**
 * The polls within which docs/trigger.md says a baseline, a pass or a backlog completes, with no
 * fault; `listed` the recovery numbers Listed Recoveries read (0 otherwise).
 */
export function completionBound(
	event: SimulatedEvent,
	process: Process,
	context: { store: Store; budget: number; changes: ChangesSince; listed: number },
): number {
	const { store, budget, changes } = context;
	switch (event) {
		case 'walletTransaction':
			// the first read of the window: at most every page; a backlog: page 1, then the rest
			// from the oldest end, budget − 1 pages a poll, and a poll more for each batch written
			return process === 'baseline'
				? pages(Math.max(1, pages(store.walletTransactions.length, 100)), budget)
				: emissionBound(event, store, budget) + changes.writes;
		case 'departmentChanged':
			return pages(Math.max(1, pages(store.departments.size, 50)), budget);
		case 'employeeChanged': {
			const listPages = Math.max(1, pages(store.employees.size, 100));
			// a deletion during a pass costs a page read again and the record read by id; at a
			// budget of 2 or more the first pass reads again the last page of the poll before
			const extra = 2 * changes.deletions + changes.creations;
			const perPoll = process === 'baseline' && budget > 1 ? budget - 1 : budget;
			return pages(listPages + extra, perPoll);
		}
		case 'recoveryStatusChanged':
			if (context.listed > 0) return pages(context.listed, budget);
			// the first pass has the whole budget; later ones a quarter of it
			return process === 'baseline'
				? pages(fullSweepPages(store), budget)
				: Math.ceil(fullSweepPages(store) / fullShare(budget));
	}
}
