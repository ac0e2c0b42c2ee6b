/**
 * apiRequest (and downloadFile) on a scripted API: n8n's request helper giving the answers a test
 * lists, the last one again once they are spent, under jest's fake timers. What is sent and when,
 * what is retried, what fails with which words, and what a poll's meter stops.
 */
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';
import { downloadFile } from '../../nodes/shared/transport/download';
import { RATE_LIMIT_MESSAGE } from '../../nodes/shared/transport/rateLimit';
import { apiRequest } from '../../nodes/shared/transport/request';
import type { ApiRequest, Deadline } from '../../nodes/shared/transport/types';
import { NOW_MS, outcome, scriptedApi } from './scriptedApi';

const getEmployee: ApiRequest = { method: 'GET', path: '/employees/4829173-10001', itemIndex: 2 };
const employee = { success: true, employee: { id: '4829173-10001' } };

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

describe('the waits between sends', () => {
	test('a GET answered 503 is sent again after 1 s, then 2 s, of backoff', async () => {
		const api = scriptedApi('backoff', [
			{ status: 503, body: { message: 'Service unavailable' } },
			{ status: 503, body: { message: 'Service unavailable' } },
			{ status: 200, body: employee },
		]);
		expect(await outcome(apiRequest({ functions: api.functions }, getEmployee))).toEqual(employee);
		expect(api.sentAt()).toEqual([0, 1000, 3000]);
	});

	test("the RateLimit-* headers of a failed answer pace the account's next request", async () => {
		const api = scriptedApi('paced-by-failure', [
			{
				status: 404,
				body: { success: false, message: 'Employee not found' },
				headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '5' },
			},
			{ status: 200, body: employee },
		]);
		const caller = { functions: api.functions };
		expect(await outcome(apiRequest(caller, getEmployee))).toMatchObject({
			message: 'Employee not found',
		});
		expect(await outcome(apiRequest(caller, getEmployee))).toEqual(employee);
		expect(api.sentAt()).toEqual([0, 5000]);
	});

	test("the quota's 429 is waited out until its RateLimit-Reset, then sent again", async () => {
		const api = scriptedApi('quota-reset', [
			{ status: 429, body: { message: RATE_LIMIT_MESSAGE }, headers: { 'ratelimit-reset': '2' } },
			{ status: 200, body: employee },
		]);
		expect(await outcome(apiRequest({ functions: api.functions }, getEmployee))).toEqual(employee);
		expect(api.sentAt()).toEqual([0, 2000]);
	});
});

describe('a request the API keeps refusing with 429', () => {
	test("the quota's refusal in 5 windows in a row fails it at the 6th, naming the others", async () => {
		const api = scriptedApi('quota-windows', [
			{ status: 429, body: { message: RATE_LIMIT_MESSAGE }, headers: { 'ratelimit-reset': '1' } },
		]);
		const error = await outcome(apiRequest({ functions: api.functions }, getEmployee));
		expect(error).toMatchObject({
			message: RATE_LIMIT_MESSAGE,
			description:
				"The API's rate limit refused this request in 5 windows in a row: other workflows or n8n workers spend the same quota. Run the item again later, or spread the workflows over time.",
		});
		// each window waited at least the backoff: 1, 2, 4, 8, 16 s
		expect(api.sentAt()).toEqual([0, 1000, 3000, 7000, 15000, 31000]);
	});

	test('any other 429 is sent again 6 times, then fails saying how long it waited', async () => {
		const api = scriptedApi('cooldown', [
			{ status: 429, body: { success: false, message: 'Too many invitations, slow down' } },
		]);
		const error = await outcome(apiRequest({ functions: api.functions }, getEmployee));
		expect(error).toMatchObject({
			message: 'Too many invitations, slow down',
			description:
				"Waited 61 s on the API's rate limit and it still refuses; sending again would exceed the 120 s budget or the 6 retries this node allows. Run the item again later.",
		});
		expect(api.sentAt()).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000]);
	});
});

