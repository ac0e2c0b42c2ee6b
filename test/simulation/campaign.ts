/**
 * Runs many histories of one event and persistence mode with fast-check: seeded, summed up, and
 * on a failure shrunk to the shortest history that still fails.
 */
import fc from 'fast-check';

import type { StaticDataPersistence } from '../engine/harness';
import { historyOf, type History, type QuotaMode, type SimulatedEvent } from './history';
import type { Outcome, Simulator } from './simulate';

export interface Summary {
	event: SimulatedEvent;
	persist: StaticDataPersistence;
	quota: QuotaMode;
	histories: number;
	polls: number;
	changes: number;
	lost: number;
	duplicated: number;
	invented: number;
	misstated: number;
	late: number;
	outOfOrder: number;
	overBudget: number;
	unfinished: number;
	/** Polls that read past their budget, and polls cut short to leave the quota to others. */
	beyondBudget: number;
	atCeiling: number;
	yielded: number;
	slowestEmission: number;
	failure?: { seed: number; history: History; verdict: string; numShrinks: number; run: number };
}

/** What is wrong with one history's outcome, or undefined when nothing is. */
export function verdictOf(outcome: Outcome): string | undefined {
	const problems = [
		...outcome.lost.map((change) => `lost: ${change}`),
		...outcome.duplicated.map((change) => `duplicated: ${change}`),
		...outcome.invented.map((change) => `invented: ${change}`),
		...outcome.misstated.map((change) => `misstated: ${change}`),
		...outcome.late.map((change) => `late: ${change}`),
		...outcome.outOfOrder.map((change) => `out of order: ${change}`),
		...outcome.overBudget.map((poll) => `over budget: ${poll}`),
		...outcome.unfinished.map((process) => `unfinished: ${process}`),
		...outcome.crossAccount.map((request) => `cross-account request: ${request}`),
		...outcome.spinning.map((poll) => `turned without sending: ${poll}`),
		...(outcome.stateBytes > outcome.stateBound
			? [`state of ${outcome.stateBytes} bytes, bound ${outcome.stateBound}`]
			: []),
	];
	return problems.length ? problems.join('; ') : undefined;
}

export async function runHistories(
	simulator: Simulator,
	options: {
		event: SimulatedEvent;
		persist: StaticDataPersistence;
		histories: number;
		seed: number;
		maxSteps?: number;
		/** Pinned to Max Requests per Poll (the default), or on the real quota. */
		quota?: QuotaMode;
		/** Histories of another generator than the event's own (upgrades.test.ts). */
		arbitrary?: fc.Arbitrary<History>;
	},
): Promise<Summary> {
	const { event, persist, quota = 'pinned' } = options;
	const summary: Summary = {
		event,
		persist,
		quota,
		histories: 0,
		polls: 0,
		changes: 0,
		lost: 0,
		duplicated: 0,
		invented: 0,
		misstated: 0,
		late: 0,
		outOfOrder: 0,
		overBudget: 0,
		unfinished: 0,
		beyondBudget: 0,
		atCeiling: 0,
		yielded: 0,
		slowestEmission: 0,
	};
	let shrinking = false;
	let lastVerdict = '';
	const histories = options.arbitrary ?? historyOf(event, options.maxSteps, quota);
	const property = fc.asyncProperty(histories, async (history) => {
		const outcome = await simulator.run(history, persist);
		const verdict = verdictOf(outcome);
		if (!shrinking) {
			summary.histories++;
			summary.polls += outcome.polls;
			summary.changes += outcome.changes;
			summary.lost += outcome.lost.length;
			summary.duplicated += outcome.duplicated.length;
			summary.invented += outcome.invented.length;
			summary.misstated += outcome.misstated.length;
			summary.late += outcome.late.length;
			summary.outOfOrder += outcome.outOfOrder.length;
			summary.overBudget += outcome.overBudget.length;
			summary.unfinished += outcome.unfinished.length;
			summary.beyondBudget += outcome.beyondBudget;
			summary.atCeiling += outcome.atCeiling;
			summary.yielded += outcome.yielded;
			summary.slowestEmission = Math.max(summary.slowestEmission, outcome.slowestEmission);
		}
		if (verdict !== undefined) {
			shrinking = true;
			lastVerdict = verdict;
		}
		return verdict === undefined;
	});
	const result = await fc.check(property, { seed: options.seed, numRuns: options.histories });
	if (result.failed && result.counterexample) {
		// the last failing run fast-check met is its shrunk counterexample: replay it for its verdict
		const history = result.counterexample[0];
		const outcome = await simulator.run(history, persist);
		summary.failure = {
			seed: options.seed,
			history,
			verdict: verdictOf(outcome) ?? lastVerdict,
			numShrinks: result.numShrinks,
			run: result.numRuns,
		};
	}
	return summary;
}
