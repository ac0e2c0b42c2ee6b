/**
 * What the user reads for error bodies of less common shapes: a JSON null, `errors` as a text,
 * field errors that name no field or none of the request's, and the values a 422 names.
 */
import { fieldErrors, readFailure, toNodeApiError } from '../../nodes/shared/transport/errors';
import type { RequestField } from '../../nodes/shared/transport/types';
import { actionNode } from './actionNode';

const validationFailed = (errors: unknown, fields: Record<string, RequestField>) =>
	toNodeApiError(
		actionNode,
		{ status: 422, body: { success: false, message: 'Validation failed', errors }, message: 'x' },
		{ method: 'POST', fields },
	);

describe('an error body of an unusual shape', () => {
	test('a JSON null body leaves the request error its own message', () => {
		const error = toNodeApiError(
			actionNode,
			{ status: 500, body: null, message: 'Request failed with status code 500' },
			{ method: 'GET' },
		);
		expect([error.message, error.httpCode]).toEqual(['Request failed with status code 500', '500']);
	});

	test('`errors` given as a text is no list of field errors', () => {
		expect(fieldErrors({ message: 'Validation failed', errors: 'Invalid input' })).toEqual([]);
		const error = toNodeApiError(
			actionNode,
			{ status: 400, body: { message: 'Bad request', errors: 'Invalid input' }, message: 'x' },
			{ method: 'GET' },
		);
		expect([error.message, error.description]).toEqual(['Bad request', undefined]);
	});

	test('a field error that names no field is its text alone', () => {
		expect(
			fieldErrors({ errors: [{ msg: 'At most 100 items per request' }, { path: 'sku' }] }),
		).toEqual(['At most 100 items per request', 'sku was refused']);
	});

	test('a status below 2xx is kept as the status: only a 2xx is an answer that broke off', () => {
		const failure = readFailure({
			message: 'Request failed with status code 103',
			cause: { response: { status: 103, headers: {} } },
		});
		expect([failure.status, failure.networkCode]).toEqual([103, undefined]);
	});
});

describe("a 422 told in the user's words, by the value the user gave", () => {
	test('a number is shown as the number, a text in quotes as typed', () => {
		const error = validationFailed(
			[
				{ path: 'quantity', msg: 'must be at most 50' },
				{ path: 'notes', msg: 'is too long' },
				{ path: 'path', msg: 'is not allowed' },
			],
			{
				quantity: { label: 'Quantity', value: 120 },
				notes: { label: 'Notes', value: 'the "spare" one' },
				path: { label: 'Folder', value: 'C:\\labels' },
			},
		);
		expect(error.message).toBe(
			'Quantity: 120 was refused: must be at most 50; Notes: "the "spare" one" was refused: is too long; Folder: "C:\\labels" was refused: is not allowed',
		);
	});

	test('a field given no value is not taken as named by a text that says "undefined"', () => {
		const error = validationFailed([{ path: 'manager', msg: 'manager is undefined' }], {
			manager: { label: 'Manager' },
		});
		expect(error.message).toBe('Manager: was refused: manager is undefined');
	});

	test("errors that name none of the request's fields keep the API's own text", () => {
		const error = validationFailed([{ path: 'tenant', msg: 'is archived' }], {
			department: { label: 'Department', value: 'Ops' },
		});
		expect([error.message, error.description]).toEqual([
			'Validation failed',
			'tenant: is archived',
		]);
	});
});
