/** The API clients of one sandbox (one company), their permissions, and what a token check says. */

export const modules = [
	'employees',
	'departments',
	'recovery',
	'campaigns',
	'chain-of-custody',
	'legal-hold',
	'shipping',
	'wallet',
	'orders',
	'invitations',
	'assets',
	'team-users',
	'itad',
	'tickets',
	'countries',
] as const;

export interface ApiClient {
	clientId: string;
	clientSecret: string;
	permissions: Set<string>;
	expiresAt: Date;
}

export interface TokenRecord {
	clientId: string;
	expiresAt: number;
	revoked: boolean;
}

/**
 * The header an in-process test client may send to say which client presents the token (the
 * engine harness sends the credential's client id): a token of another client is then refused. A
 * real n8n sends none, and only a token of another sandbox is refused.
 */
export const PRESENTED_BY_HEADER = 'x-sandbox-client';

export type TokenCheck =
	| { ok: true; clientId: string }
	| {
			ok: false;
			message: 'Access denied: token Not Valid.' | 'Access denied: token has been revoked.';
			/** The client a token this sandbox issued belongs to (expired, revoked). */
			clientId?: string;
			/** Set when the token belongs to another client or another sandbox. */
			crossAccount?: string;
	  };

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function allPermissions(): Set<string> {
	return new Set(modules.flatMap((module) => [`${module}.read`, `${module}.write`]));
}

export function defaultClients(): Map<string, ApiClient> {
	const limited = allPermissions();
	limited.delete('chain-of-custody.read');
	limited.delete('chain-of-custody.write');
	limited.delete('wallet.write');
	const clients: ApiClient[] = [
		{
			clientId: 'sandbox-client',
			clientSecret: 'sandbox-secret',
			permissions: allPermissions(),
			expiresAt: new Date(Date.now() + YEAR_MS),
		},
		{
			clientId: 'limited-client',
			clientSecret: 'limited-secret',
			permissions: limited,
			expiresAt: new Date(Date.now() + YEAR_MS),
		},
		// more clients of the same company, for tests of several credentials side by side
		...['second', 'third'].map((name) => ({
			clientId: `${name}-client`,
			clientSecret: `${name}-secret`,
			permissions: allPermissions(),
			expiresAt: new Date(Date.now() + YEAR_MS),
		})),
		{
			clientId: 'expired-client',
			clientSecret: 'expired-secret',
			permissions: allPermissions(),
			expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
		},
	];
	return new Map(clients.map((client) => [client.clientId, client]));
}
