/**
 * The polls of this process that are running now, by workflow and node.
 *
 * n8n starts a poll on every tick of the Poll Times without waiting for the previous one, so a
 * poll that outlives its interval, or two Poll Times entries on the same minute, would run side by
 * side on the same state (see docs/n8n-notes.md, Overlapping polls).
 *
 * Kept in this module's memory, like the rate-limit windows (rateLimit.ts) and the credential's
 * token renewals (tokenRenewal.ts), not in the static data: durable cursors hand each poll its own
 * copy of the static data, and a flag saved before a crash would block the trigger for good.
 */
const running = new Set<string>();

/** Claims the poll slot of this trigger; false when a poll of it is already running. */
export function claimPoll(key: string): boolean {
	if (running.has(key)) return false;
	running.add(key);
	return true;
}

export function releasePoll(key: string): void {
	running.delete(key);
}
