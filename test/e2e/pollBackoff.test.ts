/**
 * What n8n 2.41.1's durable scheduler does with the errors our polls throw: its own poll-backoff
 * policy (dist/workflows/triggers/poll-backoff-policy.js of the installed n8n package) reads each
 * error, produced by the trigger in n8n-core against the sandbox, and computes the backoff.
 *
 * The policy: the first `failure` declaration on the error or what it wraps (cause, errorResponse,
 * reason) decides. An actionable cause is "permanent": n8n waits its longest, 30 minutes, before the
 * next poll, and again after each failure. A timed cause waits the larger of its curve (5 s after
 * the first failure, doubling, at most 30 minutes) and the declared wait (retryAfterMs, else
 * resetsAtEpochMs - now, at most 1 hour). Without a declaration n8n guesses from an HTTP status
 * found on the error (poll-trigger-task-handler.js records the failure; poll-backoff.service.js
 * stores the wait, only with N8N_POLLER_DURABLE_CURSORS_ENABLED and the durable scheduler on; a
 * success clears it).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Failure, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { pollLimits } from '../../nodes/AssetLifecycleTrigger/budget';
import { createPoller } from '../engine/harness';
import { fullAccess, useSandbox } from '../engine/support';
import { INSTALL_TIMEOUT_MS, installN8n } from './harness';

interface PollFailure {
	type: 'transient' | 'permanent';
	retryAfterMs: number | null;
	cause?: string;
}

interface BackoffPolicy {
	MAX_BACKOFF_MS: number;
	RETRY_AFTER_MAX_MS: number;
	pollFailureFromError(error: unknown, now: Date): PollFailure;
	computeBackoffDelayMs(args: {
		type: PollFailure['type'];
		consecutiveErrors: number;
		retryAfterMs: number | null;
	}): number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let policy: BackoffPolicy;
beforeAll(async () => {
	const { home } = await installN8n('2.41.1');
	// Node's own require: n8n's modules with n8n's own dependencies, outside Jest's registry
	policy = createRequire(__filename)(
		path.join(home, 'node_modules/n8n/dist/workflows/triggers/poll-backoff-policy.js'),
	) as BackoffPolicy;
}, INSTALL_TIMEOUT_MS);

const sandbox = useSandbox({ seed: 5, employees: 40 });
beforeEach(async () => await sandbox.control('DELETE', '/faults'));
const ceiling = pollLimits.idleQuotaCeiling;
beforeAll(() => (pollLimits.idleQuotaCeiling = 0));
afterAll(() => (pollLimits.idleQuotaCeiling = ceiling));

const wallet = { event: 'walletTransaction' };

/** The error of a scheduled poll after `faults`, the token revoked so the poll logs in again. */
async function pollError(
	faults: Record<string, unknown>[],
	parameters: INodeParameters = wallet,
): Promise<Error & { failure?: Failure }> {
	const { credentials } = sandbox.credentialStore(fullAccess);
	const poller = createPoller({ nodeType: new AssetLifecycleTrigger(), parameters, credentials });
	await poller.activate();
	await sandbox.control('POST', '/tokens/revoke');
	for (const fault of faults) await sandbox.control('POST', '/faults', fault);
	const { error } = await poller.poll();
	if (!error) throw new Error('the poll did not fail');
	return error;
}

/** The waits n8n computes after 1, 2, ... failures in a row of this error. */
function backoffs(error: unknown, failures: number, now = new Date()): number[] {
	const { type, retryAfterMs } = policy.pollFailureFromError(error, now);
	return Array.from({ length: failures }, (_, index) =>
		policy.computeBackoffDelayMs({ type, consecutiveErrors: index + 1, retryAfterMs }),
	);
}

/** The same error as the package threw it before it declared failures. */
function undeclared<T extends { failure?: Failure }>(error: T): T {
	delete error.failure;
	return error;
}

test('a refused login: permanent, the next poll 30 minutes later (undeclared, n8n retried it after 5 s, 10 s, 20 s)', async () => {
	const error = await pollError([
		{ route: 'POST /auth/login', count: 1, status: 401, body: { message: 'Invalid credentials' } },
	]);
	expect(policy.pollFailureFromError(error, new Date())).toEqual({
		type: 'permanent',
		retryAfterMs: null,
		cause: 'credential-invalid',
	});
	expect(backoffs(error, 3)).toEqual([30 * MINUTE, 30 * MINUTE, 30 * MINUTE]);
	expect(backoffs(undeclared(error), 3)).toEqual([5 * SECOND, 10 * SECOND, 20 * SECOND]);
});

