/**
 * `npm run bench:trigger`: what the trigger costs at 1,000, 20,000 and 100,000 employees (the
 * sandbox's default account shape: one campaign per 80 employees, the first holding one recovery
 * per 10 employees), at the default budget of 10 requests a poll:
 * - requests per idle poll (the poll after the baseline pass; the rate limit lifted to count),
 * - polls until a change in the worst place is emitted (a record the sweep has just read), and the
 *   minutes that is at a one-minute Poll Time,
 * - the static data the trigger keeps (bytes of JSON), the bytes n8n writes per poll with durable
 *   cursors (2.41's opt-in: every poll that changes the state writes it whole; the classic scheduler
 *   writes only after a poll that emits), averaged over the polls of one idle pass, and the heap one
 *   idle poll adds at its peak (sampled every 2 ms above the heap after a full collection; run with
 *   --expose-gc, as `npm run bench:trigger` does).
 * Then 300 single Employee Gets at the real quota (60 a window, the window scaled from 60 s to
 * 6 s) alone and while an employee trigger on the same account polls every (scaled) minute: wall
 * time and its ratio to the quota's floor. Prints tables and, last, the figures as JSON.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { startSandbox, type RunningSandbox } from '../sandbox';
import {
	createPoller,
	HarnessCredentialsHelper,
	runNode,
	type Poller,
} from '../test/engine/harness';

const SIZES = [1_000, 20_000, 100_000];
const QUOTA = 60;
const SCALED_WINDOW_SECONDS = 6;
const SINGLE_GETS = 300;

async function control(sandbox: RunningSandbox, method: string, path: string, body?: unknown) {
	const response = await fetch(`${sandbox.origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}`);
	return (await response.json()) as IDataObject;
}

const apiRequests = async (sandbox: RunningSandbox) => {
	const { byRoute } = (await control(sandbox, 'GET', '/counters')) as {
		byRoute: Record<string, number>;
	};
	return Object.entries(byRoute)
		.filter(([route]) => !['POST /auth/login', 'POST /refresh-token'].includes(route))
		.reduce((sum, [, count]) => sum + count, 0);
};

function credentialFor(sandbox: RunningSandbox) {
	return new HarnessCredentialsHelper([new AssetLifecycleApi()]).add('assetLifecycleApi', {
		baseUrl: sandbox.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
}

function trigger(sandbox: RunningSandbox, parameters: INodeParameters): Poller {
	return createPoller({
		nodeType: new AssetLifecycleTrigger(),
		parameters,
		credentials: credentialFor(sandbox),
		persist: 'durableCursors',
	});
}

const stateOf = (poller: Poller) =>
	((poller.savedNodeData().assetLifecycleTrigger as IDataObject | undefined)?.data ??
		{}) as IDataObject;

async function pollUntil(poller: Poller, done: (items: IDataObject[]) => boolean, limit = 2_000) {
	for (let polls = 1; polls <= limit; polls++) {
		const { items, error } = await poller.poll();
		if (error) throw error;
		if (done(items)) return polls;
	}
	throw new Error('no end in sight');
}

interface Row {
	employees: number;
	event: string;
	requestsPerIdlePoll: number;
	pollsToWorstChange: number;
	staticDataBytes: number;
	bytesWrittenPerPoll: number;
	pollHeapBytes: number;
}

/** The peak heap a poll adds above the heap after a full collection (sampled every 2 ms). */
async function pollHeap(poller: Poller): Promise<number> {
	const collect = (globalThis as { gc?: () => void }).gc;
	if (!collect) throw new Error('run with --expose-gc to measure the heap a poll adds');
	collect();
	const before = process.memoryUsage().heapUsed;
	let peak = before;
	const sample = () => {
		peak = Math.max(peak, process.memoryUsage().heapUsed);
	};
	const sampler = setInterval(sample, 2);
	try {
		await poller.poll();
		sample();
	} finally {
		clearInterval(sampler);
	}
	return peak - before;
}

