/**
 * `npm run bench`: the action node against the sandbox at the real quota of 60 requests a minute.
 * 1. Return All of 2,500 employees: list requests and logins (the floor is 25 and 1), wall time.
 * 2. 300 input items doing one employee GET each: wall time next to the quota's own floor.
 * 3. Side by side in real n8n (single process and queue mode) with the HTTP Request node: see
 *    bench-side-by-side.ts; about 15 more minutes. `npm run bench -- --side-by-side` runs it alone.
 * Prints a table and, last, the figures as one line of JSON.
 */
import type { INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox } from '../sandbox';
import {
	HarnessCredentialsHelper,
	type StoredCredential,
} from '../test/engine/harness/credentials-helper';
import { runNode } from '../test/engine/harness/run-node';
import { sandboxControl, type Counters } from '../test/sandboxControl';
import { sideBySide } from './bench-side-by-side';

const QUOTA = 60;
const WINDOW_SECONDS = 60;
const EMPLOYEES = 2500;
const SINGLE_GETS = 300;

const counters = (sandbox: RunningSandbox) =>
	sandboxControl<Counters>(sandbox.origin, 'GET', '/counters');

function credentialFor(sandbox: RunningSandbox) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	return store.add('assetLifecycleApi', {
		baseUrl: sandbox.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
}

async function run(
	credentials: StoredCredential,
	parameters: INodeParameters,
	items?: Array<{ json: { id: string } }>,
) {
	const started = performance.now();
	const result = await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, items });
	if (result.error) throw new Error(`the node failed: ${result.error.message}`);
	return { items: result.items, seconds: (performance.now() - started) / 1000 };
}

const control = (sandbox: RunningSandbox, method: string, path: string, body?: unknown) =>
	sandboxControl(sandbox.origin, method, path, body);

/** A fresh sandbox per scenario, so each starts with a fresh rate-limit window. */
async function withSandbox<T>(action: (sandbox: RunningSandbox) => Promise<T>): Promise<T> {
	const sandbox = await startSandbox({
		port: 0,
		employees: EMPLOYEES,
		rateLimit: QUOTA,
		rateWindowSeconds: WINDOW_SECONDS,
	});
	try {
		return await action(sandbox);
	} finally {
		await sandbox.close();
	}
}

async function returnAll() {
	return await withSandbox(async (sandbox) => {
		const { items, seconds } = await run(credentialFor(sandbox), {
			resource: 'employee',
			operation: 'getAll',
			returnAll: true,
		});
		const seen = await counters(sandbox);
		return {
			employees: items.length,
			listRequests: seen.byRoute['GET /employees'] ?? 0,
			listRequestFloor: Math.ceil(EMPLOYEES / 100),
			logins: seen.logins,
			rateLimited: seen.rateLimited,
			seconds: Number(seconds.toFixed(2)),
		};
	});
}

async function singleGets() {
	return await withSandbox(async (sandbox) => {
		const { employees } = await sandboxControl<{ employees: { ids: string[] } }>(
			sandbox.origin,
			'GET',
			'/snapshot',
		);
		const ids = employees.ids;
		const items = Array.from({ length: SINGLE_GETS }, (_, index) => ({ json: { id: ids[index] } }));
		// the token is obtained beforehand and the window starts afresh: the run is the GETs alone
		const credentials = credentialFor(sandbox);
		await run(credentials, { resource: 'department', operation: 'getAll', limit: 1 });
		await control(sandbox, 'PUT', '/rate-limit', { limit: QUOTA, windowSeconds: WINDOW_SECONDS });
		await control(sandbox, 'DELETE', '/requests');
		const { items: output, seconds } = await run(
			credentials,
			{
				resource: 'employee',
				operation: 'get',
				employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			items,
		);
		const seen = await counters(sandbox);
		const requests = seen.requests;
		// the first window opens with the first request; the last request falls in window ceil(n/quota)
		const floorSeconds = (Math.ceil(requests / QUOTA) - 1) * WINDOW_SECONDS;
		return {
			items: output.length,
			requests,
			employeeGets: seen.byRoute['GET /employees/:id'] ?? 0,
			logins: seen.logins,
			rateLimited: seen.rateLimited,
			seconds: Number(seconds.toFixed(1)),
			floorSeconds,
			overFloorSeconds: Number((seconds - floorSeconds).toFixed(1)),
		};
	});
}

async function engineBench() {
	console.log(`Quota: ${QUOTA} requests per ${WINDOW_SECONDS} s (the API's real limit)`);
	const all = await returnAll();
	console.log(
		`Return All of ${all.employees} employees: ${all.listRequests} list requests (floor ${all.listRequestFloor}), ${all.logins} login, ${all.rateLimited} × 429, ${all.seconds} s`,
	);
	const gets = await singleGets();
	console.log(
		`${gets.items} single GETs: ${gets.seconds} s for ${gets.requests} requests (${gets.employeeGets} GETs, ${gets.logins} login) from a fresh window; the quota's floor is ${gets.floorSeconds} s (+${gets.overFloorSeconds} s), ${gets.rateLimited} × 429`,
	);
	return { returnAll: all, singleGets: gets };
}

async function main() {
	const engine = process.argv.includes('--side-by-side') ? undefined : await engineBench();
	const sideBySideRows = await sideBySide();
	console.log(JSON.stringify({ ...engine, sideBySide: sideBySideRows }));
}

main().catch((error: Error) => {
	console.error(error);
	process.exit(1);
});
