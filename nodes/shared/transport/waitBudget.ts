import { NodeOperationError, sleep } from 'n8n-workflow';

import type { ApiContext } from './request';
import { transportLimits } from './limits';
import { pace } from './rateLimit';

/** The time one request has spent waiting, against `transportLimits.waitBudgetSeconds`. */
export class WaitBudget {
	waitedSeconds = 0;

	get remainingMs(): number {
		return Math.max(0, (transportLimits.waitBudgetSeconds - this.waitedSeconds) * 1000);
	}

	allows(seconds: number): boolean {
		return this.waitedSeconds + seconds <= transportLimits.waitBudgetSeconds;
	}

	async wait(seconds: number) {
		await sleep(seconds * 1000);
		this.waitedSeconds += seconds;
	}
}

/** Waits as the rate-limit window asks, or fails the request if that is beyond its budget. */
export async function paceWithin(
	context: ApiContext,
	budget: WaitBudget,
	key: string,
	itemIndex: number | undefined,
): Promise<void> {
	const waitedMs = await pace(key, budget.remainingMs);
	if (waitedMs !== undefined) {
		budget.waitedSeconds += waitedMs / 1000;
		return;
	}
	throw new NodeOperationError(
		context.getNode(),
		"The API's rate limit allows no more requests until its window resets",
		{
			itemIndex,
			description: `The API said (RateLimit-Remaining 0) that its window resets later than the ${transportLimits.waitBudgetSeconds} s this node waits; the request was not sent. Run the item again after the reset.`,
		},
	);
}
