import type {
	IDataObject,
	IHttpRequestOptions,
	INode,
	INodeProperties,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	DeadlineReached,
	leavesTimeToSend,
	setDeadline,
	type Deadline,
} from '../shared/transport/deadline';
import { readFailure } from '../shared/transport/errors';
import { transportLimits } from '../shared/transport/limits';
import type { PageAllowance } from '../shared/transport/pagination';

export const DEFAULT_MAX_REQUESTS_PER_POLL = 10;

/** A poll stops early once the API says fewer than this share of the quota is left. */
export const QUOTA_RESERVE_SHARE = 0.25;

/**
 * `idleQuotaCeiling`: the most requests one poll sends while the account's quota is idle, whatever
 * Max Requests per Poll says: with the reserve above, a minute's 60 requests leave at least 15 to
 * others even when a poll spends all it may, and a poll stops reading on the moment others start
 * spending. `deadlineMs` and `answerTimeoutMs`: how long a poll may run and how long each of its
 * requests may wait for an answer. n8n's durable scheduler abandons a poll still running after
 * 45 s, discarding its result (see docs/n8n-notes.md, Poll deadline). 30 s leaves room for the
 * credential's login, the state write and the start of the execution. The same bound holds under
 * the classic scheduler, Fetch Test Event and the activation poll. Tests make these small.
 */
export const pollLimits = {
	idleQuotaCeiling: 45,
	deadlineMs: 30_000,
	answerTimeoutMs: 10_000,
};

export const budgetOption: INodeProperties = {
	displayName: 'Max Requests per Poll',
	name: 'maxRequestsPerPoll',
	type: 'number',
	typeOptions: { minValue: 1, numberPrecision: 0 },
	default: DEFAULT_MAX_REQUESTS_PER_POLL,
	description: `The requests one poll may always send, pages and retries included (the credential’s login is counted apart). While nobody else spends the account’s quota, a poll reads on, up to ${pollLimits.idleQuotaCeiling} requests; a read that needs more continues at the next poll.`,
};

export type StopReason = 'budget' | 'lowQuota' | 'rateLimited' | 'deadline';

/** The quota as the API reported it on an answer of this poll. */
interface QuotaReading {
	remaining: number;
	limit: number;
	/** This poll's requests sent when the reading arrived. */
	sent: number;
}

/**
 * Counts the API requests of one poll and admits each: always up to the budget (Max Requests per
 * Poll), beyond it up to `pollLimits.idleQuotaCeiling` while the quota is idle, never once the
 * quota falls below the reserve, after a 429, or when the answer could not arrive before the poll's
 * deadline. Every request goes through n8n's httpRequestWithAuthentication, so counting there
 * covers pages and the transport's retries; the credential's login or refresh runs inside n8n's
 * preAuthentication with its own request helper and is not counted here.
 */
export class RequestMeter implements PageAllowance {
	sent = 0;

	stopReason?: StopReason;

	/** The API's RateLimit-Remaining and RateLimit-Limit on the last answer. */
	quota?: { remaining: number; limit: number };

	readonly deadline: Deadline;

	/** The first quota reading of the current rate-limit window, to see whether others spend. */
	private windowStart?: QuotaReading;

	private othersSpend = false;

	constructor(
		readonly budget: number,
		startedAt = Date.now(),
	) {
		this.deadline = {
			at: startedAt + pollLimits.deadlineMs,
			answerTimeoutMs: Math.min(pollLimits.answerTimeoutMs, transportLimits.requestTimeoutMs),
		};
	}

	/** Whether the poll may send one more request. */
	canSend(): boolean {
		if (this.stopReason !== undefined) return false;
		if (!leavesTimeToSend(this.deadline)) {
			this.stopReason = 'deadline';
			return false;
		}
		return this.sent < this.budget || this.idleQuotaAdmits();
	}

	/** Requests left of the budget the poll may always spend. */
	get left(): number {
		return this.stopReason === undefined ? Math.max(0, this.budget - this.sent) : 0;
	}

	/** True when the poll ended because the meter stopped it (not because of a failure). */
	get stopped(): boolean {
		return this.stopReason !== undefined;
	}

	/** Whether a read failed because the meter stopped it (the deadline, the budget, a 429). */
	stoppedBy(error: unknown): boolean {
		if (error instanceof DeadlineReached) this.stopReason ??= 'deadline';
		return this.stopped;
	}

	/**
	 * Counts a request about to be sent, or refuses it. The refusal is neither a 429 nor a network
	 * error, so the transport gives up on the request at once instead of waiting or retrying.
	 */
	admit(node: INode): void {
		if (!this.canSend()) {
			this.stopReason ??= 'budget';
			throw new NodeOperationError(
				node,
				`The poll stopped before this request (${this.stopReason})`,
			);
		}
		this.sent++;
	}

