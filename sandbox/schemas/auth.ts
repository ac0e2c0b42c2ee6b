/** Login, refresh and revoke. */
import { z } from 'zod';

const login = z.object({
	client_id: z.string().min(1),
	client_secret: z.string().min(1),
});

const refreshToken = z.object({ refresh_token: z.string().min(1) });

export const authRequests = { login, refreshToken };

export const authResponses = {
	login: z.object({ message: z.string(), token: z.string().min(1) }).strict(),
	refresh: z
		.object({
			success: z.literal(true),
			message: z.literal('Token refreshed'),
			token: z.string().min(1),
			expires_in: z.number().int(),
		})
		.strict(),
	revoke: z.object({ success: z.literal(true), message: z.string() }).strict(),
};
