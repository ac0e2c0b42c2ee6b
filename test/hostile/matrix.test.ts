import type { INodeExecutionData } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { transportLimits } from '../../nodes/shared/transport/limits';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { createPoller } from '../engine/harness/poller';
import { testCredential } from '../engine/harness/methods';
import { runNode } from '../engine/harness/run-node';
import { holdTime } from '../heldTime';
import { hostileCases, TEST_LIMITS, type HostileCase } from './matrix';
import { startHostileServer, type HostileServer } from './server';

interface Outcome {
	items: INodeExecutionData[];
	error?: {
		name?: string;
		message?: string;
		description?: string;
		context?: { itemIndex?: number };
	};
	verdict?: { status: string; message?: string };
}

const userLimits = { ...transportLimits };
afterEach(() => Object.assign(transportLimits, userLimits));

async function runCase(hostile: HostileCase, api: HostileServer, index: number): Promise<Outcome> {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: `hostile-${index}`,
		clientSecret: 'hostile-secret',
	});
	const { run } = hostile;
	if ('credentialTest' in run) {
		return {
			items: [],
			verdict: await testCredential(credentials),
		};
	}
	if ('trigger' in run) {
		try {
			const poller = createPoller({
				nodeType: new AssetLifecycleTrigger(),
				parameters: run.trigger,
				credentials,
			});
			const { items } = await poller.activate();
			return { items: items.map((json) => ({ json })) };
		} catch (error) {
			return { items: [], error: error as Outcome['error'] };
		}
	}
	const { items, error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters: run.node,
		credentials,
	});
	return { items, error: error as Outcome['error'] };
}

describe('the hostile-server matrix', () => {
	test(`has at least 30 cases, each named once (${hostileCases.length})`, () => {
		expect(hostileCases.length).toBeGreaterThanOrEqual(30);
		expect(new Set(hostileCases.map((hostile) => hostile.name)).size).toBe(hostileCases.length);
	});

	test.each(hostileCases.map((hostile, index) => [hostile.name, hostile, index] as const))(
		'%s',
		async (_name, hostile, index) => {
			const api = await startHostileServer();
			const elsewhere = await startHostileServer();
			try {
				hostile.setup(api, elsewhere);
				Object.assign(transportLimits, TEST_LIMITS, {
					requestTimeoutMs: hostile.requestTimeoutMs ?? userLimits.requestTimeoutMs,
				});
				const time = holdTime();
				const outcome = await runCase(hostile, api, index).finally(time.release);

				// no hang, no hammering
				const waitedMs = time.waits.reduce((sum, ms) => sum + ms, 0);
				expect(waitedMs).toBeLessThanOrEqual(hostile.seconds * 1000);
				expect(api.seen().length).toBeLessThanOrEqual(hostile.requests);
				// the token and the secret go nowhere but the credential's host
				expect(elsewhere.seen().filter((entry) => entry.authorization)).toEqual([]);
				expect(elsewhere.seen().filter((entry) => entry.body.includes('hostile-secret'))).toEqual(
					[],
				);
				// a write reached the server at most once (a 429 is not processed and may be repeated)
				const writes = api
					.apiRequests()
					.filter((entry) => entry.method !== 'GET' && entry.status !== 429);
				expect(writes.length).toBeLessThanOrEqual(1);
				// a write the API accepted is never reported as failed
				if (writes.some((entry) => entry.completed && (entry.status ?? 0) < 300)) {
					expect(outcome.error).toBeUndefined();
				}

				if (hostile.error) {
					expect(outcome.error?.name).toBe(hostile.error.name);
					expect(outcome.error?.message).toMatch(hostile.error.message);
					if (hostile.error.description) {
						expect(outcome.error?.description).toMatch(hostile.error.description);
					}
					if (!('trigger' in hostile.run)) expect(outcome.error?.context?.itemIndex).toBe(0);
				} else if (hostile.verdict) {
					expect(outcome.verdict).toEqual({
						status: hostile.verdict.status,
						message: expect.stringMatching(hostile.verdict.message),
					});
				} else {
					expect(outcome.error).toBeUndefined();
				}
				hostile.check?.(outcome.items, api, elsewhere);
			} finally {
				await api.close();
				await elsewhere.close();
			}
		},
		15_000,
	);
});