	observe(headers: Record<string, unknown> | undefined): void {
		const remaining = Number(headers?.['ratelimit-remaining'] ?? headers?.['RateLimit-Remaining']);
		const limit = Number(headers?.['ratelimit-limit'] ?? headers?.['RateLimit-Limit']);
		if (!Number.isFinite(remaining) || !Number.isFinite(limit) || limit <= 0) return;
		const previous = this.quota;
		this.quota = { remaining, limit };
		if (remaining < limit * QUOTA_RESERVE_SHARE) this.stopReason ??= 'lowQuota';
		// a remaining count that rose is a new window: others are judged afresh from there
		if (!this.windowStart || (previous && remaining > previous.remaining)) {
			this.windowStart = { remaining, limit, sent: this.sent };
			return;
		}
		const ownSince = this.sent - this.windowStart.sent;
		if (remaining < this.windowStart.remaining - ownSince) this.othersSpend = true;
	}

	/** Beyond the budget: while this poll's own requests are all the quota has spent. */
	private idleQuotaAdmits(): boolean {
		return (
			this.sent < pollLimits.idleQuotaCeiling && this.windowStart !== undefined && !this.othersSpend
		);
	}

	rateLimited(): void {
		this.stopReason ??= 'rateLimited';
	}

	/**
	 * Why the poll ended before its work was done, in words for the log; undefined when it ended on
	 * its own or spent its budget (the ordinary case, not worth a warning).
	 */
	earlyStop(): string | undefined {
		switch (this.stopReason) {
			case 'lowQuota':
				return `to leave the shared quota to other workflows (${this.quota?.remaining} of ${this.quota?.limit} requests left)`;
			case 'rateLimited':
				return 'to leave the shared quota to other workflows (the API answered 429)';
			case 'deadline':
				return `at its ${pollLimits.deadlineMs / 1000} s deadline, so that n8n does not abandon it (the API answered slowly)`;
			default:
				return undefined;
		}
	}

	/** The figures an operator reads in the log. */
	summary(): IDataObject {
		return {
			requests: this.sent,
			budget: this.budget,
			stopReason: this.stopReason ?? null,
			quotaRemaining: this.quota?.remaining ?? null,
			quotaLimit: this.quota?.limit ?? null,
		};
	}
}

export function budgetOf(context: IPollFunctions): number {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	const value = Math.floor(Number(options.maxRequestsPerPoll ?? DEFAULT_MAX_REQUESTS_PER_POLL));
	return Number.isFinite(value) && value >= 1 ? value : DEFAULT_MAX_REQUESTS_PER_POLL;
}

type AuthenticatedRequest = IPollFunctions['helpers']['httpRequestWithAuthentication'];

/**
 * The poll context with its authenticated request helper metered: a request over the budget, or
 * after the quota fell below the reserve, is refused before it is sent, and a 429 stops the poll
 * instead of being waited out (the refusal is not a 429 or a network error, so the transport
 * neither waits nor retries). Everything else is the poll context itself.
 */
export function meteredContext(context: IPollFunctions, meter: RequestMeter): IPollFunctions {
	const send = context.helpers.httpRequestWithAuthentication;
	const metered = async function (
		credentialsType: string,
		requestOptions: IHttpRequestOptions,
		...rest: unknown[]
	) {
		meter.admit(context.getNode());
		const outcome = await outcomeOf(
			async () =>
				(await (send as (...args: unknown[]) => Promise<unknown>).call(
					context,
					credentialsType,
					requestOptions,
					...rest,
				)) as { headers?: Record<string, unknown> } | undefined,
		);
		if ('value' in outcome) {
			meter.observe(outcome.value?.headers);
			return outcome.value;
		}
		const failure = readFailure(outcome.error);
		meter.observe(failure.headers);
		if (failure.status === 429) {
			meter.rateLimited();
			throw new NodeOperationError(
				context.getNode(),
				'The API answered 429: the poll yields to the shared quota and continues at the next poll',
			);
		}
		// n8n's request helper fails with its own NodeApiError, passed on to the transport unchanged
		throw outcome.error;
	} as AuthenticatedRequest;
	const wrapped = Object.create(context) as IPollFunctions;
	Object.defineProperty(wrapped, 'helpers', {
		value: { ...context.helpers, httpRequestWithAuthentication: metered },
	});
	setDeadline(wrapped, meter.deadline);
	return wrapped;
}

/** A promise's value, or the error it failed with, without a try/catch at every call. */
export async function outcomeOf<T>(
	read: () => Promise<T>,
): Promise<{ value: T } | { error: unknown }> {
	return await read().then(
		(value) => ({ value }),
		(error: unknown) => ({ error }),
	);
}

/**
 * Runs one read of a sweep: its result, or undefined when the meter stopped it (the sweep then
 * keeps what it had and continues at the next poll). Any other failure is the transport's
 * NodeApiError or NodeOperationError, thrown on.
 */
export async function withinBudget<T>(
	meter: RequestMeter,
	read: () => Promise<T>,
): Promise<T | undefined> {
	if (!meter.canSend()) return undefined;
	const outcome = await outcomeOf(read);
	if ('value' in outcome) return outcome.value;
	if (meter.stoppedBy(outcome.error)) return undefined;
	throw outcome.error;
}
