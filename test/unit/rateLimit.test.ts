import { sleep } from 'n8n-workflow';

import {
	backoffSeconds,
	paceDelay,
	paceTurn,
	RATE_LIMIT_MESSAGE,
	rateLimitWaitSeconds,
	recordRateLimit,
	restartSpread,
	retryAfterSeconds,
	secondsUntilReset,
} from '../../nodes/shared/transport/rateLimit';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const NOW_EPOCH_SECONDS = NOW_MS / 1000;

/** A request's turn as the transport takes it (request.ts, paceWithin): the delay it waited. */
async function pace(account: string, maxWaitMs: number): Promise<number | undefined> {
	const turn = paceTurn(account, maxWaitMs);
	if (turn === undefined) return undefined;
	if (turn.waitMs > 0) await sleep(turn.waitMs);
	turn.waited();
	return turn.delayMs;
}

describe('secondsUntilReset reads RateLimit-Reset', () => {
	test.each([
		['seconds until the reset', '30', 30],
		['zero seconds', '0', 0],
		['a number, not a string', 17, 17],
		['an epoch timestamp 45 s ahead', String(NOW_EPOCH_SECONDS + 45), 45],
		['an epoch timestamp already past', String(NOW_EPOCH_SECONDS - 10), 0],
		['an HTTP date 30 s ahead', new Date(NOW_MS + 30_000).toUTCString(), 30],
		['an HTTP date already past', new Date(NOW_MS - 30_000).toUTCString(), 0],
	])('as %s', (_case, header, expected) => {
		expect(secondsUntilReset(header, NOW_MS)).toBe(expected);
	});

	test.each([
		['absent', undefined],
		['null', null],
		['empty', ''],
		['blank', '   '],
		['not a number', 'soon'],
		['a number with a unit', '10s'],
	])('answers nothing when the header is %s', (_case, header) => {
		expect(secondsUntilReset(header, NOW_MS)).toBeUndefined();
	});
});

describe('retryAfterSeconds tells the quota 429 from a cooldown 429', () => {
	test('the quota 429 waits for RateLimit-Reset, not for a longer Retry-After', () => {
		const headers = { 'ratelimit-remaining': '0', 'ratelimit-reset': '12', 'retry-after': '40' };
		expect(retryAfterSeconds(headers, RATE_LIMIT_MESSAGE)).toBe(12);
	});

	test('the quota 429 is known by its text even when RateLimit-Remaining is absent', () => {
		expect(retryAfterSeconds({ 'RateLimit-Reset': '7' }, RATE_LIMIT_MESSAGE)).toBe(7);
	});

	test('the quota 429 is known by RateLimit-Remaining 0 whatever its text', () => {
		expect(
			retryAfterSeconds({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '9' }, 'Slow down'),
		).toBe(9);
	});

	test('the quota 429 without RateLimit-Reset falls back to Retry-After', () => {
		expect(retryAfterSeconds({ 'retry-after': '5' }, RATE_LIMIT_MESSAGE)).toBe(5);
	});

	test('a cooldown 429 with quota left waits for its own Retry-After', () => {
		const headers = { 'ratelimit-remaining': '41', 'ratelimit-reset': '20', 'retry-after': '287' };
		const cooldown =
			'Invitation was sent less than 5 minutes ago. Resend allowed after 2026-11-22T12:04:47Z.';
		expect(retryAfterSeconds(headers, cooldown)).toBe(287);
	});

	test('a 429 that names no time answers nothing (the caller backs off)', () => {
		expect(retryAfterSeconds({ 'ratelimit-remaining': '3' }, 'Busy')).toBeUndefined();
		expect(retryAfterSeconds(undefined, undefined)).toBeUndefined();
	});
});

describe('rateLimitWaitSeconds makes every retry of a 429 cost time', () => {
	test.each([
		['asks for nothing (Reset 0, a past epoch, Retry-After 0)', 0],
		['names no time it can be read as', undefined],
	])('an answer that %s waits the backoff, growing with each retry', (_case, asked) => {
		expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => rateLimitWaitSeconds(asked, attempt))).toEqual([
			1, 2, 4, 8, 16, 30, 30,
		]);
	});

	test('a longer wait the answer asks for is kept', () => {
		expect(rateLimitWaitSeconds(12, 0)).toBe(12);
		expect(rateLimitWaitSeconds(3, 2)).toBe(4);
	});
});

test('backoff doubles from 1 s and stops at 30 s', () => {
	expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
});

