/**
 * Each kind of failure carries the declaration n8n 2.41's durable scheduler reads
 * (nodes/shared/transport/failure.ts): on the action node's error and on the error a trigger's
 * scheduled poll throws. What n8n then does with each: test/e2e/pollBackoff.test.ts.
 */
import type { Failure, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { pollLimits } from '../../nodes/AssetLifecycleTrigger/budget';
import { holdTime, type HeldTime } from '../heldTime';
import { createPoller } from './harness';
import {
	employeeCreateParameters,
	expiredAccess,
	fullAccess,
	limitedAccess,
	useSandbox,
	type Account,
} from './support';

const sandbox = useSandbox({ seed: 5, employees: 40 });
beforeEach(async () => await sandbox.control('DELETE', '/faults'));

/**
 * The file on time it holds: the backoffs take none of the machine's time, and a failure declares
 * its instants on a clock that moves only by the waits the node asks for.
 */
let time: HeldTime;
beforeAll(() => {
	time = holdTime(sandbox.sandbox);
});
afterAll(() => time.release());

type Fault = Record<string, unknown>;
const fault = async (body: Fault) => await sandbox.control('POST', '/faults', body);

const departments = { resource: 'department', operation: 'getAll', returnAll: true };
const QUOTA_SPENT = { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '600', 'Retry-After': '600' };
const REFUSED_LOGIN = { status: 401, body: { message: 'Invalid credentials' } };

const configurationInvalid: Failure = { cause: 'configuration-invalid' };
const credentialInvalid: Failure = { cause: 'credential-invalid' };
const temporarilyUnavailable: Failure = { cause: 'temporarily-unavailable' };

/** The quota's refusal: Retry-After and RateLimit-Reset (600 s) both declared. */
const quotaResets = (): unknown => ({
	cause: 'rate-limited',
	retryAfterMs: 600_000,
	resetsAtEpochMs: Date.now() + 600_000,
});

interface ActionCase {
	parameters: INodeParameters;
	account?: Account;
	baseUrl?: string;
	faults?: Fault[];
	expected: () => unknown;
}

const actionCases: Record<string, ActionCase> = {
	'a refused login (an expired API credential)': {
		parameters: departments,
		account: expiredAccess,
		expected: () => credentialInvalid,
	},
	'a Base URL the node refuses (plain HTTP to another host)': {
		parameters: departments,
		baseUrl: 'http://api.example.com',
		expected: () => credentialInvalid,
	},
	'a login answered 500': {
		parameters: departments,
		faults: [{ route: 'POST /auth/login', count: 1, status: 500 }],
		expected: () => temporarilyUnavailable,
	},
	'a login answered 429 with Retry-After 90': {
		parameters: departments,
		faults: [
			{ route: 'POST /auth/login', count: 1, status: 429, headers: { 'Retry-After': '90' } },
		],
		expected: () => expect.objectContaining({ cause: 'rate-limited', retryAfterMs: 90_000 }),
	},
	'403: a permission the credential lacks': {
		parameters: { resource: 'custody', operation: 'getTimeline', serial: 'SN-ANY' },
		account: limitedAccess,
		expected: () => configurationInvalid,
	},
	'404: the employee the parameters name does not exist': {
		parameters: {
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: '1234567-999999' },
		},
		expected: () => configurationInvalid,
	},
	'422: an ID the API refuses': {
		parameters: {
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: 'abc' },
		},
		expected: () => configurationInvalid,
	},
	'a value the node refuses before sending': {
		parameters: employeeCreateParameters({ workEmail: 'not an email' }),
		expected: () => configurationInvalid,
	},
	'a 429 of its own rule (a cooldown) with Retry-After 300': {
		parameters: departments,
		faults: [
			{
				route: 'GET /departments',
				count: 1,
				status: 429,
				body: { message: 'An invitation was sent less than 5 minutes ago' },
				headers: { 'Retry-After': '300' },
			},
		],
		expected: () => ({ cause: 'rate-limited', retryAfterMs: 300_000 }),
	},
	'a GET answered 500 on every try': {
		parameters: departments,
		faults: [{ route: 'GET /departments', count: 4, status: 500 }],
		expected: () => temporarilyUnavailable,
	},
	'a POST whose connection drops': {
		parameters: employeeCreateParameters(),
		faults: [{ route: 'POST /employee/add', count: 1, drop: true }],
		expected: () => temporarilyUnavailable,
	},
};

describe('the action node', () => {
	test.each(Object.entries(actionCases))(
		'%s',
		async (_name, { parameters, account, baseUrl, faults = [], expected }) => {
			for (const each of faults) await fault(each);
			const { credentials } = sandbox.credentialStore(account, baseUrl);
			const { error } = await sandbox.run(parameters, {}, credentials);
			expect((error as { failure?: Failure } | undefined)?.failure).toEqual(expected());
		},
		20_000,
	);
});

