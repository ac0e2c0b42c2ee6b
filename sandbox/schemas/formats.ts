/** The value formats the responses share: record ids, timestamps, dates, money, countries. */
import { z } from 'zod';

export const recordId = z.string().regex(/^\d{7}-\d+$/, 'record id <7-digit prefix>-<numeric id>');
export const isoTimestamp = z.string().datetime();
export const ymdDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const formattedDate = z
	.string()
	.regex(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, 'formatted like Nov 1, 2026');
export const money = z.string().regex(/^-?[$€£][\d,]+\.\d{2}$/, 'formatted money like $1,250.00');
export const countryRef = z.object({ name: z.string(), code: z.string().length(2) }).strict();
