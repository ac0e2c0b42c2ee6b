/**
 * What the trigger's bench does with a sandbox: its control API, the API requests it counted, a
 * credential for it and a trigger polling it with durable cursors (2.41's opt-in, under which n8n
 * writes every poll that changes the state), and the trigger's state as n8n committed it.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import type { RunningSandbox } from '../../sandbox';
import { createPoller, HarnessCredentialsHelper, type Poller } from '../../test/engine/harness';

export async function control(
	sandbox: RunningSandbox,
	method: string,
	path: string,
	body?: unknown,
) {
	const response = await fetch(`${sandbox.origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}`);
	return (await response.json()) as IDataObject;
}

export const apiRequests = async (sandbox: RunningSandbox) => {
	const { byRoute } = (await control(sandbox, 'GET', '/counters')) as {
		byRoute: Record<string, number>;
	};
	return Object.entries(byRoute)
		.filter(([route]) => !['POST /auth/login', 'POST /refresh-token'].includes(route))
		.reduce((sum, [, count]) => sum + count, 0);
};

export function credentialFor(sandbox: RunningSandbox) {
	return new HarnessCredentialsHelper([new AssetLifecycleApi()]).add('assetLifecycleApi', {
		baseUrl: sandbox.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
}

export function trigger(sandbox: RunningSandbox, parameters: INodeParameters): Poller {
	return createPoller({
		nodeType: new AssetLifecycleTrigger(),
		parameters,
		credentials: credentialFor(sandbox),
		persist: 'durableCursors',
	});
}

export const stateOf = (poller: Poller) =>
	((poller.savedNodeData().assetLifecycleTrigger as IDataObject | undefined)?.data ??
		{}) as IDataObject;

export async function pollUntil(
	poller: Poller,
	done: (items: IDataObject[]) => boolean,
	limit = 2_000,
) {
	for (let polls = 1; polls <= limit; polls++) {
		const { items, error } = await poller.poll();
		if (error) throw error;
		if (done(items)) return polls;
	}
	throw new Error('no end in sight');
}
