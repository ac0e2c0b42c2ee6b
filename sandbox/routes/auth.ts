/** Login, refresh and revoke of the access token. */
import { requests } from '../schemas';
import type { RouteDefinition } from '../http';
import { reply } from '../http';

export const authRoutes: RouteDefinition[] = [
	{
		method: 'POST',
		path: '/auth/login',
		auth: false,
		handler: (context) => {
			const parsed = requests.login.safeParse(context.body ?? {});
			if (!parsed.success) return reply(422, { message: 'client_id & client_secret are required' });
			const { client_id: clientId, client_secret: clientSecret } = parsed.data;
			context.clientId = clientId;
			const client = context.sandbox.clients.get(clientId);
			if (
				!client ||
				client.clientSecret !== clientSecret ||
				client.expiresAt.getTime() <= context.sandbox.clock.now()
			) {
				return reply(401, { message: 'Invalid credentials' });
			}
			return reply(200, {
				message: 'Login successful',
				token: context.sandbox.issueToken(clientId),
			});
		},
	},
	{
		method: 'POST',
		path: '/refresh-token',
		auth: false,
		handler: (context) => {
			const parsed = requests.refreshToken.safeParse(context.body ?? {});
			if (!parsed.success) {
				return reply(422, {
					success: false,
					message: 'refresh_token is required',
					errors: { refresh_token: 'refresh_token is required' },
				});
			}
			const sandbox = context.sandbox;
			const check = sandbox.checkToken(parsed.data.refresh_token, true);
			if (!check.ok) {
				context.crossAccount = check.crossAccount;
				return reply(401, { success: false, message: check.message });
			}
			context.clientId = check.clientId;
			const client = sandbox.clients.get(check.clientId);
			if (!client || client.expiresAt.getTime() <= sandbox.clock.now()) {
				return reply(401, { success: false, message: 'Access denied: token Not Valid.' });
			}
			sandbox.revokeToken(parsed.data.refresh_token);
			return reply(200, {
				success: true,
				message: 'Token refreshed',
				token: sandbox.issueToken(check.clientId),
				expires_in: sandbox.settings.tokenTtlSeconds,
			});
		},
	},
	{
		method: 'DELETE',
		path: '/auth/token',
		handler: (context) => {
			if (context.token) context.sandbox.revokeToken(context.token);
			return reply(200, { success: true, message: 'Token revoked successfully' });
		},
	},
];
