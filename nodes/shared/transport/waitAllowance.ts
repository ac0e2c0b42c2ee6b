import { NodeOperationError, sleep } from 'n8n-workflow';

import type { ApiContext } from './types';
import { DeadlineReached, type Deadline } from './deadline';
import { transportLimits } from './limits';
import { pace, paceDelay } from './rateLimit';

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

/**
 * Waits as the rate-limit window asks, or fails the request if that is beyond its allowance. In a
 * poll, a wait past the deadline ends the poll instead (DeadlineReached): the poll keeps its
 * progress and the quota is left to the workflows that need it now.
 */
export async function paceWithin(
	context: ApiContext,
	allowance: WaitAllowance,
	key: string,
	itemIndex: number | undefined,
): Promise<void> {
	const waitedMs = await pace(key, allowance.remainingMs);
	if (waitedMs !== undefined) {
		allowance.waitedSeconds += waitedMs / 1000;
		return;
	}
	if (allowance.deadline) throw new DeadlineReached(context.getNode());
	throw new NodeOperationError(
		context.getNode(),
		"The API's rate limit allows no more requests until its window resets",
		{
			itemIndex,
			description: `The API said (RateLimit-Remaining 0) that its window resets later than the ${transportLimits.maxWaitSeconds} s this node waits; the request was not sent. Run the item again after the reset.`,
			failure: { cause: 'rate-limited', resetsAtEpochMs: Date.now() + paceDelay(key) },
		},
	);
}
