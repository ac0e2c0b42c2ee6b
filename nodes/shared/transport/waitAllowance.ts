import { sleep } from 'n8n-workflow';

import { transportLimits } from './limits';
import type { Deadline } from './types';

/** Whether a request sent now, answering as late as allowed, still ends before the deadline. */
export function leavesTimeToSend(deadline: Deadline, now = Date.now()): boolean {
	return now + deadline.answerTimeoutMs <= deadline.at;
}

/**
 * The time one request has spent waiting, against `transportLimits.maxWaitSeconds` and, in a
 * poll, against its deadline: a wait must end early enough for the answer to arrive in time.
 */
export class WaitAllowance {
	waitedSeconds = 0;

	constructor(readonly deadline?: Deadline) {}

	private get ownLeftMs(): number {
		return Math.max(0, (transportLimits.maxWaitSeconds - this.waitedSeconds) * 1000);
	}

	get remainingMs(): number {
		if (!this.deadline) return this.ownLeftMs;
		const untilDeadline = this.deadline.at - this.deadline.answerTimeoutMs - Date.now();
		return Math.max(0, Math.min(this.ownLeftMs, untilDeadline));
	}

	allows(seconds: number): boolean {
		return seconds * 1000 <= this.remainingMs;
	}

	/** Whether a wait within the request's own maximum is refused by the deadline alone. */
	cutByDeadline(seconds: number): boolean {
		return this.deadline !== undefined && seconds * 1000 <= this.ownLeftMs && !this.allows(seconds);
	}

	async wait(seconds: number) {
		await sleep(seconds * 1000);
		this.waitedSeconds += seconds;
	}
}
