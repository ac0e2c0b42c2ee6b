/**
 * Which paths apiRequest refuses before sending: only a segment that is "." or ".." (plain or
 * %-encoded), which a URL resolves to another endpoint. A segment that merely starts or ends with
 * dots is an ID like any other and is sent as given, for the API to answer.
 */
import { apiRequest } from '../../nodes/shared/transport/request';
import { NOW_MS, outcome, scriptedApi } from './scriptedApi';

const employee = { success: true, employee: { id: '4829173-10001' } };

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

test.each([
	['ends with a dot', '/employees/4829173-10001.'],
	['ends with two encoded dots', '/files/label%2E%2e'],
	['starts with a dot', '/files/.label.pdf'],
	['starts with two dots', '/employees/..4829173-10001'],
])('a segment that %s is no dot segment: the request is sent as given', async (_case, path) => {
	const api = scriptedApi('dotted-ids', [{ status: 200, body: employee }]);
	const request = { method: 'GET' as const, path, itemIndex: 0 };
	expect(await outcome(apiRequest({ functions: api.functions }, request))).toEqual(employee);
	expect(api.sent.map(({ options }) => options.url)).toEqual([
		`https://api.example.com/api/v1${path}`,
	]);
});
