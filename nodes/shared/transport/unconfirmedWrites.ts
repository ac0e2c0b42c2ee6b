import { createHash } from 'node:crypto';

import type { INode, NodeApiError } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiMessage } from './errors';
import { CONFIGURATION_INVALID } from './failure';
import type { RunTally } from './runTally';
import type { ApiFailure, ApiRequest, NotDeduplicatedWrite } from './types';
import { baseUrlCause } from './unreachable';

/**
 * How long a write is remembered: one whose outcome is unknown, and one placed by a run whose
 * output n8n has not shown. Long enough for Retry On Fail (at most 5 tries, 5 s apart) and for a
 * user who runs the workflow again after reading the error; short enough that an identical write
 * sent on purpose later is sent.
 */
export const UNCONFIRMED_WRITE_MINUTES = 15;
const UNCONFIRMED_WRITE_MS = UNCONFIRMED_WRITE_MINUTES * 60_000;

/** Each kind of write is remembered at most this many times, the oldest dropped. */
const MAX_REMEMBERED_WRITES = 10_000;

/** An attempt whose outcome is unknown: when it was sent, what it got, from which run and item. */
interface Attempt {
	at: number;
	got: string;
	run?: string;
	itemIndex?: number;
}

/**
 * A write the API accepted: its answer (as the transport read it), in the run that sent it or last
 * gave its answer again.
 */
interface Placed {
	at: number;
	response: unknown;
	run: string;
	sentKey: string;
}

/**
 * Whether a write that failed this way may have been processed: the API answered a server error,
 * or the connection broke or timed out once it was open. Not a 4xx (a refusal: nothing was
 * written; a 429 says so), not a failed login (declared by the credential: the write was not sent),
 * not a connection that never opened (a host not found, refused, a certificate refused).
 */
function outcomeUnknown(failure: ApiFailure): boolean {
	if (failure.declared) return false;
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.networkCode !== undefined && baseUrlCause(failure.networkCode) === undefined;
}

/** What the attempt got, for the message: "HTTP 500 (An unexpected error occurred)". */
function gotOf(failure: ApiFailure): string {
	if (failure.status === undefined) return `no answer (${failure.message})`;
	const text = apiMessage(failure.body);
	return `HTTP ${failure.status}${text ? ` (${text})` : ''}`;
}

/** How long ago, in words: "less than a second", "40 s", "3 minutes". */
function ago(ms: number): string {
	const seconds = Math.round(ms / 1000);
	if (seconds < 1) return 'less than a second';
	return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} minutes`;
}

const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

/** What the transport does with one request's outcome (`begin`), its answer read as a `T`. */
export interface PendingWrite<T> {
	/** The answer the same write got before: it is not sent again. */
	keptResponse?: T;
	/** Whether that answer was got by an earlier run, which failed afterwards. */
	placedByEarlierRun: boolean;
	answered(response: T): void;
	/** The request failed with `failure`: the error that reports it, to throw. */
	failed(failure: ApiFailure, error: NodeApiError): NodeApiError;
}

/** A request whose outcome is not remembered: a read, a write the API deduplicates. */
const NOTHING_TO_REMEMBER = {
	placedByEarlierRun: false,
	answered() {},
	failed: (_failure: ApiFailure, error: NodeApiError) => error,
};

/**
 * Every write the API does not deduplicate, remembered by what it sent (the account, method, path,
 * query and body, hashed), so that n8n's Retry On Fail or a user's re-run does not create its
 * record a second time:
 * - a write whose outcome is unknown holds the same write back for UNCONFIRMED_WRITE_MINUTES;
 * - a write the API accepted is given its answer again, not sent, when the same run sends it again
 *   (n8n's Retry On Fail reruns every item of the node) or, once that run failed (its output was
 *   lost with its error), when a later run sends the same write: once for each time it was placed.
 * A write the API accepted in a run that succeeded holds nothing back: its output was shown, and
 * the same write sent again is a new record the user asks for.
 *
 * Module-level (one per n8n process) because n8n's retries, and the runs a user starts on the same
 * instance, run in this process and share nothing else with each other. Another process (a
 * queue-mode worker, n8n after a restart) does not know of it.
 */
export class UnconfirmedWrites {
	/** By what was sent. */
	private readonly attempts = new Map<string, Attempt>();
	/** By run, item and what was sent. */
	private readonly placedInRun = new Map<string, Placed>();
	/** By what was sent: placed by runs that failed afterwards, in the order they were placed. */
	private readonly placedNotShown = new Map<string, Placed[]>();

	constructor(
		private readonly now: () => number = () => Date.now(),
		private readonly maxRemembered = MAX_REMEMBERED_WRITES,
	) {}

	/**
	 * A write about to be sent to the account `accountKey`: throws if the same write is held back;
	 * otherwise what to do with its outcome, or the answer it got before (then it is not sent).
	 */
	begin<T>(
		node: INode,
		accountKey: string,
		request: ApiRequest,
		write: NotDeduplicatedWrite,
	): PendingWrite<T> {
		const now = this.now();
		this.forgetOlderThan(now - UNCONFIRMED_WRITE_MS);
		const { itemIndex } = request;
		const { run } = write;
		const sentKey = sentKeyOf(accountKey, request);
		const runKey = run === undefined ? undefined : `${run}#${itemIndex}#${sentKey}`;
		const keep = (response: unknown) => {
			if (run === undefined || runKey === undefined) return;
			this.remember(this.placedInRun, runKey, { at: this.now(), response, run, sentKey });
		};

		const placed =
			(runKey === undefined ? undefined : this.placedInRun.get(runKey)) ??
			this.placedNotShown.get(sentKey)?.shift();
		if (placed) {
			keep(placed.response);
			return {
				...NOTHING_TO_REMEMBER,
				keptResponse: placed.response as T,
				placedByEarlierRun: placed.run !== run,
			};
		}

		const attempt = this.attempts.get(sentKey);
		const sameTry =
			attempt !== undefined &&
			attempt.run !== undefined &&
			attempt.run === run &&
			attempt.itemIndex === itemIndex;
		// The option sends a write despite an attempt of another run, never again the attempt of
		// this very try, which n8n's Retry On Fail repeats.
		if (attempt && (sameTry || !write.sendAnyway.on)) {
			throw heldBack(node, write, attempt, now, itemIndex, sameTry);
		}

		return {
			placedByEarlierRun: false,
			answered: (response) => {
				this.attempts.delete(sentKey);
				keep(response);
			},
			failed: (failure, error) => {
				if (!outcomeUnknown(failure)) return error;
				this.remember(this.attempts, sentKey, { at: now, got: gotOf(failure), run, itemIndex });
				error.description = `${error.description ?? ''} ${heldBackNote(write)}`.trim();
				return error;
			},
		};
	}

	/**
	 * The node's run failed: n8n shows none of its output, so what it placed is given again to the
	 * next run that sends the same write, rather than placed a second time.
	 */
	runFailed(run: string): void {
		for (const [key, placed] of this.placedInRun) {
			if (placed.run !== run) continue;
			this.placedInRun.delete(key);
			const notShown = this.placedNotShown.get(placed.sentKey) ?? [];
			this.remember(this.placedNotShown, placed.sentKey, [...notShown, placed]);
		}
	}

	private remember<T>(map: Map<string, T>, key: string, value: T): void {
		// deleted first, so that the first key is always the one remembered longest ago
		map.delete(key);
		map.set(key, value);
		if (map.size > this.maxRemembered) map.delete(map.keys().next().value!);
	}

	private forgetOlderThan(oldest: number): void {
		forgetBefore(this.attempts, oldest);
		forgetBefore(this.placedInRun, oldest);
		for (const [key, placed] of this.placedNotShown) {
			const recent = placed.filter(({ at }) => at >= oldest);
			if (recent.length) this.placedNotShown.set(key, recent);
			else this.placedNotShown.delete(key);
		}
	}
}