test('a login answered 429 with Retry-After 90: n8n waits 90 s, then its own curve once longer (undeclared: 5 s)', async () => {
	const error = await pollError([
		{ route: 'POST /auth/login', count: 1, status: 429, headers: { 'Retry-After': '90' } },
	]);
	expect(policy.pollFailureFromError(error, new Date())).toEqual({
		type: 'transient',
		retryAfterMs: 90 * SECOND,
		cause: 'rate-limited',
	});
	expect(backoffs(error, 6)).toEqual([90, 90, 90, 90, 90, 160].map((s) => s * SECOND));
	expect(backoffs(undeclared(error), 1)).toEqual([5 * SECOND]);
});

test('a Retry-After beyond an hour is waited an hour, the longest n8n takes from an error', async () => {
	const error = await pollError([
		{ route: 'POST /auth/login', count: 1, status: 429, headers: { 'Retry-After': '7200' } },
	]);
	expect(backoffs(error, 1)).toEqual([60 * MINUTE]);
});

test('a server error while logging in or reading: temporarily unavailable, 5 s, 10 s, 20 s ...', async () => {
	for (const fault of [
		{ route: 'POST /auth/login', count: 1, status: 500 },
		{ route: 'GET /wallet/transactions', count: 4, status: 500 },
	]) {
		const error = await pollError([fault]);
		expect(policy.pollFailureFromError(error, new Date())).toEqual({
			type: 'transient',
			retryAfterMs: null,
			cause: 'temporarily-unavailable',
		});
		expect(backoffs(error, 4)).toEqual([5, 10, 20, 40].map((s) => s * SECOND));
	}
}, 30_000);

test('403 (a permission taken away) and 404 (a listed recovery gone): permanent, 30 minutes', async () => {
	const forbidden = await pollError([
		{ route: 'GET /wallet/transactions', count: 1, status: 403, body: { message: 'Forbidden' } },
	]);
	const recoveryNumbers = [...sandbox.store.recoveries.keys()][0];
	const gone = await pollError(
		[
			{
				route: 'GET /recoveries/:recoveryNumber/items',
				count: 1,
				status: 404,
				body: { success: false, message: 'Recovery not found' },
			},
		],
		{ event: 'recoveryStatusChanged', scope: 'recoveries', recoveryNumbers },
	);
	for (const error of [forbidden, gone]) {
		expect(policy.pollFailureFromError(error, new Date())).toEqual({
			type: 'permanent',
			retryAfterMs: null,
			cause: 'configuration-invalid',
		});
		expect(backoffs(error, 1)).toEqual([30 * MINUTE]);
	}
	// undeclared, n8n read the 404 as a passing failure
	expect(backoffs(undeclared(gone), 2)).toEqual([5 * SECOND, 10 * SECOND]);
});

test('a parameter the trigger refuses: permanent, 30 minutes (undeclared: 5 s, 10 s ...)', async () => {
	const { credentials } = sandbox.credentialStore(fullAccess);
	const parameters = { event: 'recoveryStatusChanged', scope: 'campaigns' };
	const poller = createPoller({ nodeType: new AssetLifecycleTrigger(), parameters, credentials });
	const error = (await poller.activate().catch((thrown: unknown) => thrown)) as {
		failure?: Failure;
	};
	expect(backoffs(error, 2)).toEqual([30 * MINUTE, 30 * MINUTE]);
	expect(backoffs(undeclared(error), 2)).toEqual([5 * SECOND, 10 * SECOND]);
});

// last: the spent window it records is the account's, in this process, for the rest of the file
test("the action node's error for the quota's 429 with RateLimit-Reset alone: n8n would wait until the reset", async () => {
	await sandbox.control('POST', '/faults', {
		route: 'GET /departments',
		count: 1,
		status: 429,
		headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '600' },
	});
	const { error } = await sandbox.run({
		resource: 'department',
		operation: 'getAll',
		returnAll: true,
	});
	const [wait] = backoffs(error, 1);
	expect(wait).toBeGreaterThan(590 * SECOND);
	expect(wait).toBeLessThanOrEqual(600 * SECOND);
});