interface PollCase {
	parameters: INodeParameters;
	/** What changes between the activation and the scheduled poll. */
	faults: Fault[];
	expected: () => unknown;
}

const wallet = { event: 'walletTransaction' };

const pollCases: Record<string, PollCase> = {
	'the login is refused (the token revoked, the API credential expired)': {
		parameters: wallet,
		faults: [{ route: 'POST /auth/login', count: 1, ...REFUSED_LOGIN }],
		expected: () => credentialInvalid,
	},
	'the login is answered 500': {
		parameters: wallet,
		faults: [{ route: 'POST /auth/login', count: 1, status: 500 }],
		expected: () => temporarilyUnavailable,
	},
	'the login is answered 429 with Retry-After 90': {
		parameters: wallet,
		faults: [
			{ route: 'POST /auth/login', count: 1, status: 429, headers: { 'Retry-After': '90' } },
		],
		expected: () => expect.objectContaining({ cause: 'rate-limited', retryAfterMs: 90_000 }),
	},
	'403: the permission was taken from the credential': {
		parameters: wallet,
		faults: [
			{
				route: 'GET /wallet/transactions',
				count: 1,
				status: 403,
				body: { message: 'Forbidden', permission: 'wallet.read' },
			},
		],
		expected: () => configurationInvalid,
	},
	'404: a listed recovery the API no longer knows': {
		parameters: { event: 'recoveryStatusChanged', scope: 'recoveries' },
		faults: [
			{
				route: 'GET /recoveries/:recoveryNumber/items',
				count: 1,
				status: 404,
				body: { success: false, message: 'Recovery not found' },
			},
		],
		expected: () => configurationInvalid,
	},
	'a list answered 500 on every try': {
		parameters: wallet,
		faults: [{ route: 'GET /wallet/transactions', count: 4, status: 500 }],
		expected: () => temporarilyUnavailable,
	},
};

function triggerOf(parameters: INodeParameters, account: Account = fullAccess) {
	const { credentials } = sandbox.credentialStore(account);
	return createPoller({ nodeType: new AssetLifecycleTrigger(), parameters, credentials });
}

const firstRecovery = () => [...sandbox.store.recoveries.keys()][0];

describe("the trigger's scheduled poll", () => {
	const ceiling = pollLimits.idleQuotaCeiling;
	beforeAll(() => (pollLimits.idleQuotaCeiling = 0));
	afterAll(() => (pollLimits.idleQuotaCeiling = ceiling));

	test.each(Object.entries(pollCases))(
		'%s',
		async (_name, { parameters, faults, expected }) => {
			const recoveryNumbers = parameters.scope === 'recoveries' ? firstRecovery() : undefined;
			const poller = triggerOf({ ...parameters, ...(recoveryNumbers && { recoveryNumbers }) });
			await poller.activate();
			// the next request then meets a 401, and the token, revoked, cannot be refreshed
			await sandbox.control('POST', '/tokens/revoke');
			for (const each of faults) await fault(each);
			const { error } = await poller.poll();
			expect((error as { failure?: Failure } | undefined)?.failure).toEqual(expected());
		},
		20_000,
	);

	test.each([
		['no campaign chosen', { event: 'recoveryStatusChanged', scope: 'campaigns' }],
		[
			'a currency code that is none',
			{ event: 'walletTransaction', filters: { currencyCode: 'X1' } },
		],
		['an event this trigger does not know', { event: 'assetShipped' }],
	])(
		'a parameter it refuses (%s) fails every poll as configuration-invalid',
		async (_, parameters) => {
			const error = await triggerOf(parameters)
				.activate()
				.then(
					() => undefined,
					(thrown: unknown) => thrown as { failure?: Failure },
				);
			expect(error?.failure).toEqual(configurationInvalid);
		},
	);
});

// last: the spent window these record is the account's, in this process, for the rest of the file
describe('a spent quota', () => {
	test("the quota's 429 resetting later than the node waits", async () => {
		await fault({ route: 'GET /departments', count: 1, status: 429, headers: QUOTA_SPENT });
		const { error } = await sandbox.run(departments);
		expect((error as { failure?: Failure } | undefined)?.failure).toEqual(quotaResets());
	});

	test('the next request, which the node does not send while the window is spent', async () => {
		const { error } = await sandbox.run(departments);
		expect(error?.message).toBe(
			"The API's rate limit allows no more requests until its window resets",
		);
		expect((error as { failure?: Failure } | undefined)?.failure).toEqual({
			cause: 'rate-limited',
			resetsAtEpochMs: Date.now() + 600_000,
		});
		expect(await sandbox.requests('GET /departments')).toEqual([]);
	});
});
