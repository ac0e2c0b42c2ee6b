/**
 * A write the API does not deduplicate (Order Create, Shipping Label Create), sent through
 * apiRequest on a scripted API under jest's fake timers: which outcomes hold the same write back,
 * for how long, what a retry of the same run gets, what the option sends, and the words of the
 * refusal. Each test has an account of its own (the memory is per account).
 */
import type { IExecuteFunctions, INode, NodeApiError } from 'n8n-workflow';

import { RATE_LIMIT_MESSAGE } from '../../nodes/shared/transport/rateLimit';
import { apiRequest } from '../../nodes/shared/transport/request';
import type { ApiRequest, NotDeduplicatedWrite } from '../../nodes/shared/transport/types';
import {
	UnconfirmedWrites,
	unconfirmedWrites,
} from '../../nodes/shared/transport/unconfirmedWrites';
import { actionNode } from './actionNode';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;

/** What the scripted API does with one request: answers, or fails without an answer. */
type Outcome =
	| { status: number; body?: unknown; headers?: Record<string, unknown> }
	| { networkCode: string; message: string };

const placed = { message: 'Order placed successfully', data: { order_number: 'DO-620001' } };
const serverError = { status: 500, body: { message: 'An unexpected error occurred' } };

/** n8n's functions on an account of its own, answering each request with the next outcome. */
function scriptedApi(clientId: string, outcomes: Outcome[]) {
	let sent = 0;
	const httpRequestWithAuthentication = async () => {
		const outcome = outcomes[Math.min(sent, outcomes.length - 1)];
		sent += 1;
		if ('networkCode' in outcome) {
			throw Object.assign(new Error(outcome.message), { code: outcome.networkCode });
		}
		const { status, body, headers = {} } = outcome;
		if (status < 300) return { statusCode: status, headers, body: body ?? placed };
		throw Object.assign(new Error(`Request failed with status code ${status}`), {
			response: { status, headers, data: body },
		});
	};
	const functions = {
		getNode: (): INode => actionNode,
		getCredentials: async () => ({
			baseUrl: 'https://api.example.com',
			clientId,
			clientSecret: 'secret',
		}),
		helpers: { httpRequestWithAuthentication },
	} as unknown as IExecuteFunctions;
	return { caller: { functions }, sent: () => sent };
}

const orderWrite = (overrides: Partial<NotDeduplicatedWrite> = {}): NotDeduplicatedWrite => ({
	record: 'order',
	operation: 'Order → Create',
	listedBy: 'Order → Get Many',
	sendAnyway: { label: 'Options → Send Despite an Unconfirmed Attempt', on: false },
	run: 'execution-1#Place Order#0',
	...overrides,
});

/** Order Create's request for item 0, its body for `email`. */
const placeOrder = (
	write: NotDeduplicatedWrite = orderWrite(),
	email = 'new.hire@example.com',
	itemIndex = 0,
): ApiRequest => ({
	method: 'POST',
	path: '/device-hub/place-order',
	body: { email, products: [{ name: 'MacBook Pro 14', quantity: 1 }] },
	itemIndex,
	notDeduplicated: write,
});

/** Runs the fake clock until the request is done: its answer, or the error it failed with. */
async function outcome<T>(pending: Promise<T>): Promise<T | Error> {
	const settled = pending.catch((error: Error) => error);
	await jest.runAllTimersAsync();
	return await settled;
}

const failureOf = async (pending: Promise<unknown>) => {
	const result = await outcome(pending);
	if (!(result instanceof Error)) throw new Error(`succeeded: ${JSON.stringify(result)}`);
	return result as Error & { description?: string };
};

const heldBack = expect.objectContaining({
	message: expect.stringMatching(/^Held back: the same order was sent/),
});

beforeEach(() => jest.useFakeTimers({ now: NOW_MS }));
afterEach(() => jest.useRealTimers());

