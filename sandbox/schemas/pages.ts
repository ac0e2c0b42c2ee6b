/** The page envelope of the list responses. */
import { z } from 'zod';

export const commonPage = {
	current_page: z.number().int(),
	total_pages: z.number().int(),
	total: z.number().int(),
	per_page: z.number().int(),
	from: z.number().int().nullable(),
	to: z.number().int().nullable(),
};
export const listEnvelope = <K extends string, T extends z.ZodTypeAny>(key: K, item: T) =>
	z
		.object({ success: z.literal(true), message: z.string(), ...commonPage })
		.extend({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>)
		.strict();
