/**
 * What a fixture did, as its recording keeps it: per run, the requests it sent (logins and token
 * refreshes included) and what it gave the workflow (the action node's outputs or error, the
 * trigger's events and the static data n8n saved). Only what differs from run to run without the
 * node doing anything different is replaced: the tokens the API issued (`<token:1>`, in the order
 * it issued them) and the loopback addresses of the run (`{origin}` for the credential's, the
 * sandbox's `{files}` where label files live). The clock is stopped for every run (runner.ts), so
 * timestamps are kept as they are.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { LoggedRequest } from '../sandboxControl';
import { OTHER_WORKFLOW_PATH, type Exchange } from './relay';

export interface RecordedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	body?: unknown;
	/** The Authorization header as sent (`Bearer <token:1>`); absent when none was. */
	auth?: string;
	status: number;
}

/** A binary property as n8n keeps it, without its data (a label PDF's name, type and size). */
export interface RecordedBinary {
	mimeType?: string;
	fileName?: string;
	fileExtension?: string;
	fileSize?: string;
}

export interface RecordedItem {
	json: IDataObject;
	pairedItem?: unknown;
	binary?: Record<string, RecordedBinary>;
}

/** The error that stopped the node or failed the poll, as n8n records it. */
export interface RecordedError {
	message: string;
	description?: string;
	httpCode?: string;
}

export interface RecordedRun {
	/** `run`, `run 2`; the trigger's `first poll`, `second poll`... */
	run: string;
	requests: RecordedRequest[];
	/** The action node: every output (the main one; the error output last when it has one). */
	outputs?: RecordedItem[][];
	error?: RecordedError;
	/** The trigger: the events of the poll (json of each), null when it emitted none. */
	emitted?: IDataObject[] | null;
	/** The trigger: the node's static data as n8n saved it after the poll. */
	staticData?: IDataObject;
}

export interface Recording {
	/** The runs in UTC. */
	runs: RecordedRun[];
	/** The runs in another time zone, only where they differ from UTC's. */
	timeZones?: Record<string, RecordedRun[]>;
}

/** Names for what varies from run to run: the issued tokens and the loopback origins. */
export interface Volatile {
	tokens: string[];
	origins: Record<string, string>;
}

/** Replaces every issued token and loopback origin inside a value by its name. */
export function named<T>(value: T, volatile: Volatile): T {
	if (typeof value === 'string') {
		let text: string = value;
		volatile.tokens.forEach((token, index) => {
			text = text.split(token).join(`<token:${index + 1}>`);
		});
		for (const [origin, name] of Object.entries(volatile.origins)) {
			text = text.split(origin).join(name);
		}
		return text as T;
	}
	if (Array.isArray(value)) return value.map((item: unknown) => named(item, volatile)) as T;
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, named(item, volatile)]),
		) as T;
	}
	return value;
}

const isFile = (entry: LoggedRequest) => entry.path.startsWith('/files/');

/**
 * The requests of a run in the order the sandbox received them: each API request as the relay
 * saw it leave the node, and each label-file download (sent to the file's own host, not through
 * the credential's Base URL) from the sandbox's log, with whether it carried a token.
 */
export function recordedRequests(exchanges: Exchange[], log: LoggedRequest[]): RecordedRequest[] {
	const pending = [...exchanges];
	const requests: RecordedRequest[] = [];
	for (const entry of log) {
		if (entry.path === OTHER_WORKFLOW_PATH) continue;
		if (isFile(entry)) {
			const { method, path, query, status } = entry;
			requests.push({
				method,
				path,
				query,
				...(entry.hasAuthorization ? { auth: 'Bearer (a token)' } : {}),
				status,
			});
			continue;
		}
		const index = pending.findIndex(
			(exchange) => exchange.method === entry.method && exchange.forwardedPath === entry.path,
		);
		if (index !== -1) requests.push(fromExchange(pending.splice(index, 1)[0]));
	}
	return [...requests, ...pending.map(fromExchange)];
}

function fromExchange({ method, path, query, body, authorization, status }: Exchange) {
	return {
		method,
		path,
		query,
		...(body === undefined ? {} : { body }),
		...(authorization ? { auth: authorization } : {}),
		status,
	};
}

/** An output item as recorded: its json, pairing and binary properties without their data. */
export function recordedItem(item: INodeExecutionData): RecordedItem {
	const binary = item.binary
		? Object.fromEntries(
				Object.entries(item.binary).map(([property, data]) => [
					property,
					{
						mimeType: data.mimeType,
						fileName: data.fileName,
						fileExtension: data.fileExtension,
						fileSize: data.fileSize,
					},
				]),
			)
		: undefined;
	return {
		json: item.json,
		...(item.pairedItem === undefined ? {} : { pairedItem: item.pairedItem }),
		...(binary ? { binary } : {}),
	};
}
