/**
 * How a poll's RequestMeter reads the API's RateLimit-* headers: which answers count as a quota
 * reading, where the reserve starts, when a rate-limit window is new, what it leaves a sweep to
 * plan on, and the figures it gives the log.
 */
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';

const START_MS = 1_000_000;
const DEADLINE = { at: START_MS + 30_000, answerTimeoutMs: 10_000 };

/** A meter whose budget is 2: everything it admits beyond that is read on an idle quota. */
const meterOfTwo = () => new RequestMeter(2, DEADLINE, () => START_MS);

const quota = (remaining: number, limit = 100) => ({
	'ratelimit-remaining': String(remaining),
	'ratelimit-limit': String(limit),
});

/** Admits a request and observes the headers of its answer; whether it was admitted. */
function send(meter: RequestMeter, headers: Record<string, unknown>): boolean {
	if (!meter.admit()) return false;
	meter.observe(headers);
	return true;
}

describe('an answer that is no quota reading keeps the poll to its budget', () => {
	test.each([
		['an API without RateLimit-Limit', { 'ratelimit-remaining': '90' }],
		['an API without RateLimit-Remaining', { 'ratelimit-limit': '100' }],
		['a RateLimit-Limit of 0', { 'ratelimit-remaining': '0', 'ratelimit-limit': '0' }],
	])('%s: nothing beyond Max Requests per Poll, no early stop', (_, headers) => {
		const meter = meterOfTwo();
		const admitted = [send(meter, headers), send(meter, headers), send(meter, headers)];
		expect(admitted).toEqual([true, true, false]);
		expect(meter.stopReason).toBe('budget');
		expect(meter.earlyStop()).toBeUndefined();
		expect(meter.summary()).toMatchObject({ quotaRemaining: null, quotaLimit: null });
	});
});

describe('the reserve', () => {
	test('a quarter of the quota left is not below the reserve: the poll reads on', () => {
		const meter = new RequestMeter(5, DEADLINE, () => START_MS);
		send(meter, quota(25));
		expect(meter.canSend()).toBe(true);
		expect(meter.earlyStop()).toBeUndefined();
	});

	test('one request fewer stops the poll, and the log gets the figures', () => {
		const meter = new RequestMeter(5, DEADLINE, () => START_MS);
		send(meter, quota(24));
		expect(meter.canSend()).toBe(false);
		expect(meter.summary()).toEqual({
			requests: 1,
			budget: 5,
			stopReason: 'lowQuota',
			quotaRemaining: 24,
			quotaLimit: 100,
		});
	});
});

describe('a new rate-limit window: others are judged from its first reading', () => {
	test('a remaining count that rose starts the window anew: another workflow spending in it stops the reading beyond the budget', () => {
		const meter = meterOfTwo();
		for (const remaining of [99, 98, 97]) send(meter, quota(remaining));
		// the window resets; another workflow spends 2 after the poll's first answer in it
		send(meter, quota(100 - 1));
		send(meter, quota(99 - 1 - 2));
		expect(meter.canSend()).toBe(false);
		expect(meter.sent).toBe(5);
	});

	test("a remaining count that did not fall, though the poll's request counted, is a new window too", () => {
		const meter = meterOfTwo();
		for (const remaining of [99, 98, 97]) send(meter, quota(remaining));
		// the window resets; another workflow has spent 2 before the poll's answer, 1 after it
		send(meter, quota(100 - 2 - 1));
		send(meter, quota(97 - 1 - 1));
		expect(meter.canSend()).toBe(false);
		expect(meter.sent).toBe(5);
	});

	test('while only its own requests spend the quota, window after window, it reads on', () => {
		const meter = meterOfTwo();
		for (const remaining of [99, 98, 97, 99, 98, 97]) send(meter, quota(remaining));
		expect(meter.canSend()).toBe(true);
		expect(meter.stopReason).toBeUndefined();
	});
});

describe('what is left of the budget, for a sweep to plan its reads on', () => {
	test('the budget less the requests sent, none once it is spent', () => {
		const meter = new RequestMeter(3, DEADLINE, () => START_MS);
		expect(meter.left).toBe(3);
		meter.admit();
		expect(meter.left).toBe(2);
		meter.admit();
		meter.admit();
		expect(meter.left).toBe(0);
	});

	test('none once the quota, a 429 or the deadline stopped the poll, budget left or not', () => {
		const lowQuota = new RequestMeter(10, DEADLINE, () => START_MS);
		send(lowQuota, quota(10));
		const rateLimited = new RequestMeter(10, DEADLINE, () => START_MS);
		rateLimited.admit();
		rateLimited.stop('rateLimited');
		expect([lowQuota.left, rateLimited.left]).toEqual([0, 0]);
	});
});
