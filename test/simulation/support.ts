/** What a simulation test file needs: one sandbox, reset between histories, and no waits. */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { PERSISTENCE_MODES } from '../engine/trigger/support';
import { runHistories } from './campaign';
import type { SimulatedEvent } from './history';
import { Simulator, useSimulationLimits } from './simulate';

/**
 * Starts the sandbox for the file and another account's (stopped after it); the simulator resets
 * them per history.
 */
export function useSimulator(): () => Simulator {
	let running: RunningSandbox;
	let other: RunningSandbox;
	let restore: () => void;
	let simulator: Simulator;
	beforeAll(async () => {
		restore = useSimulationLimits();
		running = await startSandbox({ port: 0, rateLimit: 1_000_000_000 });
		other = await startSandbox({ port: 0, rateLimit: 1_000_000_000 });
		simulator = new Simulator(running, other);
	});
	afterAll(async () => {
		await running.close();
		await other.close();
		restore();
	});
	return () => simulator;
}

/**
 * `histories` random histories of the event under both persistence modes, from a fixed seed, with
 * every poll pinned to Max Requests per Poll; then `realQuota` more on the real quota, where polls
 * read on to the idle-quota ceiling while nobody else spends it: none may lose, repeat or invent a
 * change, send more requests a poll than the meter may admit, turn without sending, or outgrow the
 * state's bound. A failure shows its shrunk history, ready to replay.
 */
export function simulateEvent(
	event: SimulatedEvent,
	histories: number,
	seed: number,
	realQuota = 0,
): void {
	// room for fast-check to shrink a failure to its shortest history, printed by the test
	jest.setTimeout(400_000);
	const simulator = useSimulator();
	const modes = [
		{ quota: 'pinned' as const, histories, title: 'within the budget' },
		{ quota: 'real' as const, histories: realQuota, title: 'on the real quota' },
	].filter((mode) => mode.histories > 0);
	describe.each(modes)('$histories histories $title', ({ quota, histories: count }) => {
		it.each(PERSISTENCE_MODES)(
			`random histories (seed ${seed}, %s persistence): every change emitted once, within what the meter may admit`,
			async (persist) => {
				const summary = await runHistories(simulator(), {
					event,
					persist,
					quota,
					histories: count,
					seed,
				});
				expect(summary.failure).toBeUndefined();
				expect(summary.histories).toBe(count);
				expect(summary.changes).toBeGreaterThan(0);
				// the real quota's own path was taken: polls read past the budget, some to the ceiling
				if (quota === 'real') expect(summary.beyondBudget).toBeGreaterThan(0);
				if (quota === 'real') expect(summary.atCeiling).toBeGreaterThan(0);
			},
		);
	});
}
