import { apiMessage, fieldErrors, readFailure } from '../../nodes/AssetLifecycle/transport/errors';

describe('the API text of an error body (§7)', () => {
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

	test('a broken connection keeps its network code', () => {
		expect(
			readFailure({ message: 'socket hang up', cause: { code: 'ECONNRESET' } }).networkCode,
		).toBe('ECONNRESET');
	});
});
