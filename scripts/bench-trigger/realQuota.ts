/**
 * The trigger's latency at the API's real quota (60 requests a window, the window scaled from 60 s
 * to 6 s as for the 300 single Gets): polls a scaled minute apart, each in a window of its own,
 * until a change in the worst place is emitted; on an idle account, then while another client of
 * the account spends a third of the quota.
 */
import type { IDataObject } from 'n8n-workflow';

import type { RunningSandbox } from '../../sandbox';
import type { Poller } from '../../test/engine/harness';
import { control } from './sandbox';
import { QUOTA, SCALED_WINDOW_SECONDS } from './singleGets';

/** The other client's pace: 20 requests a window, a third of the quota. */
const OTHER_CLIENT_REQUESTS_PER_WINDOW = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Another client of the account (a script, another integration) sending a small read at a steady
 * pace until stopped; its requests spend the quota the trigger reads.
 */
function spendQuota(sandbox: RunningSandbox): { stop: () => Promise<number> } {
	let stopped = false;
	let sent = 0;
	const spending = (async () => {
		const login = await fetch(`${sandbox.baseUrl}/api/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ client_id: 'second-client', client_secret: 'second-secret' }),
		});
		const { token } = (await login.json()) as { token: string };
		while (!stopped) {
			const answer = await fetch(`${sandbox.baseUrl}/api/v1/departments?limit=1`, {
				headers: { Authorization: `Bearer ${token}` },
			});
			await answer.arrayBuffer();
			sent++;
			await pause((SCALED_WINDOW_SECONDS * 1000) / OTHER_CLIENT_REQUESTS_PER_WINDOW);
		}
	})();
	return {
		async stop() {
			stopped = true;
			await spending;
			return sent;
		},
	};
}

/** The trigger's API requests in the sandbox's log (its client's, login and refresh apart). */
const triggerRequests = (sandbox: RunningSandbox) =>
	sandbox.sandbox.log.filter(
		(entry) =>
			entry.clientId === 'sandbox-client' &&
			!['POST /auth/login', 'POST /refresh-token'].includes(entry.route ?? ''),
	).length;

/**
 * Polls a scaled minute apart (after the last poll ended, so each meets a window of its own) until
 * `done`: the polls it took and the trigger's requests a poll.
 */
async function pollEveryMinuteUntil(
	sandbox: RunningSandbox,
	poller: Poller,
	done: (items: IDataObject[]) => boolean,
	limit = 500,
): Promise<Latency> {
	const before = triggerRequests(sandbox);
	for (let polls = 1; polls <= limit; polls++) {
		await pause(SCALED_WINDOW_SECONDS * 1000);
		const { items, error } = await poller.poll();
		if (error) throw error;
		if (done(items)) {
			const requestsPerPoll = (triggerRequests(sandbox) - before) / polls;
			return { polls, requestsPerPoll: Math.round(requestsPerPoll * 10) / 10 };
		}
	}
	throw new Error('no end in sight');
}

export interface Latency {
	/** Polls until the change is emitted. */
	polls: number;
	/** The trigger's requests a poll meanwhile, on average. */
	requestsPerPoll: number;
}

export interface RealQuotaLatency {
	/** With nobody else spending the quota... */
	idle: Latency;
	/** ...and while another client spends a third of it. */
	busy: Latency;
	/** The other client's requests meanwhile. */
	otherClientRequests: number;
}

/**
 * After the bench's own measurements (the rate limit lifted): the real quota, a change in the
 * worst place and the polls until it is emitted, idle and busy; then the rate limit lifted again.
 */
export async function latencyAtRealQuota(
	sandbox: RunningSandbox,
	poller: Poller,
	change: () => Promise<string>,
	emittedId: (item: IDataObject) => string,
): Promise<RealQuotaLatency> {
	const lifted = sandbox.sandbox.settings.rateLimit;
	await control(sandbox, 'PUT', '/rate-limit', {
		limit: QUOTA,
		windowSeconds: SCALED_WINDOW_SECONDS,
	});
	try {
		const emitted = async () => {
			const changed = await change();
			return await pollEveryMinuteUntil(sandbox, poller, (items) =>
				items.some((item) => emittedId(item) === changed),
			);
		};
		const idle = await emitted();
		const otherClient = spendQuota(sandbox);
		let busy: Latency;
		let otherClientRequests: number;
		try {
			busy = await emitted();
		} finally {
			otherClientRequests = await otherClient.stop();
		}
		return { idle, busy, otherClientRequests };
	} finally {
		await control(sandbox, 'PUT', '/rate-limit', { limit: lifted, windowSeconds: 60 });
	}
}
