/**
 * What the transport did for one run of a node: the time it waited on the API's rate limit, the
 * 429s it met, the answers it got, the token renewals its requests needed. The caller that tells
 * them (the action node, in its execution hints) hands its tally to every request it sends.
 */
export interface RunTally {
	rateLimitWaitMs: number;
	refusals: number;
	answers: number;
	logins: number;
	refreshes: number;
	/** Writes not sent: an earlier run had made them, then failed (unconfirmedWrites.ts). */
	madeByFailedRuns: number;
}

/** How the credential obtained a new access token. */
export type TokenRenewal = 'login' | 'refresh';

export function newRunTally(): RunTally {
	return {
		rateLimitWaitMs: 0,
		refusals: 0,
		answers: 0,
		logins: 0,
		refreshes: 0,
		madeByFailedRuns: 0,
	};
}

/**
 * A token renewal on its way from the credential to the request that needed it. The credential
 * renews the token in its preAuthentication, which knows neither the run nor the request, and n8n
 * gives it no way to say what it did; n8n then passes the very credentials object, and the
 * transport's own request options, to the credential's authenticate (see docs/n8n-notes.md, Token
 * renewals and the request that needed them). So the renewal is kept first on the credentials
 * object, then on the request options, where the transport finds it once the request is done.
 * Module-level because n8n gives no other way between the two; a WeakMap, so nothing outlives the
 * request.
 */
const renewalsInFlight = new WeakMap<object, TokenRenewal>();

/** In preAuthentication: the token now in `credentials` was obtained by `renewal`. */
export function renewalMade(credentials: object, renewal: TokenRenewal): void {
	renewalsInFlight.set(credentials, renewal);
}

/** In authenticate: the request signed with `credentials` carries the renewal they got. */
export function renewalSigned(credentials: object, requestOptions: object): void {
	const renewal = renewalsInFlight.get(credentials);
	if (renewal === undefined) return;
	renewalsInFlight.delete(credentials);
	renewalsInFlight.set(requestOptions, renewal);
}

/** In the transport, once a request is done: the renewal it needed, counted in the tally. */
export function countRenewal(tally: RunTally, requestOptions: object): void {
	const renewal = renewalsInFlight.get(requestOptions);
	if (renewal === undefined) return;
	renewalsInFlight.delete(requestOptions);
	if (renewal === 'login') tally.logins += 1;
	else tally.refreshes += 1;
}
