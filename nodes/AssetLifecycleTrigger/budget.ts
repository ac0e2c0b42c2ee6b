import type {
	IDataObject,
	IHttpRequestOptions,
	INode,
	INodeProperties,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readFailure } from '../shared/transport/errors';

export const DEFAULT_MAX_REQUESTS_PER_POLL = 10;

/** A poll stops early once the API says fewer than this share of the quota is left. */
export const QUOTA_RESERVE_SHARE = 0.25;

export const budgetOption: INodeProperties = {
	displayName: 'Max Requests per Poll',
	name: 'maxRequestsPerPoll',
	type: 'number',
	typeOptions: { minValue: 1, numberPrecision: 0 },
	default: DEFAULT_MAX_REQUESTS_PER_POLL,
	description:
		'The most API requests one poll sends, pages and retries included (the credential’s login is counted apart). A read that needs more continues at the next poll.',
};

export type StopReason = 'budget' | 'lowQuota' | 'rateLimited';

/**
 * Counts the API requests of one poll against its budget and reads the quota the API reports.
 * Every request goes through n8n's httpRequestWithAuthentication, so counting there covers
 * pages and the transport's retries; the credential's login or refresh runs inside n8n's
 * preAuthentication with its own request helper and is not counted here.
 */
export class RequestMeter {
	sent = 0;

	stopReason?: StopReason;

	/** The API's RateLimit-Remaining and RateLimit-Limit on the last answer. */
	quota?: { remaining: number; limit: number };

	constructor(readonly budget: number) {}

	/** Whether the poll may send one more request. */
	canSend(): boolean {
		return this.stopReason === undefined && this.sent < this.budget;
	}

	get left(): number {
		return this.stopReason === undefined ? Math.max(0, this.budget - this.sent) : 0;
	}

	/** True when the poll ended because the meter stopped it (not because of a failure). */
	get stopped(): boolean {
		return this.stopReason !== undefined;
	}

	/**
	 * Counts a request about to be sent, or refuses it. The refusal is neither a 429 nor a network
	 * error, so the transport gives up on the request at once instead of waiting or retrying.
	 */
	admit(node: INode): void {
		if (this.sent >= this.budget) this.stopReason ??= 'budget';
		if (this.stopReason !== undefined) {
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
		this.quota = { remaining, limit };
		if (remaining < limit * QUOTA_RESERVE_SHARE) this.stopReason ??= 'lowQuota';
	}

	rateLimited(): void {
		this.stopReason ??= 'rateLimited';
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
		const outcome = await settle(
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
	return wrapped;
}

/** A promise's value, or the error it failed with, without a try/catch at every call. */
export async function settle<T>(
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
	const outcome = await settle(read);
	if ('value' in outcome) return outcome.value;
	if (meter.stopped) return undefined;
	throw outcome.error;
}
