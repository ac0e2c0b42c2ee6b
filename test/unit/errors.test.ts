import {
	apiMessage,
	fieldErrors,
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

	test('an answer that broke off in its body (status 200 already sent) is a broken connection', () => {
		const failure = readFailure({
			message: 'stream has been aborted',
			httpCode: '200',
			cause: { code: 'ERR_BAD_RESPONSE', response: { status: 200, headers: {} } },
		});
		expect([failure.status, failure.networkCode]).toEqual([undefined, 'ERR_BAD_RESPONSE']);
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

	test('an API that cannot be reached says so with the network error', () => {
		const error = toNodeApiError(
			actionNode,
			{ networkCode: 'EPROTO', message: 'write EPROTO wrong version number' },
			{ method: 'GET' },
		);
		expect(error.message).toBe('The API could not be reached: write EPROTO wrong version number');
	});
});
