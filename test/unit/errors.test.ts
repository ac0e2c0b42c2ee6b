import {
	apiMessage,
	fieldErrors,
	namingNotFound,
	nullIfNotFound,
	readFailure,
	toNodeApiError,
} from '../../nodes/shared/transport/errors';
import { actionNode } from './actionNode';

describe('the API text of an error body', () => {
	test('is `message`, else `error`', () => {
		expect(apiMessage({ success: false, message: 'Employee not found' })).toBe(
			'Employee not found',
		);
		expect(apiMessage({ success: false, error: 'Active legal hold not found' })).toBe(
			'Active legal hold not found',
		);
		expect(apiMessage('<html>')).toBeUndefined();
	});
});

describe('field errors of both validation forms', () => {
	test('the array form lists path and msg', () => {
		const body = {
			success: false,
			message: 'Validation failed',
			errors: [
				{ type: 'field', msg: 'Invalid value', path: 'work_email', location: 'body' },
				{ message: 'Required', path: ['items', 0, 'item'], type: 'required' },
			],
		};
		expect(fieldErrors(body)).toEqual(['work_email: Invalid value', 'items.0.item: Required']);
	});

	test('the field-map form lists field and text', () => {
		expect(fieldErrors({ errors: { department: "Department 'Ops' not found" } })).toEqual([
			"department: Department 'Ops' not found",
		]);
	});

	test('an entry with neither msg nor message says its field was refused', () => {
		expect(fieldErrors({ errors: [{ path: 'serial_number', type: 'required' }] })).toEqual([
			'serial_number was refused',
		]);
	});
});

describe('reading a failure', () => {
	test('an HTTP answer keeps status, headers and body', () => {
		const failure = readFailure({
			message: 'Request failed',
			cause: { response: { status: 429, headers: { 'retry-after': '3' }, data: { message: 'x' } } },
		});
		expect(failure).toEqual({
			status: 429,
			headers: { 'retry-after': '3' },
			body: { message: 'x' },
			networkCode: undefined,
			message: 'Request failed',
		});
	});

	test.each([
		[
			'with the code of its cause',
			{ cause: { code: 'ERR_BAD_RESPONSE', response: { status: 200, headers: {} } } },
		],
		['with its status alone', {}],
	])(
		'an answer that broke off in its body (status 200 already sent) is a broken connection, %s',
		(_case, error) => {
			const failure = readFailure({
				message: 'stream has been aborted',
				httpCode: '200',
				...error,
			});
			expect([failure.status, failure.networkCode]).toEqual([undefined, 'ERR_BAD_RESPONSE']);
		},
	);

	test('an error without a message is told as a failed request', () => {
		const failure = readFailure({ code: 'ECONNRESET' });
		expect(toNodeApiError(actionNode, failure, { method: 'GET' }).message).toBe(
			'The API could not be reached: The request failed',
		);
	});

	test('a `failure` on the error that declares no cause is not taken for a declaration', () => {
		const failure = readFailure({
			message: 'Request failed with status code 503',
			cause: { response: { status: 503, headers: {} }, failure: { retry: true } },
		});
		expect(failure.declared).toBeUndefined();
		expect(toNodeApiError(actionNode, failure, { method: 'GET' }).failure).toEqual({
			cause: 'temporarily-unavailable',
		});
	});

	test('a redirect keeps its status and location, and its error names where it pointed', () => {
		const failure = readFailure({
			message: 'Request failed with status code 302',
			cause: { response: { status: 302, headers: { location: 'https://elsewhere.example/x' } } },
		});
		expect(failure.status).toBe(302);
		expect(toNodeApiError(actionNode, failure, { method: 'GET', itemIndex: 0 }).message).toBe(
			"The API answered with a redirect to https://elsewhere.example/x (HTTP 302). It was not followed, so that the access token goes only to the credential's Base URL: check the Base URL.",
		);
	});

	test('a redirect without a location says so without naming where', () => {
		const failure = { status: 307, headers: {}, message: 'Request failed with status code 307' };
		expect(toNodeApiError(actionNode, failure, { method: 'GET' }).message).toBe(
			"The API answered with a redirect (HTTP 307). It was not followed, so that the access token goes only to the credential's Base URL: check the Base URL.",
		);
	});

	test('a broken connection keeps its network code', () => {
		expect(
			readFailure({ message: 'socket hang up', cause: { code: 'ECONNRESET' } }).networkCode,
		).toBe('ECONNRESET');
	});
});

