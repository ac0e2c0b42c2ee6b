import type { Failure, IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { failureOf } from './failure';
import type { ApiFailure, RequestField } from './types';
import { unreachableMessage } from './unreachable';

interface ErrorLike {
	message?: string;
	code?: string;
	httpCode?: string | null;
	response?: { status?: number; headers?: Record<string, unknown>; data?: unknown };
	cause?: ErrorLike;
	context?: { data?: unknown };
	failure?: Failure;
}

/** Reads an error thrown by n8n's request helpers (NodeApiError wrapping an HTTP client error). */
export function readFailure(error: unknown): ApiFailure {
	const outer = (error ?? {}) as ErrorLike;
	const source = outer.cause ?? outer;
	const response = source.response ?? outer.response;
	const answered = response?.status ?? (Number(outer.httpCode) || undefined);
	// A failure with a 2xx status is an answer that broke off in its body (a reset, an abort): as
	// for a connection that broke, nothing can be said of what the API did.
	const status = answered !== undefined && answered >= 200 && answered < 300 ? undefined : answered;
	return {
		status,
		headers: response?.headers,
		body: response?.data ?? outer.context?.data,
		networkCode:
			status === undefined ? (source.code ?? outer.code ?? brokenAnswer(answered)) : undefined,
		message: source.message ?? outer.message ?? 'The request failed',
		declared: typeof source.failure?.cause === 'string' ? source.failure : undefined,
	};
}

function brokenAnswer(status: number | undefined): string | undefined {
	return status === undefined ? undefined : 'ERR_BAD_RESPONSE';
}

/** The API's own text: `message` on most bodies, `error` on some. */
export function apiMessage(body: unknown): string | undefined {
	if (!body || typeof body !== 'object') return undefined;
	const { message, error } = body as IDataObject;
	if (typeof message === 'string' && message) return message;
	if (typeof error === 'string' && error) return error;
	return undefined;
}

/** One field error of a validation answer: the API's name of the field, when it gives one. */
interface FieldError {
	field?: string;
	text: string;
}

/**
 * Field errors of either validation form of the API: an array of {msg|message, path}, or a field
 * map.
 */
function fieldErrorsOf(body: unknown): FieldError[] {
	const errors = body && typeof body === 'object' ? (body as IDataObject).errors : undefined;
	if (Array.isArray(errors)) {
		return errors.map((entry) => {
			const { msg, message, path } = (entry ?? {}) as IDataObject;
			const field = Array.isArray(path) ? path.join('.') : path;
			return { field: field ? String(field) : undefined, text: String(msg ?? message ?? '') };
		});
	}
	if (errors && typeof errors === 'object') {
		return Object.entries(errors).map(([field, text]) => ({ field, text: String(text) }));
	}
	return [];
}

/**
 * A field error as text: "currency_code: must be ...", or "serial_number was refused" when the API
 * gave no text.
 */
function toldOf({ field, text }: FieldError): string {
	if (!field) return text;
	return text ? `${field}: ${text}` : `${field} was refused`;
}

/** The field errors of a validation answer as text. */
export function fieldErrors(body: unknown): string[] {
	return fieldErrorsOf(body).map(toldOf);
}

const shown = (value: unknown) =>
	typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

/**
 * A validation answer (422) told in the user's words, as the node's own checks tell theirs: each
 * error of a field the user gave names its label and the value it gave, the API's text after it
 * ("Currency: "JPY" was refused: currency_code must be one of USD, EUR, GBP"); the description
 * says what to fix and, after a write, that nothing was written (a read, such as a trigger's poll,
 * writes nothing). Undefined when the answer names none of the request's fields.
 */
function validationInUserWords(
	body: unknown,
	fields: Record<string, RequestField>,
	isWrite: boolean,
): { message: string; description: string } | undefined {
	const errors = fieldErrorsOf(body);
	const known = errors.filter(({ field }) => field !== undefined && fields[field] !== undefined);
	if (!known.length) return undefined;
	const told = known.map(({ field, text }) => {
		const { label, value } = fields[field!];
		// a text that names the value already says what was refused ('Department "X" not found')
		if (value !== undefined && value !== '' && text.includes(String(value))) {
			return text.toLowerCase().startsWith(label.toLowerCase()) ? text : `${label}: ${text}`;
		}
		const given = value === undefined || value === '' ? '' : ` ${shown(value)}`;
		return `${label}:${given} was refused${text ? `: ${text}` : ''}`;
	});
	const others = errors.filter((error) => !known.includes(error));
	const fixes = known.map(({ field }) => {
		const { label, example } = fields[field!];
		return example ? `"${label}" (e.g. ${example})` : `"${label}"`;
	});
	const description = [
		`Fix ${fixes.join(', ')}; the API refused the request${isWrite ? ', so nothing was written' : ''}.`,
		...others.map(toldOf),
	].join('\n');
	return { message: told.join('; '), description };
}

/**
 * A redirect is never followed: n8n would send the access token along to whatever host it names.
 */
function redirectMessage({ status, headers }: ApiFailure): string | undefined {
	if (status === undefined || status < 300 || status > 399) return undefined;
	const location = headers?.location;
	const target = typeof location === 'string' && location ? ` to ${location}` : '';
	return `The API answered with a redirect${target} (HTTP ${status}). It was not followed, so that the access token goes only to the credential's Base URL: check the Base URL.`;
}

const MAY_HAVE_BEEN_PROCESSED =
	'The request may have been processed. It was not repeated, so that nothing is created twice: check the platform before running this item again.';

export function toNodeApiError(
	node: INode,
	failure: ApiFailure,
	request: { method: string; itemIndex?: number; fields?: Record<string, RequestField> },
): NodeApiError {
	const { status, body } = failure;
	const isWrite = request.method !== 'GET';
	let message =
		redirectMessage(failure) ?? apiMessage(body) ?? unreachableMessage(failure) ?? failure.message;
	const details = fieldErrors(body);

	let description = details.length ? details.join('\n') : undefined;
	const inUserWords =
		status === 422 && request.fields
			? validationInUserWords(body, request.fields, isWrite)
			: undefined;
	if (inUserWords) {
		({ message, description } = inUserWords);
	} else if (status === 403) {
		const permission = (body as IDataObject | undefined)?.permission;
		description = `The API credential lacks ${permission ? `the permission ${String(permission)}` : 'a module permission'}. Grant it in the account's API-credentials settings; logging in again does not help.`;
	} else if (isWrite && (failure.networkCode !== undefined || (status ?? 0) >= 500)) {
		description = MAY_HAVE_BEEN_PROCESSED;
	}

	const errorBody: JsonObject =
		body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : { message };
	return new NodeApiError(node, errorBody, {
		message,
		description,
		httpCode: status === undefined ? undefined : String(status),
		itemIndex: request.itemIndex,
		failure: failureOf(failure),
	});
}

/**
 * A "not found" answer names what was looked for: "Recovery not found (recovery number 7)". The
 * API's own text does not say which record it did not find.
 */
export async function namingNotFound<T>(subject: string, pending: Promise<T>): Promise<T> {
	return await pending.catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') {
			error.message = `${error.message.replace(/\.$/, '')} (${subject})`;
		}
		throw error;
	});
}

/** A read of a record the API no longer knows: null instead of its "not found" (404) error. */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
	return await pending.catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') return null;
		throw error;
	});
}
