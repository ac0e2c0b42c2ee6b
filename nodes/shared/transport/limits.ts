/**
 * How long one request may spend waiting (pacing, 429s, backoff before a retry) before its item
 * fails, and how long one answer may take to arrive. Fixed for users; tests make them small so
 * that a server that never answers costs them seconds, not minutes.
 */
export const transportLimits = {
	maxWaitSeconds: 120,
	requestTimeoutMs: 60_000,
};
