/**
 * What the transport did for one run of a node (one execution context): the time it waited on the
 * API's rate limit, the 429s it met, the answers it got, the token renewals its requests needed.
 * The action node reads it once per run to explain the run in the editor (execution hints);
 * nothing outlives the context it is kept for.
 */
export interface RunTally {
	rateLimitWaitMs: number;
	refusals: number;
	answers: number;
	logins: number;
	refreshes: number;
}

/** How the credential obtained a new access token. */
export type TokenRenewal = 'login' | 'refresh';

const tallies = new WeakMap<object, RunTally>();

export function runTallyOf(context: object): RunTally {
	let tally = tallies.get(context);
	if (!tally) {
		tally = { rateLimitWaitMs: 0, refusals: 0, answers: 0, logins: 0, refreshes: 0 };
		tallies.set(context, tally);
	}
	return tally;
}

/** Runs a wait on the rate limit (pacing before a request, or a 429's wait) and counts its time. */
export async function talliedWait(context: object, wait: () => Promise<void>): Promise<void> {
	const started = Date.now();
	try {
		await wait();
	} finally {
		runTallyOf(context).rateLimitWaitMs += Date.now() - started;
	}
}

/**
 * A token renewal on its way from the credential to the run whose request needed it. The token is
 * renewed in the credential's preAuthentication, which knows no run; n8n-core then signs that very
 * request with the same credentials object, passing the transport's own request options to the
 * credential's authenticate (n8n-core 2.41.1 request-helpers/authentication.js, and n8n's
 * credentials-helper.js, which calls authenticate with the options as given). So the renewal is
 * kept first on the credentials object, then on the request options, where the transport finds it.
 * The credential's preAuthentication is called with helpers n8n wraps anew for every call (its
 * restrictToCredentialDomains), and the log of renewals by time this replaces could name another
 * execution's login: neither identifies the run.
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

/** In the transport, once a request is done: the renewal it needed, counted for the run. */
export function countRenewal(context: object, requestOptions: object): void {
	const renewal = renewalsInFlight.get(requestOptions);
	if (renewal === undefined) return;
	renewalsInFlight.delete(requestOptions);
	const tally = runTallyOf(context);
	if (renewal === 'login') tally.logins += 1;
	else tally.refreshes += 1;
}