describe('an outcome that is unknown holds the same write back', () => {
	test('after a 500, the same order is held back for 15 minutes, then sent', async () => {
		const api = scriptedApi('held-15-minutes', [serverError, { status: 200 }]);

		expect(await failureOf(apiRequest(api.caller, placeOrder()))).toMatchObject({
			message: 'An unexpected error occurred',
		});
		jest.setSystemTime(NOW_MS + 15 * MINUTE);
		expect(await failureOf(apiRequest(api.caller, placeOrder()))).toEqual(heldBack);
		expect(api.sent()).toBe(1);

		jest.setSystemTime(NOW_MS + 15 * MINUTE + 1);
		expect(await outcome(apiRequest(api.caller, placeOrder()))).toMatchObject(placed);
		expect(api.sent()).toBe(2);
	});

	test.each<[string, Outcome]>([
		['a 502 from a gateway', { status: 502, body: { message: 'Bad gateway' } }],
		['a connection reset', { networkCode: 'ECONNRESET', message: 'socket hang up' }],
		['a timeout', { networkCode: 'ECONNABORTED', message: 'timeout of 60000ms exceeded' }],
	])('after %s, likewise', async (name, failure) => {
		const api = scriptedApi(`held-${name}`, [failure, { status: 200 }]);
		await failureOf(apiRequest(api.caller, placeOrder()));

		expect(await failureOf(apiRequest(api.caller, placeOrder()))).toEqual(heldBack);
		expect(api.sent()).toBe(1);
	});

	test('another body, path or account is sent', async () => {
		const api = scriptedApi('held-only-the-same', [serverError, { status: 200 }]);
		await failureOf(apiRequest(api.caller, placeOrder()));

		await outcome(apiRequest(api.caller, placeOrder(orderWrite(), 'other.hire@example.com')));
		await outcome(apiRequest(api.caller, { ...placeOrder(), path: '/shipping/label/create' }));
		const otherAccount = scriptedApi('held-only-the-same-account', [{ status: 200 }]);
		await outcome(apiRequest(otherAccount.caller, placeOrder()));

		expect([api.sent(), otherAccount.sent()]).toEqual([3, 1]);
	});

	test('a write without the declaration is never held back (Employee Create reads its record back)', async () => {
		const api = scriptedApi('held-only-declared', [serverError, { status: 200 }]);
		const { notDeduplicated: _, ...undeclared } = placeOrder();
		await failureOf(apiRequest(api.caller, undeclared));

		await outcome(apiRequest(api.caller, undeclared));
		expect(api.sent()).toBe(2);
	});
});

