/** Shared vocabulary of the route modules: context, replies, validation forms, pagination. */
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { Sandbox } from './state';

export interface Context {
	sandbox: Sandbox;
	req: IncomingMessage;
	params: Record<string, string>;
	query: URLSearchParams;
	body: unknown;
	clientId: string | null;
	token: string | null;
	/** Set by a route that refused a token of another client or sandbox (refresh). */
	crossAccount?: string;
}

export interface Reply {
	status: number;
	body: unknown;
	headers?: Record<string, string>;
}

export type Handler = (context: Context) => Reply;

export interface RouteDefinition {
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Template relative to /api/v1, e.g. `/employees/:id`. */
	path: string;
	/** `<module>.<read|write>`; omitted on the auth routes. */
	permission?: string;
	/** Whether a bearer token is needed (all but login and refresh). */
	auth?: boolean;
	/** 401 bodies of this endpoint omit `success` (the spec: "a few endpoints omit success"). */
	bareUnauthorized?: boolean;
	handler: Handler;
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
	status,
	body,
	headers,
});

export const notFound = (message: string): Reply => reply(404, { success: false, message });

const issuePath = (path: (string | number)[]) =>
	path.reduce<string>(
		(out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part),
		'',
	);

/**
 * The array form of the validation error body:
 * `{ success:false, message:'Validation failed', errors:[{type,msg,path,location}] }`.
 */
export function validationArray(error: z.ZodError, body: unknown): Reply {
	const seen = new Set<string>();
	const errors = [];
	for (const issue of error.issues) {
		const path = issuePath(issue.path);
		if (seen.has(path)) continue;
		seen.add(path);
		const value = valueAt(body, issue.path);
		errors.push({
			type: 'field',
			...(value === undefined ? {} : { value }),
			msg: issue.message,
			path,
			location: 'body',
		});
	}
	return reply(422, { success: false, message: 'Validation failed', errors });
}

/**
 * The field-map form of the validation error body:
 * `{ success:false, message:'Validation failed', errors:{ field: text } }`.
 */
export function validationFieldMap(error: z.ZodError): Reply {
	return reply(422, { success: false, message: 'Validation failed', errors: fieldMap(error) });
}

export function fieldMap(error: z.ZodError): Record<string, string> {
	const errors: Record<string, string> = {};
	for (const issue of error.issues) {
		const path = issuePath(issue.path) || 'body';
		if (!(path in errors)) errors[path] = issue.message;
	}
	return errors;
}

function valueAt(body: unknown, path: (string | number)[]): unknown {
	let current = body;
	for (const part of path) {
		if (!current || typeof current !== 'object') return undefined;
		current = (current as Record<string | number, unknown>)[part];
	}
	return current;
}

export interface Page {
	page: number;
	limit: number;
	offset: number;
}

/** Reads page and limit: bad values take the defaults, a limit above the maximum is capped. */
export function readPage(query: URLSearchParams, defaultLimit: number, maxLimit: number): Page {
	const page = positiveInt(query.get('page')) ?? 1;
	const limit = Math.min(positiveInt(query.get('limit')) ?? defaultLimit, maxLimit);
	return { page, limit, offset: (page - 1) * limit };
}

function positiveInt(value: string | null): number | undefined {
	if (value === null || !/^\d+$/.test(value.trim())) return undefined;
	const parsed = Number(value);
	return parsed >= 1 ? parsed : undefined;
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/** The common pagination envelope: current_page, total_pages, total, per_page, from, to. */
export function commonPage(total: number, page: Page, shown: number) {
	return {
		current_page: page.page,
		total_pages: totalPages(total, page.limit),
		total,
		per_page: page.limit,
		from: shown > 0 ? page.offset + 1 : null,
		to: shown > 0 ? page.offset + shown : null,
	};
}

/**
 * A list of the endpoints the spec names without their items: success, message, the result key
 * and the common envelope.
 */
/** One page of `records` under `key`, with the common pagination envelope. */
export function pageBody<T, R>(
	key: string,
	records: readonly T[],
	page: Page,
	shape: (record: T) => R,
): Record<string, unknown> {
	const slice = records.slice(page.offset, page.offset + page.limit).map(shape);
	return { [key]: slice, ...commonPage(records.length, page, slice.length) };
}

export function listReply<T, R>(
	key: string,
	records: readonly T[],
	page: Page,
	shape: (record: T) => R,
	message = 'Data fetched successfully',
): Reply {
	return reply(200, { success: true, message, ...pageBody(key, records, page, shape) });
}

export function isRecordId(value: string): boolean {
	return /^\d{7}-\d+$/.test(value);
}

/** YYYY-MM-DD or MM/DD/YYYY to YYYY-MM-DD; undefined when neither. */
export function parseFlexibleDate(value: string): string | undefined {
	let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (match) return isRealDate(+match[1], +match[2], +match[3]) ? value : undefined;
	match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
	if (match && isRealDate(+match[3], +match[1], +match[2])) {
		return `${match[3]}-${match[1]}-${match[2]}`;
	}
	return undefined;
}

function isRealDate(year: number, month: number, day: number): boolean {
	const date = new Date(Date.UTC(year, month - 1, day));
	return (
		date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
	);
}
