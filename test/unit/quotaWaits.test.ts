/**
 * When a request waits on the quota, and when it is sent again: a 429 asking for the whole wait
 * allowance, a header that is no time, an API without RateLimit-Limit, the restart spread of
 * senders that share the quota (never before the reset), and parallel requests waking at a reset.
 * apiRequest on a scripted API under jest's fake timers; Math.random is fixed where the spread
 * plays a part.
 */
import type { ApiRequest } from '../../nodes/shared/transport/types';
import { RATE_LIMIT_MESSAGE } from '../../nodes/shared/transport/rateLimit';
import { apiRequest } from '../../nodes/shared/transport/request';
import { NOW_MS, outcome, scriptedApi, type ScriptedAnswer } from './scriptedApi';

const getEmployee: ApiRequest = { method: 'GET', path: '/employees/4829173-10001', itemIndex: 0 };
const employee = { success: true, employee: { id: '4829173-10001' } };

/** A 200 whose RateLimit-* headers say `remaining` of a window of 60 that resets in `reset` s. */
const answered = (remaining: number, reset: number, limit: number | null = 60): ScriptedAnswer => ({
	status: 200,
	body: employee,
	headers: {
		...(limit === null ? {} : { 'ratelimit-limit': String(limit) }),
		'ratelimit-remaining': String(remaining),
		'ratelimit-reset': String(reset),
	},
});

/** Where in its range a contended sender's restart falls: 45 of the 50 ms per contender. */
const RANDOM_DRAW = 0.9;

beforeEach(() => {
	jest.useFakeTimers({ now: NOW_MS });
	jest.spyOn(Math, 'random').mockReturnValue(RANDOM_DRAW);
});
afterEach(() => {
	jest.useRealTimers();
	jest.restoreAllMocks();
});

test("the quota's 429 asking for exactly the 120 s a request may wait is waited out, then sent again", async () => {
	const api = scriptedApi('quota-whole-allowance', [
		{
			status: 429,
			body: { message: RATE_LIMIT_MESSAGE },
			headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '120' },
		},
		{ status: 200, body: employee },
	]);
	expect(await outcome(apiRequest({ functions: api.functions }, getEmployee))).toEqual(employee);
	expect(api.sentAt()).toEqual([0, 120_000]);
});

test("a RateLimit-Reset that is neither seconds nor a date ('1,5') is not read as one: the quota's 429 waits for Retry-After", async () => {
	const api = scriptedApi('reset-decimal-comma', [
		{
			status: 429,
			body: { message: RATE_LIMIT_MESSAGE },
			headers: { 'ratelimit-reset': '1,5', 'retry-after': '30' },
		},
		{ status: 200, body: employee },
	]);
	expect(await outcome(apiRequest({ functions: api.functions }, getEmployee))).toEqual(employee);
	expect(api.sentAt()).toEqual([0, 30_000]);
});

test("without RateLimit-Limit, the window's last requests are still left to the others seen spending it", async () => {
	// each answer falls by 3: our request and two of someone else's
	const api = scriptedApi('no-limit-header', [
		answered(10, 6, null),
		answered(7, 6, null),
		answered(4, 6, null),
		answered(1, 6, null),
		answered(59, 6, null),
	]);
	for (let request = 0; request < 5; request++) {
		await outcome(apiRequest({ functions: api.functions }, getEmployee));
	}
	// 1 left, and two others contend for it: the fifth request waits for the reset
	expect(api.sentAt().slice(0, 4)).toEqual([0, 0, 0, 0]);
	expect(api.sentAt()[4]).toBeGreaterThanOrEqual(6_000);
});

describe('senders that share the quota start again spread after the reset, never before it', () => {
	test('a request paced on a spent window starts within 50 ms per contender after the reset', async () => {
		const api = scriptedApi('paced-spread', [
			answered(10, 6),
			answered(7, 6),
			answered(2, 6),
			answered(59, 6),
		]);
		for (let request = 0; request < 4; request++) {
			await outcome(apiRequest({ functions: api.functions }, getEmployee));
		}
		// the falls of 3 and 5 show others spent 2, then 4, between two of our answers
		const [first, second, third, afterReset] = api.sentAt();
		expect([first, second, third]).toEqual([0, 0, 0]);
		expect(afterReset).toBe(6_000 + RANDOM_DRAW * 4 * 50);
	});

	test("the quota's 429 is sent again within 50 ms per contender after the wait it asked for", async () => {
		const api = scriptedApi('refused-spread', [
			answered(10, 30),
			answered(7, 30),
			{ status: 429, body: { message: RATE_LIMIT_MESSAGE }, headers: { 'retry-after': '6' } },
			{ status: 200, body: employee },
		]);
		for (let request = 0; request < 3; request++) {
			await outcome(apiRequest({ functions: api.functions }, getEmployee));
		}
		// two others contend: the retry starts up to 100 ms after the 6 s Retry-After asked for
		const [first, second, refused, retried] = api.sentAt();
		expect([first, second, refused]).toEqual([0, 0, 0]);
		expect(retried).toBe(6_000 + RANDOM_DRAW * 2 * 50);
	});
});

test('of two requests waiting for the same reset, the second to wake keeps what the first learnt of the new window', async () => {
	const api = scriptedApi('woken-together', [
		answered(0, 6),
		// the first to wake: others spent the new window at once
		answered(0, 6),
		// the second: a gateway's 503 without RateLimit-* headers, retried after its backoff
		{ status: 503, body: { message: 'Service unavailable' } },
		{ status: 200, body: employee },
	]);
	const caller = { functions: api.functions };
	await outcome(apiRequest(caller, getEmployee));

	const both = Promise.all([apiRequest(caller, getEmployee), apiRequest(caller, getEmployee)]);
	expect(await outcome(both)).toEqual([employee, employee]);
	// the retry waits for the new window's reset rather than being sent into a spent window
	expect(api.sentAt()).toEqual([0, 6_000, 6_000, 12_000]);
});

describe('an invitation resend in its cooldown (a 429 that is not the quota: docs/operations.md)', () => {
	const resend: ApiRequest = {
		method: 'POST',
		path: '/users/INV-1001/resend-invite',
		body: {},
		itemIndex: 0,
	};
	const cooldown = (seconds: number): ScriptedAnswer => ({
		status: 429,
		body: { message: 'Invitation was sent less than 5 minutes ago.' },
		headers: { 'retry-after': String(seconds) },
	});
	const resent = { success: true, message: 'Invitation resent successfully' };

	test('the rest of it within the 120 s a request may wait is waited out, then sent', async () => {
		const api = scriptedApi('resend-cooldown-short', [cooldown(60), { status: 200, body: resent }]);
		expect(await outcome(apiRequest({ functions: api.functions }, resend))).toEqual(resent);
		expect(api.sentAt()).toEqual([0, 60_000]);
	});

	test('more of it than that fails at once, with the API’s text', async () => {
		const api = scriptedApi('resend-cooldown-long', [cooldown(200), { status: 200, body: resent }]);
		const failed = await outcome(apiRequest({ functions: api.functions }, resend));
		expect(failed).toMatchObject({ message: 'Invitation was sent less than 5 minutes ago.' });
		expect(api.sentAt()).toEqual([0]);
	});
});