describe('an outcome that is known holds nothing back', () => {
	test.each<[string, Outcome[]]>([
		[
			'a 422 (refused: nothing was written)',
			[{ status: 422, body: { message: 'Validation failed' } }],
		],
		['a 404', [{ status: 404, body: { message: 'Not found' } }]],
		[
			'a 429 past the wait allowance (not processed)',
			[
				{
					status: 429,
					body: { message: RATE_LIMIT_MESSAGE },
					headers: { 'ratelimit-reset': '90' },
				},
			],
		],
		[
			'a connection refused (never opened)',
			[{ networkCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
		],
		['a host not found', [{ networkCode: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND' }]],
	])('after %s, the same order is sent again', async (name, failures) => {
		const api = scriptedApi(`known-${name}`, failures);
		await failureOf(apiRequest(api.caller, placeOrder()));
		const sentBefore = api.sent();

		const again = await failureOf(apiRequest(api.caller, placeOrder()));
		expect(again.message).not.toMatch(/^Held back/);
		expect(api.sent()).toBeGreaterThan(sentBefore);
	});

	test('a login that failed (the credential declared it) did not send the write', async () => {
		const api = scriptedApi('known-login', [{ status: 200 }]);
		let logins = 0;
		const { helpers } = api.caller.functions;
		const send = helpers.httpRequestWithAuthentication;
		helpers.httpRequestWithAuthentication = async function (this: IExecuteFunctions, ...args) {
			if (logins++ === 0) {
				throw Object.assign(new Error('The login failed'), {
					httpCode: '500',
					failure: { cause: 'temporarily-unavailable' },
				});
			}
			return await send.apply(this, args);
		} as typeof send;
		await failureOf(apiRequest(api.caller, placeOrder()));

		expect(await outcome(apiRequest(api.caller, placeOrder()))).toMatchObject(placed);
	});

	test('a success: the same order sent again in another run is sent (two identical orders on purpose)', async () => {
		const api = scriptedApi('known-success', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder()));

		await outcome(
			apiRequest(api.caller, placeOrder(orderWrite({ run: 'execution-2#Place Order#0' }))),
		);
		expect(api.sent()).toBe(2);
	});
});

describe("n8n's Retry On Fail: the same run again", () => {
	test('an item that succeeded gets its answer again instead of a second order', async () => {
		const api = scriptedApi('retry-success', [
			{ status: 200, body: placed },
			{ status: 200, body: { ...placed, data: { order_number: 'DO-620002' } } },
		]);
		await outcome(apiRequest(api.caller, placeOrder()));
		jest.setSystemTime(NOW_MS + 5_000);

		expect(await outcome(apiRequest(api.caller, placeOrder()))).toEqual(placed);
		expect(api.sent()).toBe(1);
	});

	test('another item of the run with the same fields is sent: two identical orders on purpose', async () => {
		const api = scriptedApi('retry-other-item', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder()));
		await outcome(apiRequest(api.caller, placeOrder(orderWrite(), 'new.hire@example.com', 1)));

		expect(api.sent()).toBe(2);
	});

	test('an answer is kept no longer than 15 minutes', async () => {
		const api = scriptedApi('retry-kept-15-minutes', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder()));

		jest.setSystemTime(NOW_MS + 15 * MINUTE + 1);
		await outcome(apiRequest(api.caller, placeOrder()));
		expect(api.sent()).toBe(2);
	});
});

describe('a run that failed after placing orders (n8n showed none of its output)', () => {
	const inRun = (run: string) => orderWrite({ run });

	test('the next run that sends the same order gets that answer, once; the run after sends it', async () => {
		const api = scriptedApi('failed-run', [{ status: 200, body: placed }]);
		await outcome(apiRequest(api.caller, placeOrder(inRun('failed#Place Order#0'))));
		unconfirmedWrites.runFailed('failed#Place Order#0');

		expect(await outcome(apiRequest(api.caller, placeOrder(inRun('rerun#Place Order#0'))))).toEqual(
			placed,
		);
		expect(api.sent()).toBe(1);
		await outcome(apiRequest(api.caller, placeOrder(inRun('third#Place Order#0'))));
		expect(api.sent()).toBe(2);
	});

	test('two identical orders it placed are given to two items; a third is placed', async () => {
		const api = scriptedApi('failed-run-two', [{ status: 200 }]);
		const failed = inRun('failed-two#Place Order#0');
		await outcome(apiRequest(api.caller, placeOrder(failed, 'new.hire@example.com', 0)));
		await outcome(apiRequest(api.caller, placeOrder(failed, 'new.hire@example.com', 1)));
		unconfirmedWrites.runFailed('failed-two#Place Order#0');

		const rerun = inRun('rerun-two#Place Order#0');
		for (const itemIndex of [0, 1, 2]) {
			await outcome(apiRequest(api.caller, placeOrder(rerun, 'new.hire@example.com', itemIndex)));
		}
		expect(api.sent()).toBe(3);
	});

	test('a run that failed again gives its answers once more to the next', async () => {
		const api = scriptedApi('failed-twice', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder(inRun('first#Place Order#0'))));
		unconfirmedWrites.runFailed('first#Place Order#0');
		await outcome(apiRequest(api.caller, placeOrder(inRun('second#Place Order#0'))));
		unconfirmedWrites.runFailed('second#Place Order#0');

		await outcome(apiRequest(api.caller, placeOrder(inRun('third#Place Order#0'))));
		expect(api.sent()).toBe(1);
	});

	test('a run that succeeded holds nothing: its output was shown', async () => {
		const api = scriptedApi('succeeded-run', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder(inRun('shown#Place Order#0'))));
		unconfirmedWrites.runFailed('another run#Place Order#0');

		await outcome(apiRequest(api.caller, placeOrder(inRun('next#Place Order#0'))));
		expect(api.sent()).toBe(2);
	});

	test('the answer is given again within 15 minutes only', async () => {
		const api = scriptedApi('failed-run-late', [{ status: 200 }]);
		await outcome(apiRequest(api.caller, placeOrder(inRun('late#Place Order#0'))));
		unconfirmedWrites.runFailed('late#Place Order#0');

		jest.setSystemTime(NOW_MS + 15 * MINUTE + 1);
		await outcome(apiRequest(api.caller, placeOrder(inRun('later#Place Order#0'))));
		expect(api.sent()).toBe(2);
	});
});

