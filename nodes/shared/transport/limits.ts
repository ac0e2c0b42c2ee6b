/*
 * The numbers every request keeps to, the action node's and the trigger's alike, with their
 * arithmetic. The numbers of a trigger poll are in nodes/AssetLifecycleTrigger/budget.ts, which
 * names the page size from here; the 429s' retries are beside their waits (tooManyRequests.ts).
 */

/**
 * How long one request may spend waiting (pacing, 429s, backoff before a retry) before its item
 * fails, and how long one answer may take to arrive. Fixed for users; tests make them small so
 * that a server that never answers costs them seconds, not minutes.
 */
export const transportLimits = {
	maxWaitSeconds: 120,
	requestTimeoutMs: 60_000,
};

/**
 * A GET that meets a 5xx or a broken connection is tried this many more times, after backing off
 * 1, 2 and 4 s (backoffSeconds): 7 s of its wait allowance.
 */
export const GET_RETRIES = 3;

/** The longest backoff: the n-th retry (from 0) waits 2^n seconds, never more than this. */
export const BACKOFF_CAP_SECONDS = 30;

/**
 * The largest page the API gives; every list asks for it (Limit asks for no more than it needs).
 */
export const LARGEST_PAGE_SIZE = 100;