/** The write as sent, hashed: the account, method, path, query and body. */
function sentKeyOf(accountKey: string, { method, path, qs, body }: ApiRequest): string {
	const sent = JSON.stringify([accountKey, method, path, qs ?? null, body ?? null]);
	return createHash('sha256').update(sent).digest('base64');
}

/** Drops the values remembered before `oldest` (all of them are looked at: a clock may go back). */
function forgetBefore(map: Map<string, { at: number }>, oldest: number): void {
	for (const [key, { at }] of map) if (at < oldest) map.delete(key);
}

/** Said in the error of the attempt itself, so that the next run's refusal is no surprise. */
function heldBackNote({ record, listedBy }: NotDeduplicatedWrite): string {
	return `The same ${record} sent again within ${UNCONFIRMED_WRITE_MINUTES} minutes (Retry On Fail, a re-run) is held back until you check with ${listedBy} whether it went through.`;
}

function heldBack(
	node: INode,
	write: NotDeduplicatedWrite,
	attempt: Attempt,
	now: number,
	itemIndex: number | undefined,
	sameTry: boolean,
): NodeOperationError {
	const { record, operation, listedBy, sendAnyway } = write;
	const toSend =
		sameTry && sendAnyway.on
			? `"${sendAnyway.label}" is on, but that attempt was made by this same run, which n8n's Retry On Fail repeats: run the node again to send it.`
			: `If it did not, turn on "${sendAnyway.label}" and run the node again.`;
	return new NodeOperationError(
		node,
		`Held back: the same ${record} was sent ${ago(now - attempt.at)} ago and may have gone through`,
		{
			itemIndex,
			description: [
				`${operation} sent this same ${record} (the same fields, to the same account) at ${instant(attempt.at)} and got ${attempt.got}, so it may have gone through. The API does not deduplicate ${record}s: sending it again could create a second one, so it was not sent.`,
				`Check with ${listedBy} whether it went through. ${toSend}`,
				`The node holds the same ${record} back for ${UNCONFIRMED_WRITE_MINUTES} minutes after such an answer, in this n8n process only: another queue-mode worker, or n8n after a restart, does not know of it.`,
			].join(' '),
			failure: CONFIGURATION_INVALID,
		},
	);
}

/** The memory of this n8n process (see UnconfirmedWrites). */
export const unconfirmedWrites = new UnconfirmedWrites();

/**
 * A request about to be sent: for a write the API does not deduplicate, `begin` of this process's
 * memory, an answer given again by an earlier, failed run counted in the run's tally.
 */
export function beginWrite<T>(
	node: INode,
	accountKey: string,
	request: ApiRequest,
	tally: RunTally,
): PendingWrite<T> {
	if (!request.notDeduplicated) return NOTHING_TO_REMEMBER;
	const write = unconfirmedWrites.begin<T>(node, accountKey, request, request.notDeduplicated);
	if (write.placedByEarlierRun) tally.madeByFailedRuns += 1;
	return write;
}
