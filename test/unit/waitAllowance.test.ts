/**
 * How long one request may wait (pacing, backoff, a cooldown 429) within its own 120 s allowance
 * and, in a poll, within the poll's deadline: apiRequest on a scripted API under jest's fake
 * timers. A wait the deadline cuts ends the poll quietly; a wait beyond the request's own
 * allowance fails it, deadline or not.
 */
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';
import { apiRequest } from '../../nodes/shared/transport/request';
import type { ApiRequest, Deadline } from '../../nodes/shared/transport/types';
import { NOW_MS, outcome, scriptedApi, type ScriptedAnswer } from './scriptedApi';

const getEmployee: ApiRequest = { method: 'GET', path: '/employees/4829173-10001', itemIndex: 0 };
const employee = { success: true, employee: { id: '4829173-10001' } };
const unavailable: ScriptedAnswer = { status: 503, body: { message: 'Service unavailable' } };
/** An answer that spends the account's window, which resets `resetSeconds` later. */
const windowSpent = (resetSeconds: number): ScriptedAnswer => ({
	status: 200,
	body: employee,
	headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': String(resetSeconds) },
});

const deadline = (inMs: number, answerTimeoutMs: number): Deadline => ({
	at: NOW_MS + inMs,
	answerTimeoutMs,
});
const elapsedMs = () => Date.now() - NOW_MS;

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

describe("a poll's request and the deadline", () => {
	test('a request whose answer could arrive after the deadline is not sent', async () => {
		const api = scriptedApi('deadline-too-close', [{ status: 200, body: employee }]);
		const meter = new RequestMeter(10, deadline(5_000, 10_000));
		expect(await outcome(apiRequest({ functions: api.functions, meter }, getEmployee))).toBe(
			undefined,
		);
		expect([api.sentAt(), meter.stopReason]).toEqual([[], 'deadline']);
	});

	test('a request whose answer can arrive exactly at the deadline is sent', async () => {
		const api = scriptedApi('deadline-exact', [{ status: 200, body: employee }]);
		const meter = new RequestMeter(10, deadline(10_000, 10_000));
		expect(await outcome(apiRequest({ functions: api.functions, meter }, getEmployee))).toEqual(
			employee,
		);
		expect([api.sentAt(), meter.stopReason]).toEqual([[0], undefined]);
	});

	test('a window that resets too late for the deadline ends the poll at once, without waiting', async () => {
		const api = scriptedApi('window-past-deadline', [windowSpent(20)]);
		await outcome(apiRequest({ functions: api.functions }, getEmployee));
		// 20 s fit the request's own 120 s, but not the 15 s the poll has before its last answer
		const meter = new RequestMeter(10, deadline(20_000, 5_000));

		expect(await outcome(apiRequest({ functions: api.functions, meter }, getEmployee))).toBe(
			undefined,
		);
		expect([elapsedMs(), api.sentAt(), meter.stopReason]).toEqual([0, [0], 'deadline']);
	});

	test("a backoff that takes the last of the request's own wait but that the deadline cuts ends the poll, failing nothing", async () => {
		const api = scriptedApi('backoff-cut-at-own-limit', [windowSpent(119), unavailable]);
		await outcome(apiRequest({ functions: api.functions }, getEmployee));
		// paced 119 s: 1 s of its own wait is left, but only 0.5 s before the deadline's last answer
		const meter = new RequestMeter(10, deadline(125_000, 5_500));

		expect(await outcome(apiRequest({ functions: api.functions, meter }, getEmployee))).toBe(
			undefined,
		);
		expect([api.sentAt(), meter.stopReason]).toEqual([[0, 119_000], 'deadline']);
	});

	test("a backoff beyond the request's own wait fails it even in a poll with time left", async () => {
		const api = scriptedApi('backoff-past-own-limit', [windowSpent(118.5), unavailable]);
		await outcome(apiRequest({ functions: api.functions }, getEmployee));
		const meter = new RequestMeter(10, deadline(300_000, 10_000));

		// paced 118.5 s, backed off 1 s: the next backoff of 2 s exceeds the 0.5 s left of 120 s
		expect(
			await outcome(apiRequest({ functions: api.functions, meter }, getEmployee)),
		).toMatchObject({ message: 'Service unavailable' });
		expect([api.sentAt(), meter.stopReason]).toEqual([[0, 118_500, 119_500], undefined]);
	});
});

test('a cooldown 429 asking for exactly the 120 s a request may wait is waited out, then sent again', async () => {
	const api = scriptedApi('cooldown-whole-allowance', [
		{
			status: 429,
			body: { success: false, message: 'Too many invitations, slow down' },
			headers: { 'retry-after': '120' },
		},
		{ status: 200, body: employee },
	]);
	expect(await outcome(apiRequest({ functions: api.functions }, getEmployee))).toEqual(employee);
	expect(api.sentAt()).toEqual([0, 120_000]);
});
