import type {
	Failure,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';

import type { RunTally } from './runTally';

/** n8n's functions of the run a request belongs to: an execution, a dropdown, a trigger's poll. */
export type ApiContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

/**
 * A time by which every request of a caller must have ended, and how long each may wait for its
 * answer. A trigger's poll has one, so that pacing, retries and slow answers never carry a poll
 * past n8n's scheduler deadline.
 */
export interface Deadline {
	at: number;
	answerTimeoutMs: number;
}

/**
 * What admits each request of a caller, and when every request must have ended: a trigger poll's
 * meter (its budget, the quota's reserve, a 429, its deadline). A request it stops is not sent, or
 * after a 429 not sent again: the transport answers undefined, and the meter knows why.
 */
export interface Meter {
	readonly deadline: Deadline;
	/** Whether one more request may be sent; false once the meter has stopped. */
	canSend(): boolean;
	/** Counts a request about to be sent; false when it may not be (it is then not sent). */
	admit(): boolean;
	/** Reads the quota left from an answer's RateLimit-* headers. */
	observe(headers: Record<string, unknown> | undefined): void;
	/** Stops every further request: the API answered 429, or the deadline leaves no time. */
	stop(reason: 'rateLimited' | 'deadline'): void;
}

interface Caller {
	readonly functions: ApiContext;
	readonly tally?: RunTally;
}

/** A caller whose requests a meter admits: a trigger's poll. */
export interface MeteredCaller extends Caller {
	readonly meter: Meter;
}

/**
 * What every request of the transport is sent for: n8n's functions of the run (the credential,
 * the node, the request helper); the run's tally, when the caller tells it (the action node's
 * execution hints); and, in a trigger's poll, the poll's meter.
 */
export type ApiCaller = MeteredCaller | (Caller & { readonly meter?: undefined });

/**
 * What a read answers a caller: for a metered one, undefined when its meter stopped the read (and
 * so for a caller that may be either).
 */
export type Answer<C extends ApiCaller, T> = C extends MeteredCaller ? T | undefined : T;

export interface ApiRequest {
	method: IHttpRequestMethods;
	/** Path after /api/v1, with ids already encoded by `pathSegment`. */
	path: string;
	/** A file the API links to, on its own host: asked for at this URL, not at `path`. */
	url?: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
	/**
	 * The fields as the user knows them, by their API name: the label of the parameter and the
	 * value it gave. A 422 that names one of them says so in the user's words.
	 */
	fields?: Record<string, RequestField>;
	/** A write the API does not deduplicate: remembered by what it sent (unconfirmedWrites.ts). */
	notDeduplicated?: NotDeduplicatedWrite;
}

/**
 * A write the API does not deduplicate (each request that reaches it creates another record),
 * as the action node declares it on the request: the words of its messages, whether the user
 * chose to send it despite an earlier attempt, and the node run it belongs to.
 */
export interface NotDeduplicatedWrite {
	/** What the write creates: "order", "shipping label". */
	record: string;
	/** The operation that sends it, as the user finds it: "Order → Create". */
	operation: string;
	/** The operation that lists these records, where the user checks: "Order → Get Many". */
	listedBy: string;
	/** The option that sends the write despite an earlier attempt: its label, whether it is on. */
	sendAnyway: { label: string; on: boolean };
	/**
	 * The node's run the write belongs to (execution, node, run index), which n8n's Retry On Fail
	 * runs again as it was; undefined when n8n gives the run no execution id.
	 */
	run?: string;
}

/** A field of a request as the user knows it (see ApiRequest.fields). */
export interface RequestField {
	label: string;
	value?: unknown;
	/** The form a value takes (e.g. 4829173-10001), for an API text that does not say. */
	example?: string;
}

export interface ApiResponse {
	body: IDataObject;
	/** Response headers, names in lower case (the trigger reads the API's clock from `date`). */
	headers: Record<string, unknown>;
}

/** n8n's answer to a request (`returnFullResponse`), before the transport reads it. */
export interface HttpAnswer {
	body: unknown;
	headers: Record<string, unknown>;
	statusCode: number;
}

/**
 * How a request's answer is read: the options that ask for it (JSON, or a file's bytes), and what
 * an answer gives the caller, or the failure it is.
 */
export interface AnswerReader<T> {
	options: Partial<IHttpRequestOptions>;
	read(answer: HttpAnswer, request: ApiRequest): { got: T } | { failure: ApiFailure };
}

/** What a failed request left us: the HTTP answer if there was one, else the network error. */
export interface ApiFailure {
	status?: number;
	headers?: Record<string, unknown>;
	body?: unknown;
	networkCode?: string;
	message: string;
	/** What the credential's login declared when it failed (see its LoginFailed). */
	declared?: Failure;
}