describe('pacing on the RateLimit-* headers', () => {
	beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
	afterEach(() => jest.useRealTimers());

	test('an account nothing is known of is not delayed', () => {
		expect(paceDelay('unknown-account', NOW_MS)).toBe(0);
	});

	test('requests go at once while quota remains, then wait until the window resets', async () => {
		const account = 'https://api.example.com#client-a';
		recordRateLimit(account, { 'ratelimit-remaining': '2', 'ratelimit-reset': '20' });
		expect(await pace(account, 60_000)).toBe(0);
		expect(await pace(account, 60_000)).toBe(0);
		expect(paceDelay(account)).toBe(20_000);

		let waited: number | undefined;
		const third = pace(account, 60_000).then((delay) => (waited = delay));
		await jest.advanceTimersByTimeAsync(19_999);
		expect(waited).toBeUndefined();
		await jest.advanceTimersByTimeAsync(1);
		await third;
		expect(waited).toBe(20_000);
		expect(paceDelay(account)).toBe(0);
	});

	test('a window that resets later than the wait allowed is not waited for', async () => {
		const account = 'https://api.example.com#client-hourly';
		recordRateLimit(account, { 'ratelimit-remaining': '0', 'ratelimit-reset': '3600' });
		expect(await pace(account, 120_000)).toBeUndefined();
		expect(paceDelay(account)).toBe(3_600_000);
	});

	test('an epoch RateLimit-Reset paces the same as seconds', () => {
		const account = 'https://api.example.com#client-b';
		recordRateLimit(account, {
			'RateLimit-Remaining': '0',
			'RateLimit-Reset': String(NOW_EPOCH_SECONDS + 8),
		});
		expect(paceDelay(account)).toBe(8_000);
		expect(paceDelay(account, NOW_MS + 8_000)).toBe(0);
		expect(paceDelay(account, NOW_MS + 9_000)).toBe(0);
	});

	test('accounts pace apart: one exhausted account does not hold back another', () => {
		recordRateLimit('https://api.example.com#client-c', {
			'ratelimit-remaining': '0',
			'ratelimit-reset': '30',
		});
		recordRateLimit('https://api.example.com#client-d', {
			'ratelimit-remaining': '10',
			'ratelimit-reset': '30',
		});
		expect(paceDelay('https://api.example.com#client-c')).toBe(30_000);
		expect(paceDelay('https://api.example.com#client-d')).toBe(0);
	});

	test('an answer without both headers leaves what was known', () => {
		const account = 'https://api.example.com#client-e';
		recordRateLimit(account, { 'ratelimit-remaining': '0', 'ratelimit-reset': '10' });
		recordRateLimit(account, { 'ratelimit-remaining': '50' });
		recordRateLimit(account, undefined);
		expect(paceDelay(account)).toBe(10_000);
	});
});

describe('a quota other processes spend too (queue-mode workers)', () => {
	beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
	afterEach(() => jest.useRealTimers());

	const answer = (remaining: number, limit = 60, reset = 6) => ({
		'ratelimit-limit': String(limit),
		'ratelimit-remaining': String(remaining),
		'ratelimit-reset': String(reset),
	});

	test("the window's last requests are left to as many as others were seen sending meanwhile", async () => {
		const account = 'https://api.example.com#shared-a';
		// Each answer falls by 3: our request and two of someone else's.
		for (let remaining = 40; remaining >= 4; remaining -= 3) {
			recordRateLimit(account, answer(remaining));
			expect(await pace(account, 120_000)).toBe(0);
		}
		// 4 reported, one sent since: 3 left, one of them ours; the last two are theirs.
		expect(await pace(account, 120_000)).toBe(0);
		expect(paceDelay(account)).toBe(6_000);
	});

	test('alone on the account, every request of the window is used', async () => {
		const account = 'https://api.example.com#shared-b';
		for (let remaining = 59; remaining >= 1; remaining--) {
			recordRateLimit(account, answer(remaining));
			expect(paceDelay(account)).toBe(0);
			await pace(account, 120_000);
		}
		expect(restartSpread(account)).toBe(0);
		expect(paceDelay(account)).toBe(6_000);
	});

	test('what others spent is remembered into the next window, and forgotten after one without them', () => {
		const account = 'https://api.example.com#shared-c';
		recordRateLimit(account, answer(50));
		recordRateLimit(account, answer(45));
		jest.setSystemTime(NOW_MS + 6_000);
		recordRateLimit(account, answer(4));
		expect(paceDelay(account)).toBe(6_000);
		jest.setSystemTime(NOW_MS + 12_000);
		recordRateLimit(account, answer(4));
		expect(paceDelay(account)).toBe(0);
	});

	test('a changed limit starts a new window: its count is not read as others spending', () => {
		const account = 'https://api.example.com#shared-d';
		recordRateLimit(account, answer(99_999, 100_000));
		recordRateLimit(account, answer(58, 60));
		expect(paceDelay(account)).toBe(0);
	});

	test('an answer without RateLimit-Limit after one with it starts a new window too', () => {
		const account = 'https://api.example.com#shared-g';
		recordRateLimit(account, answer(20));
		recordRateLimit(account, { 'ratelimit-remaining': '5', 'ratelimit-reset': '6' });
		expect(paceDelay(account)).toBe(0);
	});

	test('a burst counts as others spending half the window at most, into the next window', async () => {
		const account = 'https://api.example.com#shared-h';
		// 49 spent by others between two answers: a burst, taken for 30 (half of 60)
		recordRateLimit(account, answer(59));
		recordRateLimit(account, answer(9));
		jest.setSystemTime(NOW_MS + 6_000);
		recordRateLimit(account, answer(31));
		expect(paceDelay(account)).toBe(0);
		await pace(account, 120_000);
		expect(paceDelay(account)).toBe(6_000);
	});

	test('an unbounded RateLimit-Remaining (Infinity) holds nothing back', () => {
		const account = 'https://api.example.com#shared-i';
		recordRateLimit(account, answer(Infinity));
		recordRateLimit(account, answer(Infinity));
		expect(paceDelay(account)).toBe(0);
	});

	test('at a reset, contenders start spread over a few tens of milliseconds each', () => {
		const account = 'https://api.example.com#shared-e';
		recordRateLimit(account, answer(30));
		recordRateLimit(account, answer(26));
		const spreads = Array.from({ length: 50 }, () => restartSpread(account));
		expect(Math.max(...spreads)).toBeLessThanOrEqual(3 * 50);
		expect(new Set(spreads).size).toBeGreaterThan(1);
	});

	test("this process's own requests in flight are not counted twice as left", async () => {
		const account = 'https://api.example.com#shared-f';
		recordRateLimit(account, answer(3));
		// Three parallel items send: one on the answer, two more on what it left.
		await pace(account, 120_000);
		await pace(account, 120_000);
		await pace(account, 120_000);
		// The first one's answer was counted before the other two reached the API.
		recordRateLimit(account, answer(2));
		expect(paceDelay(account)).toBe(6_000);
	});
});
