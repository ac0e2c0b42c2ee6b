/**
 * A poll whose meter has stopped (after a 429, at its budget or deadline) asks for nothing more:
 * a read it still tries answers undefined at once, without waiting on the account's rate limit
 * and without spending the quota the process paces its other requests on.
 */
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';
import { apiRequest } from '../../nodes/shared/transport/request';
import type { ApiRequest } from '../../nodes/shared/transport/types';
import { NOW_MS, outcome, scriptedApi } from './scriptedApi';

const getEmployee: ApiRequest = { method: 'GET', path: '/employees/4829173-10001', itemIndex: 0 };
const employee = { success: true, employee: { id: '4829173-10001' } };
const elapsedMs = () => Date.now() - NOW_MS;

/** A poll's meter, with time to spare, that a 429 has stopped. */
function stoppedMeter() {
	const meter = new RequestMeter(10, { at: NOW_MS + 300_000, answerTimeoutMs: 10_000 });
	meter.stop('rateLimited');
	return meter;
}

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

test("a stopped poll's read does not wait for the spent window's reset: it answers nothing at once", async () => {
	const api = scriptedApi('stopped-spent-window', [
		{
			status: 200,
			body: employee,
			headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '20' },
		},
	]);
	await outcome(apiRequest({ functions: api.functions }, getEmployee));

	const meter = stoppedMeter();
	expect(await outcome(apiRequest({ functions: api.functions, meter }, getEmployee))).toBe(
		undefined,
	);
	expect([elapsedMs(), api.sentAt(), meter.stopReason]).toEqual([0, [0], 'rateLimited']);
});

test("a stopped poll's reads leave the window's last requests to the account's other executions", async () => {
	const api = scriptedApi('stopped-last-requests', [
		{
			status: 200,
			body: employee,
			headers: { 'ratelimit-remaining': '2', 'ratelimit-reset': '20' },
		},
	]);
	const action = { functions: api.functions };
	await outcome(apiRequest(action, getEmployee));

	const meter = stoppedMeter();
	for (let read = 0; read < 2; read++) {
		await outcome(apiRequest({ functions: api.functions, meter }, getEmployee));
	}
	// the two requests the window has left are the action node's, sent at once
	await outcome(apiRequest(action, getEmployee));
	await outcome(apiRequest(action, getEmployee));
	expect(api.sentAt()).toEqual([0, 0, 0]);
});
