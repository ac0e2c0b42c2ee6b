import { createHash } from 'node:crypto';

import type { INode, NodeApiError } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiMessage } from './errors';
import { CONFIGURATION_INVALID } from './failure';
import type { ApiFailure, ApiRequest, ApiResponse, NotDeduplicatedWrite } from './types';
import { baseUrlCause } from './unreachable';

/**
 * How long a write whose outcome is unknown is remembered, and with it a success kept for n8n's
 * next try of the same run: long enough for Retry On Fail (at most 5 tries, 5 s apart) and for a
 * user who re-runs the workflow after reading the error, short enough that an identical write
 * sent on purpose later is not refused.
 */
export const UNCONFIRMED_WRITE_MINUTES = 15;
const UNCONFIRMED_WRITE_MS = UNCONFIRMED_WRITE_MINUTES * 60_000;

/** Each memory keeps at most this many writes, dropping the oldest: a bound on a long-lived n8n. */
export const MAX_REMEMBERED_WRITES = 10_000;

/** An attempt whose outcome is unknown: when it was sent, what it got, from which run and item. */
interface Attempt {
	at: number;
	got: string;
	run?: string;
	itemIndex?: number;
}

/** A success kept for the next tries of its run. */
interface Success {
	at: number;
	response: ApiResponse;
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

/**
 * Every write the API does not deduplicate, remembered by what it sent (the account, method, path,
 * query and body, hashed): one whose outcome is unknown holds the same write back for
 * UNCONFIRMED_WRITE_MINUTES, so that n8n's Retry On Fail or a re-run does not create the record
 * a second time; a success of a run whose node n8n retries is kept for that run's next tries,
 * which rerun every item: the item gets its answer again rather than a second record.
 *
 * Module-level (one per n8n process) because n8n's retries, and the runs a user starts on the same
 * instance, run in this process and share nothing else with each other. Another process (a
 * queue-mode worker, n8n after a restart) does not know of it.
 */
export class UnconfirmedWrites {
	private readonly attempts = new Map<string, Attempt>();
	private readonly successes = new Map<string, Success>();

	constructor(private readonly now: () => number = () => Date.now()) {}

	/**
	 * A write about to be sent to the account `accountKey`: throws if the same write is held back;
	 * otherwise what to do with its outcome, or the answer an earlier try of the same run got.
	 */
	begin(
		node: INode,
		accountKey: string,
		request: ApiRequest,
		write: NotDeduplicatedWrite,
	): PendingWrite {
		const now = this.now();
		forgetBefore(this.attempts, now - UNCONFIRMED_WRITE_MS);
		forgetBefore(this.successes, now - UNCONFIRMED_WRITE_MS);
		const { itemIndex } = request;
		const sentKey = sentKeyOf(accountKey, request);
		const tryKey = write.run === undefined ? undefined : `${write.run}#${itemIndex}#${sentKey}`;

		const kept = tryKey === undefined ? undefined : this.successes.get(tryKey);
		if (kept) return { keptResponse: kept.response, answered() {}, failed() {} };

		const attempt = this.attempts.get(sentKey);
		const sameTry =
			attempt !== undefined &&
			attempt.run !== undefined &&
			attempt.run === write.run &&
			attempt.itemIndex === itemIndex;
		// The option sends a write despite an attempt of another run, never again the attempt of this
		// very try, which n8n's Retry On Fail repeats.
		if (attempt && (sameTry || !write.sendAnyway.on)) {
			throw heldBack(node, write, attempt, now, itemIndex, sameTry);
		}

		return {
			answered: (response) => {
				this.attempts.delete(sentKey);
				if (tryKey !== undefined && write.retried) {
					remember(this.successes, tryKey, { at: this.now(), response });
				}
			},
			failed: (failure, error) => {
				if (!outcomeUnknown(failure)) return;
				remember(this.attempts, sentKey, {
					at: now,
					got: gotOf(failure),
					run: write.run,
					itemIndex,
				});
				error.description = `${error.description ?? ''} ${heldBackNote(write)}`.trim();
			},
		};
	}
}

/** What the transport does with one write's outcome (`begin`). */
export interface PendingWrite {
	/** The answer an earlier try of the same run got: the write is not sent again. */
	keptResponse?: ApiResponse;
	answered(response: ApiResponse): void;
	/** The write failed with `failure`, which `error` reports. */
	failed(failure: ApiFailure, error: NodeApiError): void;
}

/** The write as sent, hashed: the account, method, path, query and body. */
function sentKeyOf(accountKey: string, { method, path, qs, body }: ApiRequest): string {
	const sent = JSON.stringify([accountKey, method, path, qs ?? null, body ?? null]);
	return createHash('sha256').update(sent).digest('base64');
}

function remember<T extends { at: number }>(map: Map<string, T>, key: string, value: T): void {
	// deleted first, so that the map's order stays the order of `at`
	map.delete(key);
	map.set(key, value);
	if (map.size > MAX_REMEMBERED_WRITES) map.delete(map.keys().next().value!);
}

function forgetBefore(map: Map<string, { at: number }>, oldest: number): void {
	for (const [key, { at }] of map) {
		if (at >= oldest) return;
		map.delete(key);
	}
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
