/** What a control route answers, and the check of its JSON body. */
import type { z } from 'zod';

export interface ControlReply {
	status: number;
	body: unknown;
}

export const ok = (body: unknown): ControlReply => ({ status: 200, body });
export const fail = (status: number, message: string): ControlReply => ({
	status,
	body: { message },
});

/** Runs `action` on the body when it fits the schema; a 400 naming the fields otherwise. */
export function withBody<T>(
	schema: z.ZodType<T, z.ZodTypeDef, unknown>,
	body: unknown,
	action: (parsed: T) => ControlReply,
): ControlReply {
	const result = schema.safeParse(body ?? {});
	if (result.success) return action(result.data);
	return fail(
		400,
		result.error.issues
			.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
			.join('; '),
	);
}