describe('a path with a "." or ".." segment', () => {
	test.each([
		['/employees/..', '..'],
		['/employees/%2E%2e/departments', '..'],
		['/departments/.', '.'],
	])('%s is refused, and nothing is sent', async (path, segment) => {
		const api = scriptedApi('dot-segment', [{ status: 200, body: employee }]);
		const error = await outcome(apiRequest({ functions: api.functions }, { ...getEmployee, path }));
		expect(error).toMatchObject({
			message: `"${segment}" is not an ID: a URL resolves it, even encoded, to another endpoint`,
			description: 'Nothing was sent to the API.',
			context: { itemIndex: 2 },
			failure: { cause: 'configuration-invalid' },
		});
		expect(api.sent).toEqual([]);
	});

	test('a dot within a segment is no such segment: the request is sent', async () => {
		const api = scriptedApi('dotted-segment', [{ status: 200, body: employee }]);
		const request = { ...getEmployee, path: '/files/label.v2.pdf' };
		expect(await outcome(apiRequest({ functions: api.functions }, request))).toEqual(employee);
		expect(api.sent.map(({ options }) => options.url)).toEqual([
			'https://api.example.com/api/v1/files/label.v2.pdf',
		]);
	});
});

describe("a poll's meter", () => {
	const deadline = (inMs: number, answerTimeoutMs: number): Deadline => ({
		at: NOW_MS + inMs,
		answerTimeoutMs,
	});
	/** What a poll's read of one employee answers under the meter. */
	const readUnder = async (api: ReturnType<typeof scriptedApi>, meter: RequestMeter) =>
		await outcome(apiRequest({ functions: api.functions, meter }, getEmployee));

	test('a retry beyond its budget is not sent: the read answers nothing', async () => {
		const api = scriptedApi('poll-budget', [{ status: 503, body: { message: 'Unavailable' } }]);
		const meter = new RequestMeter(1, deadline(60_000, 10_000));
		expect(await readUnder(api, meter)).toBe(undefined);
		expect([api.sent.length, meter.stopReason]).toEqual([1, 'budget']);
	});

	test('a window that resets after the deadline ends the poll before it sends', async () => {
		const api = scriptedApi('poll-window', [
			{
				status: 200,
				body: employee,
				headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '30' },
			},
		]);
		await outcome(apiRequest({ functions: api.functions }, getEmployee));
		const meter = new RequestMeter(10, deadline(20_000, 5_000));
		expect(await readUnder(api, meter)).toBe(undefined);
		expect([api.sent.length, meter.stopReason]).toEqual([1, 'deadline']);
	});

	test('a backoff the deadline leaves no time for ends the poll, which fails nothing', async () => {
		const api = scriptedApi('poll-backoff', [{ status: 503, body: { message: 'Unavailable' } }]);
		const meter = new RequestMeter(10, deadline(10_500, 10_000));
		expect(await readUnder(api, meter)).toBe(undefined);
		expect([api.sent.length, meter.stopReason]).toEqual([1, 'deadline']);
	});
});

test('a write answered 2xx with a long text outputs its first 500 characters', async () => {
	const text = 'Accepted. '.repeat(60);
	const api = scriptedApi('text-answer', [{ status: 201, body: text }]);
	const request: ApiRequest = { method: 'POST', path: '/employee/add', body: {}, itemIndex: 0 };
	expect(await outcome(apiRequest({ functions: api.functions }, request))).toEqual({
		success: true,
		message: 'The API accepted the request but answered without a JSON object',
		answer: text.slice(0, 500),
	});
});

test('a file URL the API gives that is no URL fails its item, naming it; nothing is fetched', async () => {
	const api = scriptedApi('file-url', [{ status: 200, body: employee }]);
	const fileUrl = 'https://labels host/4829173-60001.pdf';
	expect(await outcome(downloadFile({ functions: api.functions }, fileUrl, 3))).toMatchObject({
		message: `The API gave a file URL that is not a URL: "${fileUrl}"`,
		context: { itemIndex: 3 },
	});
	expect(api.sent).toEqual([]);
});