/** The bytes written per poll over the polls of one idle pass (one poll where a pass is one). */
async function bytesWrittenPerPoll(poller: Poller, pollsOfAPass: number): Promise<number> {
	let written = 0;
	for (let polls = 0; polls < pollsOfAPass; polls++) {
		const { saved } = await poller.poll();
		if (saved) written += Buffer.byteLength(poller.saved);
	}
	return Math.round(written / pollsOfAPass);
}

async function measureEvent(
	sandbox: RunningSandbox,
	employees: number,
	event: string,
	change: (poller: Poller) => Promise<string>,
	emittedIdOf: (item: IDataObject) => string,
	parameters: INodeParameters = {},
): Promise<Row> {
	const poller = trigger(sandbox, { event, ...parameters });
	await poller.activate();
	const pollsOfAPass = await pollUntil(poller, () => stateOf(poller).baselined !== false);
	const before = await apiRequests(sandbox);
	await poller.poll();
	const requestsPerIdlePoll = (await apiRequests(sandbox)) - before;
	const staticDataBytes = Buffer.byteLength(JSON.stringify(poller.savedNodeData()));
	const changed = await change(poller);
	const pollsToWorstChange = await pollUntil(poller, (items) =>
		items.some((item) => emittedIdOf(item) === changed),
	);
	const written = await bytesWrittenPerPoll(poller, pollsOfAPass);
	const heap = await pollHeap(poller);
	return {
		employees,
		event,
		requestsPerIdlePoll,
		pollsToWorstChange,
		staticDataBytes,
		bytesWrittenPerPoll: written,
		pollHeapBytes: heap,
	};
}

async function measureSize(employees: number): Promise<Row[]> {
	const started = performance.now();
	const sandbox = await startSandbox({ port: 0, seed: 9, employees, rateLimit: 10_000_000 });
	const startup = (performance.now() - started) / 1000;
	console.log(`${employees} employees: sandbox up in ${startup.toFixed(1)} s`);
	const { store } = sandbox.sandbox;
	try {
		const rows: Row[] = [];
		rows.push(
			await measureEvent(
				sandbox,
				employees,
				'employeeChanged',
				async (poller) => {
					// the last employee of the page the sweep read last: seen again only in the next pass
					const page = (stateOf(poller).page as number) - 1;
					const id = [...store.employees.keys()][Math.max(1, page) * 100 - 1];
					await control(sandbox, 'PATCH', `/employees/${encodeURIComponent(id)}`, {
						city: 'Moved City',
					});
					return id;
				},
				(item) => String(item.id),
			),
		);
		rows.push(
			await measureEvent(
				sandbox,
				employees,
				'recoveryStatusChanged',
				async (poller) => {
					// a recovery of the campaign the sweep over campaigns under way read last
					const state = stateOf(poller);
					const cursor = (state.active ?? state.full) as { campaign: string | null };
					const campaigns = Object.keys(state.campaigns as object);
					const index = cursor.campaign === null ? 0 : campaigns.indexOf(cursor.campaign);
					const campaign = campaigns[Math.max(0, index - 1)];
					const recovery = [...store.recoveries.values()].find(
						(candidate) => String(candidate.campaignNumber) === campaign,
					)!;
					const status = recovery.status === 'Cancelled' ? 'Delivered' : 'Cancelled';
					await control(sandbox, 'POST', `/recoveries/${recovery.recoveryNumber}/status`, {
						status,
					});
					return recovery.recoveryNumber;
				},
				(item) => String(item.recovery_number),
			),
		);
		rows.push(
			await measureEvent(
				sandbox,
				employees,
				'walletTransaction',
				async () => {
					const [created] = (await control(sandbox, 'POST', '/wallet/transactions', {
						count: 1,
					})) as unknown as Array<{ id: string }>;
					return created.id;
				},
				(item) => String(item.id),
				{ filters: {} },
			),
		);
		rows.push(
			await measureEvent(
				sandbox,
				employees,
				'departmentChanged',
				async () => {
					const department = [...store.departments.values()].find((entry) => entry.active)!;
					await control(sandbox, 'PATCH', `/departments/${encodeURIComponent(department.id)}`, {
						name: 'Renamed For Bench',
					});
					return department.id;
				},
				(item) => String(item.id),
			),
		);
		return rows;
	} finally {
		await sandbox.close();
	}
}

