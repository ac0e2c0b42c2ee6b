/**
 * `npm run bench:hostile`: the 429 answers that asked for no wait, with the wait allowance users
 * get (120 s). One employee GET per answer, all three at once, each against its own hostile server:
 * requests in the first 15 s, requests in all, and the time until the item failed. Takes about a
 * minute; prints a table and, last, the figures as one line of JSON.
 */
import { AssetLifecycleApi } from '../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../nodes/AssetLifecycle/AssetLifecycle.node';
import { RATE_LIMIT_MESSAGE } from '../nodes/shared/transport/rateLimit';
import { HarnessCredentialsHelper } from '../test/engine/harness/credentials-helper';
import { runNode } from '../test/engine/harness/run-node';
import { startHostileServer } from '../test/hostile/server';

const answers: Record<string, () => Record<string, string>> = {
	'RateLimit-Reset 0': () => ({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' }),
	'RateLimit-Reset a past epoch': () => ({
		'RateLimit-Remaining': '0',
		'RateLimit-Reset': String(Math.floor(Date.now() / 1000) - 30),
	}),
	'Retry-After 0': () => ({ 'Retry-After': '0' }),
};

async function measure(name: string, headers: () => Record<string, string>) {
	const api = await startHostileServer();
	api.on('GET /employees/E-1', () => ({
		status: 429,
		headers: headers(),
		json: { message: RATE_LIMIT_MESSAGE },
	}));
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: api.baseUrl,
		clientId: name,
		clientSecret: 'secret',
	});
	const started = Date.now();
	let in15s = 0;
	const at15s = new Promise<void>((resolve) => {
		setTimeout(() => {
			in15s = api.seen('GET /employees/E-1').length;
			resolve();
		}, 15_000).unref();
	});
	const { error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters: {
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: 'E-1' },
		},
		credentials,
	});
	const seconds = (Date.now() - started) / 1000;
	await at15s;
	await api.close();
	return {
		answer: name,
		requestsIn15s: in15s,
		requests: api.seen('GET /employees/E-1').length,
		secondsUntilFailed: Math.round(seconds * 10) / 10,
		error: error?.message,
	};
}

async function main() {
	const figures = await Promise.all(
		Object.entries(answers).map(async ([name, headers]) => await measure(name, headers)),
	);
	console.table(figures);
	console.log(JSON.stringify(figures));
}

void main();
