import type { IDataObject, IPollFunctions, Logger } from 'n8n-workflow';

import { transportLimits } from '../shared/transport/limits';
import type { Deadline, Meter, MeteredCaller } from '../shared/transport/types';
import { leavesTimeToSend } from '../shared/transport/waitAllowance';
import { DEFAULT_MAX_REQUESTS_PER_POLL, pollLimits, QUOTA_RESERVE_SHARE } from './budget';

/**
 * One poll of the trigger, as its event, the event's sweep and reads, and the transport see it:
 * n8n's poll functions, the meter that admits each request, the deadline every request must end
 * by, the clock and the logger. The node makes one in `poll()` and hands it down as an argument;
 * the transport takes it as its caller.
 */
export class Poll implements MeteredCaller {
	readonly deadline: Deadline;

	readonly meter: RequestMeter;

	constructor(
		readonly functions: IPollFunctions,
		/** The clock of the nodes (tests replace Date to control it). */
		readonly now: () => number = () => Date.now(),
	) {
		this.deadline = {
			at: now() + pollLimits.deadlineMs,
			answerTimeoutMs: Math.min(pollLimits.answerTimeoutMs, transportLimits.requestTimeoutMs),
		};
		this.meter = new RequestMeter(budgetOf(functions), this.deadline, now);
	}

	get logger(): Logger {
		return this.functions.logger;
	}

	/** A parameter of the trigger (the poll has no items: n8n reads it for the node). */
	param<T>(name: string, fallback: T): T {
		return this.functions.getNodeParameter(name, fallback) as T;
	}
}

/** Max Requests per Poll as set; a value that is no whole number from 1 up takes the default. */
function budgetOf(functions: IPollFunctions): number {
	const options = functions.getNodeParameter('options', {}) as IDataObject;
	const value = Math.floor(Number(options.maxRequestsPerPoll ?? DEFAULT_MAX_REQUESTS_PER_POLL));
	return Number.isFinite(value) && value >= 1 ? value : DEFAULT_MAX_REQUESTS_PER_POLL;
}

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
 * deadline. The transport asks it before every request it sends, pages and retries included; the
 * credential's login or refresh runs inside n8n's preAuthentication and is not counted here.
 */
export class RequestMeter implements Meter {
	sent = 0;

	stopReason?: StopReason;

	/** The API's RateLimit-Remaining and RateLimit-Limit on the last answer. */
	quota?: { remaining: number; limit: number };

	/** The first quota reading of the current rate-limit window, to see whether others spend. */
	private windowStart?: QuotaReading;

	private othersSpend = false;

	constructor(
		readonly budget: number,
		readonly deadline: Deadline,
		private readonly now: () => number = () => Date.now(),
	) {}

	canSend(): boolean {
		if (this.stopReason !== undefined) return false;
		if (!leavesTimeToSend(this.deadline, this.now())) {
			this.stopReason = 'deadline';
			return false;
		}
		return this.sent < this.budget || this.idleQuotaAdmits();
	}

	/** Requests left of the budget the poll may always spend. */
	get left(): number {
		return this.stopReason === undefined ? Math.max(0, this.budget - this.sent) : 0;
	}

	admit(): boolean {
		if (!this.canSend()) {
			this.stopReason ??= 'budget';
			return false;
		}
		this.sent++;
		return true;
	}

	stop(reason: 'rateLimited' | 'deadline'): void {
		this.stopReason ??= reason;
	}

	observe(headers: Record<string, unknown> | undefined): void {
		// n8n's HTTP client (axios on Node's http) gives every header name in lower case
		const remaining = Number(headers?.['ratelimit-remaining']);
		const limit = Number(headers?.['ratelimit-limit']);
		if (!Number.isFinite(remaining) || !Number.isFinite(limit) || limit <= 0) return;
		const previous = this.quota;
		this.quota = { remaining, limit };
		if (remaining < limit * QUOTA_RESERVE_SHARE) this.stopReason ??= 'lowQuota';
		// the poll's own request counts, so a remaining count that did not fall is a new window:
		// others are judged afresh from there
		if (!this.windowStart || (previous && remaining >= previous.remaining)) {
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
