/**
 * What the user reads on an API error at the edges of each case: which statuses are told as a
 * redirect, a 403 that names no permission, field errors of answers other than a 422, and a 422 on
 * a field the user left empty.
 */
import { readFailure, toNodeApiError } from '../../nodes/shared/transport/errors';
import type { ApiFailure } from '../../nodes/shared/transport/types';
import { actionNode } from './actionNode';

const redirectText = (status: number, target = '') =>
	`The API answered with a redirect${target} (HTTP ${status}). It was not followed, so that the access token goes only to the credential's Base URL: check the Base URL.`;

const get = { method: 'GET' };

describe('a redirect', () => {
	test.each([300, 301, 308, 399])('every 3xx status is one: %i', (status) => {
		const error = toNodeApiError(
			actionNode,
			{ status, headers: {}, message: `Request failed with status code ${status}` },
			get,
		);
		expect(error.message).toBe(redirectText(status));
	});

	test.each([
		['an informational status (1xx) kept by the request helper', 103],
		['a client error just above the 3xx', 400],
	])('%s is no redirect', (_case, status) => {
		const failure = readFailure({
			message: `Request failed with status code ${status}`,
			cause: { response: { status, headers: {}, data: { message: 'Unexpected answer' } } },
		});
		expect(toNodeApiError(actionNode, failure, get).message).toBe('Unexpected answer');
	});

	test('with an empty Location header names no target', () => {
		const failure: ApiFailure = { status: 302, headers: { location: '' }, message: 'x' };
		expect(toNodeApiError(actionNode, failure, get).message).toBe(redirectText(302));
	});
});

test('a 403 without the permission it lacks says a module permission is missing', () => {
	const error = toNodeApiError(
		actionNode,
		{ status: 403, body: { success: false, message: 'Forbidden' }, message: 'x' },
		get,
	);
	expect([error.message, error.description]).toEqual([
		'Forbidden',
		"The API credential lacks a module permission. Grant it in the account's API-credentials settings; logging in again does not help.",
	]);
});

describe('field errors of an answer other than a 422 with fields', () => {
	const body = {
		success: false,
		message: 'Bad request',
		errors: [
			{ path: 'department', msg: 'must be a text' },
			{ path: 'manager', msg: 'must be a text' },
		],
	};
	const fields = {
		department: { label: 'Department', value: 'Ops' },
		manager: { label: 'Manager', value: 'Bob Smith' },
	};

	test("a 400 naming the request's fields keeps the API's text, one line per field error", () => {
		const error = toNodeApiError(
			actionNode,
			{ status: 400, body, message: 'x' },
			{ method: 'POST', fields },
		);
		expect([error.message, error.description]).toEqual([
			'Bad request',
			'department: must be a text\nmanager: must be a text',
		]);
	});

	test('a 422 of a request that gives no fields keeps the API text too', () => {
		const error = toNodeApiError(actionNode, { status: 422, body, message: 'x' }, get);
		expect([error.message, error.description]).toEqual([
			'Bad request',
			'department: must be a text\nmanager: must be a text',
		]);
	});
});

test('a 422 on a field the user left empty names its label alone, no empty value', () => {
	const error = toNodeApiError(
		actionNode,
		{
			status: 422,
			body: {
				message: 'Validation failed',
				errors: [{ path: 'location_type', msg: 'is required' }],
			},
			message: 'x',
		},
		{ method: 'POST', fields: { location_type: { label: 'Location Type', value: '' } } },
	);
	expect(error.message).toBe('Location Type: was refused: is required');
});