/** 300 Employee Gets at the quota, alone or beside an employee trigger polling every window. */
async function singleGets(withTrigger: boolean) {
	const sandbox = await startSandbox({
		port: 0,
		seed: 9,
		employees: 20_000,
		rateLimit: QUOTA,
		rateWindowSeconds: SCALED_WINDOW_SECONDS,
	});
	try {
		const ids = [...sandbox.sandbox.store.employees.keys()].slice(0, SINGLE_GETS);
		const credentials = credentialFor(sandbox);
		let polls = 0;
		let stop = false;
		const polling = (async () => {
			if (!withTrigger) return;
			const poller = trigger(sandbox, { event: 'employeeChanged' });
			await poller.activate();
			while (!stop) {
				await new Promise((resolve) => setTimeout(resolve, SCALED_WINDOW_SECONDS * 1000));
				if (stop) break;
				await poller.poll();
				polls++;
			}
		})();
		const started = performance.now();
		const result = await runNode({
			nodeType: new AssetLifecycle(),
			parameters: {
				resource: 'employee',
				operation: 'get',
				employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			credentials,
			items: ids.map((id) => ({ json: { id } })),
		});
		const seconds = (performance.now() - started) / 1000;
		stop = true;
		await polling;
		if (result.error) throw new Error(`the node failed: ${result.error.message}`);
		const counters = await control(sandbox, 'GET', '/counters');
		return { seconds, polls, rateLimited: Number(counters.rateLimited) };
	} finally {
		await sandbox.close();
	}
}

async function main() {
	const rows: Row[] = [];
	for (const size of SIZES) rows.push(...(await measureSize(size)));
	console.log('');
	console.log(
		'| employees | event | requests per idle poll | polls until a change in the worst place is emitted (minutes at a 1-minute Poll Time) | static data bytes | bytes written per poll (durable cursors) | heap a poll adds (MB) |',
	);
	console.log('|---|---|---|---|---|---|---|');
	for (const row of rows) {
		console.log(
			`| ${row.employees.toLocaleString('en-US')} | \`${row.event}\` | ${row.requestsPerIdlePoll} | ${row.pollsToWorstChange} (${row.pollsToWorstChange} min) | ${row.staticDataBytes.toLocaleString('en-US')} | ${row.bytesWrittenPerPoll.toLocaleString('en-US')} | ${(row.pollHeapBytes / 1e6).toFixed(1)} |`,
		);
	}

	// the quota's floor, as docs/reliability.md defines it: the start of the window in which the
	// last Get can go (the first window's 60 go at once)
	const floor = (Math.ceil(SINGLE_GETS / QUOTA) - 1) * SCALED_WINDOW_SECONDS;
	const alone = await singleGets(false);
	const shared = await singleGets(true);
	console.log('');
	console.log(
		`300 Employee Gets at ${QUOTA} requests per ${SCALED_WINDOW_SECONDS} s (the real quota, window scaled 10x); floor ${floor} s`,
	);
	console.log('| run | wall time | ratio to floor | trigger polls | 429s |');
	console.log('|---|---|---|---|---|');
	for (const [name, run] of [
		['alone', alone],
		['with an employee trigger polling every window', shared],
	] as const) {
		console.log(
			`| ${name} | ${run.seconds.toFixed(1)} s | ${(run.seconds / floor).toFixed(2)} | ${run.polls} | ${run.rateLimited} |`,
		);
	}
	console.log(JSON.stringify({ rows, floor, alone, shared }));
}

main().catch((error: Error) => {
	console.error(error);
	process.exit(1);
});
