/**
 * The value layer both nodes use: each check takes what a user or the API gave and returns the
 * value to send or keep, or throws an InvalidValue whose message completes "<field>: ...". The
 * caller names the field (the action node's items do it through `ItemContext.check`).
 */
import { CURRENCY_CODES } from './options';

export class InvalidValue extends Error {}

/** Trimmed text; empty, null and undefined become undefined. */
export function optionalText(value: unknown): string | undefined {
	if (value === undefined || value === null) return undefined;
	const text = String(value).trim();
	return text ? text : undefined;
}

/** An answer's text as it came; empty, null and undefined become null (the outputs' "no value"). */
export function textOrNull(value: unknown): string | null {
	return value === undefined || value === null || value === '' ? null : String(value);
}

export function requiredText(value: unknown): string {
	const text = optionalText(value);
	if (text === undefined) throw new InvalidValue('is required');
	return text;
}

/** Whether year, month (1-12) and day name a day on the calendar (Date.UTC rolls Feb 30 over). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
	const date = new Date(Date.UTC(year, month - 1, day));
	return (
		date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
	);
}

/** A YYYY-MM-DD date that exists on the calendar. */
export function calendarDate(value: string): string {
	const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!parts || !isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))) {
		throw new InvalidValue(`"${value}" is not a date in the form YYYY-MM-DD`);
	}
	return value;
}

/** YYYY-MM-DD or MM/DD/YYYY (the label list accepts both) as YYYY-MM-DD, on the calendar. */
export function calendarDateOrUsDate(value: string): string {
	const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	const mdy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
	const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : mdy ? [mdy[3], mdy[1], mdy[2]] : undefined;
	if (!parts || !isCalendarDay(Number(parts[0]), Number(parts[1]), Number(parts[2]))) {
		throw new InvalidValue(
			`"${value}" is not a date in the form YYYY-MM-DD or MM/DD/YYYY (e.g. {{ $now.toFormat('yyyy-MM-dd') }})`,
		);
	}
	return parts.join('-');
}

const ISO_8601 =
	/^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time whose day is on the calendar. */
export function isoTimestamp(value: string): string {
	const parts = ISO_8601.exec(value);
	const valid =
		parts &&
		!isNaN(Date.parse(value)) &&
		isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
	if (!valid) {
		throw new InvalidValue(
			`"${value}" is not an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z`,
		);
	}
	return value;
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function email(value: string): string {
	if (!isEmail(value)) throw new InvalidValue(`"${value}" is not a valid email address`);
	return value;
}

/** Phone numbers are digits only, without the country code; spaces and dashes are stripped. */
export function phoneDigits(value: string): string {
	const digits = value.replace(/[\s-]/g, '');
	if (!/^\d+$/.test(digits)) {
		throw new InvalidValue(`"${value}" must contain digits only, without the country code`);
	}
	return digits;
}

/** An ISO 3166-1 alpha-2 country code, upper-cased. */
export function countryCode(value: string): string {
	const code = value.trim().toUpperCase();
	if (!/^[A-Z]{2}$/.test(code)) {
		throw new InvalidValue(`"${value}" is not an ISO 3166-1 alpha-2 country code (e.g. US, GB)`);
	}
	return code;
}

/** An ISO 4217 currency code in use, upper-cased: a typo ("UDS") would match no transaction. */
export function currencyCode(value: string): string {
	const code = value.trim().toUpperCase();
	if (!CURRENCY_CODES.includes(code)) {
		throw new InvalidValue(`"${value}" is not an ISO 4217 currency code (e.g. USD, EUR, GBP)`);
	}
	return code;
}

/** The allowed value that matches (with `compare`, e.g. ignoring case). */
export function oneOf<T extends string | number>(
	allowed: readonly T[],
	compare: (a: T, b: T) => boolean = (a, b) => a === b,
): (value: T) => T {
	return (value) => {
		const match = allowed.find((candidate) => compare(candidate, value));
		if (match === undefined) {
			throw new InvalidValue(`"${value}" is not one of: ${allowed.join(', ')}`);
		}
		return match;
	};
}

export const sameIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function maxLength(max: number): (value: string) => string {
	return (value) => {
		if (value.length > max) {
			throw new InvalidValue(`must be at most ${max} characters (got ${value.length})`);
		}
		return value;
	};
}

export function lettersAndSpaces(value: string): string {
	if (!/^[\p{L} ]+$/u.test(value)) throw new InvalidValue('may contain letters and spaces only');
	return value;
}

export function wholeNumberAtLeastOne(value: unknown): number {
	const number = Number(value);
	if (!Number.isInteger(number) || number < 1) {
		throw new InvalidValue('must be a whole number of at least 1');
	}
	return number;
}