describe('Send Despite an Unconfirmed Attempt', () => {
	const sendAnyway = (run: string) =>
		orderWrite({
			run,
			sendAnyway: { label: 'Options → Send Despite an Unconfirmed Attempt', on: true },
		});

	test("sends a write another run's attempt holds back; its success clears the hold", async () => {
		const api = scriptedApi('anyway-other-run', [serverError, { status: 200 }]);
		await failureOf(apiRequest(api.caller, placeOrder()));

		expect(
			await outcome(apiRequest(api.caller, placeOrder(sendAnyway('execution-2#Place Order#0')))),
		).toMatchObject(placed);
		await outcome(
			apiRequest(api.caller, placeOrder(orderWrite({ run: 'execution-3#Place Order#0' }))),
		);
		expect(api.sent()).toBe(3);
	});

	test('never sends again the attempt of its own run and item (a retry of a forced send)', async () => {
		const api = scriptedApi('anyway-same-run', [serverError, { status: 200 }]);
		const write = sendAnyway('execution-4#Place Order#0');
		await failureOf(apiRequest(api.caller, placeOrder(write)));

		const error = await failureOf(apiRequest(api.caller, placeOrder(write)));
		expect(error.message).toMatch(/^Held back/);
		expect(error.description).toContain(
			'"Options → Send Despite an Unconfirmed Attempt" is on, but that attempt was made by this same run, which n8n\'s Retry On Fail repeats: run the node again to send it.',
		);
		expect(api.sent()).toBe(1);
	});

	test('does not place again an order a failed run placed: that one is known to have gone through', async () => {
		const api = scriptedApi('anyway-placed', [{ status: 200, body: placed }]);
		await outcome(apiRequest(api.caller, placeOrder(orderWrite({ run: 'placed#Place Order#0' }))));
		unconfirmedWrites.runFailed('placed#Place Order#0');

		const answer = await outcome(
			apiRequest(api.caller, placeOrder(sendAnyway('forced#Place Order#0'))),
		);
		expect(answer).toEqual(placed);
		expect(api.sent()).toBe(1);
	});

	test('with no execution id to tell runs apart, every earlier attempt counts as another run', async () => {
		const api = scriptedApi('anyway-no-run', [serverError, { status: 200 }]);
		const write = orderWrite({
			run: undefined,
			sendAnyway: { label: 'Options → Send Despite an Unconfirmed Attempt', on: true },
		});
		await failureOf(apiRequest(api.caller, placeOrder(write)));

		await outcome(apiRequest(api.caller, placeOrder(write)));
		expect(api.sent()).toBe(2);
	});
});

describe('the words', () => {
	test('the attempt itself says that the same order will be held back', async () => {
		const api = scriptedApi('words-attempt', [serverError]);

		expect((await failureOf(apiRequest(api.caller, placeOrder()))).description).toBe(
			'The request may have been processed. It was not repeated, so that nothing is created twice: check the platform before running this item again. The same order sent again within 15 minutes (Retry On Fail, a re-run) is held back until you check with Order → Get Many whether it went through.',
		);
	});

	test('the refusal names the operation, when the attempt was sent and what it got, how to check and how to send it anyway', async () => {
		const api = scriptedApi('words-refusal', [serverError]);
		await failureOf(apiRequest(api.caller, placeOrder()));
		jest.setSystemTime(NOW_MS + 40_000);

		const error = await failureOf(
			apiRequest(api.caller, placeOrder(orderWrite({ run: 'execution-2#Place Order#0' }))),
		);
		expect(error.message).toBe(
			'Held back: the same order was sent 40 s ago and may have gone through',
		);
		expect(error.description).toBe(
			'Order → Create sent this same order (the same fields, to the same account) at 2026-11-22T12:00:00Z and got HTTP 500 (An unexpected error occurred), so it may have gone through. The API does not deduplicate orders: sending it again could create a second one, so it was not sent. Check with Order → Get Many whether it went through. If it did not, turn on "Options → Send Despite an Unconfirmed Attempt" and run the node again. The node holds the same order back for 15 minutes after such an answer, in this n8n process only: another queue-mode worker, or n8n after a restart, does not know of it.',
		);
		expect(error).toMatchObject({
			context: { itemIndex: 0 },
			failure: { cause: 'configuration-invalid' },
		});
	});

	test('a broken connection is told as no answer, with what Node said', async () => {
		const api = scriptedApi('words-no-answer', [
			{ networkCode: 'ECONNRESET', message: 'socket hang up' },
		]);
		await failureOf(apiRequest(api.caller, placeOrder()));
		jest.setSystemTime(NOW_MS + 3 * MINUTE);

		const error = await failureOf(apiRequest(api.caller, placeOrder()));
		expect(error.message).toBe(
			'Held back: the same order was sent 3 minutes ago and may have gone through',
		);
		expect(error.description).toContain('and got no answer (socket hang up), so');
	});
});

test('the memory keeps a bounded number of writes, dropping the oldest (10,000 in n8n)', () => {
	const memory = new UnconfirmedWrites(() => NOW_MS, 3);
	const write = orderWrite();
	const begin = (index: number) => () =>
		memory.begin(actionNode, 'account', placeOrder(write, `hire.${index}@example.com`), write);
	for (const index of [0, 1, 2, 3]) {
		begin(index)().failed({ status: 500, message: 'Internal Server Error' }, {} as NodeApiError);
	}

	expect(begin(0)).not.toThrow();
	expect(begin(1)).toThrow(/^Held back/);
	expect(begin(3)).toThrow(/^Held back/);
});
