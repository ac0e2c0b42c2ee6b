/**
 * Token renewal that many executions and many n8n processes (queue-mode workers) can share
 * without a stampede. The token lives in the credential in n8n's database, so every process uses
 * the same one; when it expires, every process meets the 401 at about the same moment. The API
 * revokes a token once it is refreshed, so a second process refreshing the same token is refused.
 *
 * - In one process, concurrent and later renewals of the same old token share one answer.
 * - A process refreshes only a token it obtained itself; a token another process (or this process
 *   before a restart) obtained is replaced by a login, which revokes nothing another process uses.
 */

import type { TokenRenewal } from '../../nodes/shared/transport/runTally';

/** How long a renewal's answer serves requests that still carry the old token. */
const SHARED_ANSWER_MS = 60_000;
/** Tokens this process obtained, newest last; only the latest few can still be in use. */
const OWN_TOKENS_KEPT = 50;

/** A new token, and how it was obtained (the action node tells a run's logins and refreshes). */
export interface RenewedToken {
	token: string;
	renewal: TokenRenewal;
}

interface Renewal {
	renewed: Promise<RenewedToken>;
	startedAt: number;
}

const renewals = new Map<string, Renewal>();
const ownTokens = new Set<string>();

export interface TokenSources {
	/** Exchanges a token for a new one; undefined when the API refuses. */
	refresh(token: string): Promise<string | undefined>;
	login(): Promise<string>;
}

function forget(now: number): void {
	for (const [key, renewal] of renewals) {
		if (now - renewal.startedAt > SHARED_ANSWER_MS) renewals.delete(key);
	}
}

function remember(token: string): void {
	ownTokens.add(token);
	if (ownTokens.size > OWN_TOKENS_KEPT) {
		ownTokens.delete(ownTokens.values().next().value as string);
	}
}

async function obtain(current: string, sources: TokenSources): Promise<RenewedToken> {
	if (current && ownTokens.has(current)) {
		const refreshed = await sources.refresh(current);
		if (refreshed) return { token: refreshed, renewal: 'refresh' };
	}
	return { token: await sources.login(), renewal: 'login' };
}

/**
 * A new token for `account` in place of `current` ('' when there is none yet). One renewal per old
 * token per process: callers that arrive while it runs, or shortly after with the same old token,
 * get its answer. A first login is shared only while it runs: each credential keeps its own token.
 */
export async function renewToken(
	account: string,
	current: string,
	sources: TokenSources,
	now = Date.now(),
): Promise<RenewedToken> {
	forget(now);
	const key = `${account}\n${current}`;
	const shared = renewals.get(key);
	if (shared) return await shared.renewed;
	const renewed = obtain(current, sources).then((fresh) => {
		remember(fresh.token);
		return fresh;
	});
	renewals.set(key, { renewed, startedAt: now });
	// A failed renewal is not shared: the next caller tries again.
	renewed.then(
		() => current || renewals.delete(key),
		() => renewals.delete(key),
	);
	return await renewed;
}
