import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ApiContext } from './types';

/**
 * A time by which every request of a context must have ended, and how long each may wait for its
 * answer. A trigger poll sets one (see AssetLifecycleTrigger/budget.ts), so that pacing, retries
 * and slow answers never carry a poll past n8n's scheduler deadline.
 */
export interface Deadline {
	at: number;
	answerTimeoutMs: number;
}

const deadlines = new WeakMap<object, Deadline>();

export function setDeadline(context: ApiContext, deadline: Deadline): void {
	deadlines.set(context, deadline);
}

export function deadlineOf(context: ApiContext): Deadline | undefined {
	return deadlines.get(context);
}

/** Whether a request sent now, answering as late as allowed, still ends before the deadline. */
export function leavesTimeToSend(deadline: Deadline, now = Date.now()): boolean {
	return now + deadline.answerTimeoutMs <= deadline.at;
}

/**
 * A request the deadline leaves no time for (a wait for the rate limit, a retry): it was not sent.
 * The poll ends there and keeps its progress; the next poll goes on.
 */
export class DeadlineReached extends NodeOperationError {
	constructor(node: INode) {
		super(node, "The poll's deadline leaves no time for this request; the next poll goes on");
	}
}