describe('the NodeApiError of a failure', () => {
	test('a 403 names the permission and says logging in again does not help', () => {
		const error = toNodeApiError(
			actionNode,
			{
				status: 403,
				body: {
					success: false,
					message: 'Permission denied: this API credential lacks wallet.read.',
					permission: 'wallet.read',
				},
				message: 'Forbidden',
			},
			{ method: 'GET', itemIndex: 2 },
		);
		expect([error.message, error.description, error.httpCode]).toEqual([
			'Permission denied: this API credential lacks wallet.read.',
			"The API credential lacks the permission wallet.read. Grant it in the account's API-credentials settings; logging in again does not help.",
			'403',
		]);
	});

	test.each([
		[
			'a POST answered 500',
			'POST',
			{ status: 500, body: { message: 'An unexpected error occurred' } },
		],
		['a PUT whose connection broke', 'PUT', { networkCode: 'ECONNRESET' }],
	])('%s may have been processed', (_case, method, failure) => {
		const error = toNodeApiError(actionNode, { message: 'socket hang up', ...failure }, { method });
		expect(error.description).toBe(
			'The request may have been processed. It was not repeated, so that nothing is created twice: check the platform before running this item again.',
		);
	});

	test('a GET answered 500 carries the API text and no warning', () => {
		const error = toNodeApiError(
			actionNode,
			{ status: 500, body: { message: 'An unexpected error occurred' }, message: 'x' },
			{ method: 'GET' },
		);
		expect([error.message, error.description, error.httpCode]).toEqual([
			'An unexpected error occurred',
			undefined,
			'500',
		]);
	});

	test('an API that cannot be reached says so with the network error, and no HTTP code', () => {
		const error = toNodeApiError(
			actionNode,
			{ networkCode: 'EPROTO', message: 'write EPROTO wrong version number' },
			{ method: 'GET' },
		);
		expect(error.message).toBe('The API could not be reached: write EPROTO wrong version number');
		expect(error.httpCode).toBeNull();
	});

	test("the API's JSON body stays on the error as its errorResponse, for operations to read", () => {
		const body = { success: false, message: 'Devices already on hold', serialNumbers: ['C02X1'] };
		const error = toNodeApiError(
			actionNode,
			{ status: 409, body, message: 'x' },
			{ method: 'POST' },
		);
		expect(error.errorResponse).toEqual(body);
	});

	test('a body that is no JSON object leaves the message as the errorResponse', () => {
		const error = toNodeApiError(
			actionNode,
			{
				status: 502,
				body: '<html><body>Bad Gateway</body></html>',
				message: 'Request failed with status code 502',
			},
			{ method: 'GET' },
		);
		expect([error.message, error.description, error.errorResponse]).toEqual([
			'Request failed with status code 502',
			undefined,
			{ message: 'Request failed with status code 502' },
		]);
	});
});

describe("a 422 told in the user's words", () => {
	const fields = {
		department: { label: 'Department', value: 'Ops' },
		manager: { label: 'Manager', value: 'Bob Smith' },
		location_type: { label: 'Location Type' },
	};

	test.each([
		[
			'that names the value and starts with the label is kept',
			{ department: "Department 'Ops' not found" },
			"Department 'Ops' not found",
		],
		[
			'that names the value is put after the label',
			{ manager: "No user is named 'Bob Smith'" },
			"Manager: No user is named 'Bob Smith'",
		],
		[
			'on a field given no value names the label alone',
			{ location_type: 'is required' },
			'Location Type: was refused: is required',
		],
		[
			'left out (an array entry with neither msg nor message) names the label and value alone',
			[{ path: 'manager', type: 'invalid' }],
			'Manager: "Bob Smith" was refused',
		],
	])("the API's text %s", (_case, errors, message) => {
		const error = toNodeApiError(
			actionNode,
			{ status: 422, body: { success: false, message: 'Validation failed', errors }, message: 'x' },
			{ method: 'POST', fields },
		);
		expect(error.message).toBe(message);
	});
});

describe('a record the API does not know (404)', () => {
	const answered = async (status: number, message: string) =>
		await Promise.reject(
			toNodeApiError(
				actionNode,
				{ status, body: { success: false, message }, message: 'x' },
				{
					method: 'GET',
				},
			),
		);

	test('a read that may miss it answers null for the 404, and fails on any other error', async () => {
		await expect(nullIfNotFound(answered(404, 'Employee not found'))).resolves.toBeNull();
		await expect(
			nullIfNotFound(answered(500, 'An unexpected error occurred')),
		).rejects.toMatchObject({ message: 'An unexpected error occurred', httpCode: '500' });
	});

	test("the 404's text names what was looked for, in place of its last full stop", async () => {
		await expect(
			namingNotFound(
				'recovery number 7',
				answered(404, 'No recovery found. Check the recovery number.'),
			),
		).rejects.toMatchObject({
			message: 'No recovery found. Check the recovery number (recovery number 7)',
		});
	});
});
