/**
 * Simulated time for a history: the process's Date (the trigger's clock and n8n's, which the
 * nodes read through Date.now and new Date()) and the sandbox's clock (through its control API)
 * stand still and move together, by the steps the history takes: a poll is one Poll Time later,
 * a pause as many minutes as it says. Hours of an account run in seconds, and every window the
 * trigger keeps in time (the wallet's look-back, the departments' modified_since, the token's
 * lifetime, a pass's duration) is crossed by time itself. Timers are left alone: the transport's
 * request timeouts and the sandbox's armed delays stay real.
 */
import { sandboxControl } from '../sandboxControl';
import { replaceDate } from '../virtualDate';

/** Where every history's time starts: a day after the sandbox's seed anchor (2026-10-01). */
export const HISTORY_STARTS_AT = Date.UTC(2026, 9, 2, 9, 0, 0);

export class VirtualTime {
	private now = HISTORY_STARTS_AT;
	private restoreDate?: () => void;

	/** @param origins the sandboxes whose clocks move with the process's */
	constructor(private readonly origins: string[]) {}

	private async clocks(body: object): Promise<void> {
		await Promise.all(
			this.origins.map(async (origin) => await sandboxControl(origin, 'POST', '/clock', body)),
		);
	}

	/** Stops the clocks at the history's start. */
	async install(): Promise<void> {
		this.restoreDate = replaceDate(() => this.now);
		await this.clocks({ stopAt: new Date(this.now).toISOString() });
	}

	async advance(ms: number): Promise<void> {
		if (ms <= 0) return;
		this.now += ms;
		await this.clocks({ advanceMs: ms });
	}

	/** The process's Date back; the sandboxes' clocks run again from where they stand. */
	async uninstall(): Promise<void> {
		this.restoreDate?.();
		await this.clocks({ run: true });
	}
}
