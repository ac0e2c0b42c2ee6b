/** The field checks the request bodies share, each naming its field in its messages. */
import { z } from 'zod';

import { COUNTRY_CODES } from '../valueLists';

export const text = (field: string) =>
	z.string({
		required_error: `${field} is required`,
		invalid_type_error: `${field} must be a string`,
	});
export const requiredText = (field: string) => text(field).trim().min(1, `${field} is required`);
export const optionalText = (field: string) => text(field).optional().nullable();
export const isoAlpha2 = (field: string) =>
	requiredText(field).refine(
		(code) => COUNTRY_CODES.includes(code.toUpperCase()),
		`${field} must be an ISO 3166-1 alpha-2 code`,
	);
export const digitsOnly = (field: string) =>
	text(field)
		.transform((value) => value.replace(/[\s-]/g, ''))
		.refine((value) => /^\d+$/.test(value), `${field} must contain digits only`);

/** Maps the spec's input aliases onto their main names before validation. */
export const withAliases = (aliases: Record<string, string>) => (input: unknown) => {
	if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
	const body = { ...(input as Record<string, unknown>) };
	for (const [alias, name] of Object.entries(aliases)) {
		if (body[name] === undefined && body[alias] !== undefined) body[name] = body[alias];
		delete body[alias];
	}
	return body;
};
