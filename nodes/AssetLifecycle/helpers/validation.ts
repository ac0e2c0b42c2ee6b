import type { ItemContext } from '../operation';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date that exists on the calendar. */
export function requireDate(item: ItemContext, field: string, value: string): string {
	const valid = ISO_DATE.test(value) && !isNaN(Date.parse(`${value}T00:00:00Z`));
	if (!valid || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
		throw item.invalid(field, `"${value}" is not a date in the form YYYY-MM-DD`);
	}
	return value;
}

export function requireEmail(item: ItemContext, field: string, value: string): string {
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
		throw item.invalid(field, `"${value}" is not a valid email address`);
	}
	return value;
}

export function requireMaxLength(
	item: ItemContext,
	field: string,
	value: string,
	max: number,
): string {
	if (value.length > max) {
		throw item.invalid(field, `must be at most ${max} characters (got ${value.length})`);
	}
	return value;
}

export function requireOneOf<T extends string | number>(
	item: ItemContext,
	field: string,
	value: T,
	allowed: readonly T[],
	compare: (a: T, b: T) => boolean = (a, b) => a === b,
): T {
	const match = allowed.find((candidate) => compare(candidate, value));
	if (match === undefined) {
		throw item.invalid(field, `"${value}" is not one of: ${allowed.join(', ')}`);
	}
	return match;
}

/** Phone numbers are digits only, without the country code; spaces and dashes are stripped. */
export function requirePhoneDigits(item: ItemContext, field: string, value: string): string {
	const digits = value.replace(/[\s-]/g, '');
	if (!/^\d+$/.test(digits)) {
		throw item.invalid(field, `"${value}" must contain digits only, without the country code`);
	}
	return digits;
}

export function requireCountryCode(item: ItemContext, field: string, value: string): string {
	const code = value.trim().toUpperCase();
	if (!/^[A-Z]{2}$/.test(code)) {
		throw item.invalid(field, `"${value}" is not an ISO 3166-1 alpha-2 country code (e.g. US, GB)`);
	}
	return code;
}

export function requireText(item: ItemContext, field: string, value: unknown): string {
	const textValue =
		typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
	if (!textValue) throw item.invalid(field, 'is required');
	return textValue;
}
