/**
 * Time a test holds while the nodes run: the nodes' clock (Date) and the clocks of the in-process
 * sandboxes given stand still together, and every wait of the transport (n8n-workflow's `sleep`:
 * pacing, backoffs, 429 waits) resolves at once, moving them on by the delay it asked for. A run
 * that waits out rate-limit windows then takes none of the machine's time and meets the same
 * windows whatever the machine's load; `waits` is what it asked for. Timers are left alone:
 * request timeouts and the sandbox's armed delays stay real.
 */
import type { RunningSandbox } from '../sandbox';
import { replaceDate } from './virtualDate';

/**
 * Where n8n-workflow takes `sleep` from: it re-exports @n8n/utils' and reads it at each call, as
 * the transport reads n8n-workflow's (node_modules/n8n-workflow/dist/cjs/utils.js), so a spy on
 * this module's export is the sleep every wait of the nodes calls.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sleepModule = require(
	require.resolve('@n8n/utils/sleep', { paths: [require.resolve('n8n-workflow')] }),
) as { sleep: (ms: number) => Promise<void> };

/**
 * The held clock starts this far behind the machine's, so that every instant the nodes keep from
 * a held run (a rate-limit window's reset, a write held back) is past once the real clock is back.
 */
const HELD_BEHIND_MS = 60 * 60_000;

export interface HeldTime {
	/** The delays the nodes' waits asked for, in milliseconds, in order. */
	readonly waits: number[];
	/** The machine's clock back, for the nodes and for the sandboxes (at the offsets they had). */
	release(): void;
}

export function holdTime(...sandboxes: RunningSandbox[]): HeldTime {
	const clocks = sandboxes.map(({ sandbox }) => sandbox.clock);
	const offsetsMs = clocks.map((clock) => clock.now() - Date.now());
	let now = Date.now() - HELD_BEHIND_MS;
	const waits: number[] = [];
	const restoreDate = replaceDate(() => now);
	clocks.forEach((clock, index) => clock.stopAt(now + offsetsMs[index]));
	const sleep = jest.spyOn(sleepModule, 'sleep').mockImplementation(async (ms: number) => {
		waits.push(ms);
		now += ms;
		for (const clock of clocks) clock.advance(ms);
	});
	return {
		waits,
		release() {
			sleep.mockRestore();
			restoreDate();
			clocks.forEach((clock, index) => {
				clock.stopAt(undefined);
				clock.advance(Date.now() + offsetsMs[index] - clock.now());
			});
		},
	};
}
