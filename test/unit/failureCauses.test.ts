/**
 * The declaration n8n's durable scheduler reads on the node's error (nodes/shared/transport/
 * failure.ts), for answers the engine tests of test/engine/failure.test.ts do not meet: a request
 * timeout (408), a 401 that n8n's fresh login did not cure, and a 5xx while the quota is spent.
 */
import type { Failure } from 'n8n-workflow';

import { toNodeApiError } from '../../nodes/shared/transport/errors';
import type { ApiFailure } from '../../nodes/shared/transport/types';
import { actionNode } from './actionNode';

const declared = (failure: ApiFailure): Failure | undefined =>
	toNodeApiError(actionNode, failure, { method: 'GET' }).failure;

test('a request timeout (408) is a passing unavailability, with the wait it asks', () => {
	expect(
		declared({ status: 408, headers: { 'Retry-After': '20' }, message: 'Request Timeout' }),
	).toEqual({ cause: 'temporarily-unavailable', retryAfterMs: 20_000 });
});

test('a 401 on a request after the login wants the credential fixed', () => {
	expect(
		declared({ status: 401, body: { success: false, message: 'Unauthorized' }, message: 'x' }),
	).toEqual({ cause: 'credential-invalid' });
});

test("a 503 while the quota is spent is not told to wait for the quota's reset", () => {
	const failure = declared({
		status: 503,
		headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '45', 'Retry-After': '5' },
		body: { message: 'Service Unavailable' },
		message: 'x',
	});
	expect(failure).toEqual({ cause: 'temporarily-unavailable', retryAfterMs: 5_000 });
});
