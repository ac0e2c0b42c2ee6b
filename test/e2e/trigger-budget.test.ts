/**
 * The request budget on the polls real n8n runs itself: an Employee Changed trigger with Max
 * Requests per Poll 3, Poll Times every minute, on an account of 5,000 employees (50 pages) whose
 * quota nobody else spends. The sandbox's counters are sampled every second; the requests of one
 * poll arrive together, a minute apart from the next poll's, so each burst is one poll: the
 * activation poll and the scheduled ones. On the idle quota a poll reads beyond its 3 requests, up
 * to the ceiling of 45 and never beyond, and the sweep moves on from poll to poll. (What a poll
 * does when others spend the quota: test/engine/trigger/deadline.test.ts.)
 */
import { startSandbox, type RunningSandbox } from '../../sandbox';
import {
	INSTALL_TIMEOUT_MS,
	installN8nVersions,
	N8N_VERSIONS,
	type N8nInstance,
	packPackage,
	pollingTriggerWorkflow,
	prepareN8n,
	sandboxCredential,
} from './harness';

const TEST_TIMEOUT_MS = 6 * 60 * 1000;
const BUDGET = 3;
const IDLE_QUOTA_CEILING = 45;
/** The activation poll and two scheduled ones fit in this time at one poll a minute. */
const WATCH_MS = 150_000;

let sandbox: RunningSandbox;

interface Counters {
	byRoute: Record<string, number>;
}

async function employeeListRequests(): Promise<number> {
	const response = await fetch(`${sandbox.origin}/__sandbox/counters`);
	const { byRoute } = (await response.json()) as Counters;
	return Object.entries(byRoute)
		.filter(([route]) => !['POST /auth/login', 'POST /refresh-token'].includes(route))
		.reduce((sum, [, count]) => sum + count, 0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests counted each second, grouped into bursts separated by quiet seconds. */
async function watchBursts(ms: number): Promise<number[]> {
	const bursts: number[] = [];
	let last = await employeeListRequests();
	let quiet = true;
	for (const started = Date.now(); Date.now() - started < ms; ) {
		await pause(1000);
		const now = await employeeListRequests();
		const delta = now - last;
		last = now;
		if (delta === 0) {
			quiet = true;
			continue;
		}
		if (quiet) bursts.push(0);
		bursts[bursts.length - 1] += delta;
		quiet = false;
	}
	return bursts;
}

const budgetWorkflow = pollingTriggerWorkflow('Employee trigger at 3 requests a poll', {
	event: 'employeeChanged',
	options: { maxRequestsPerPoll: BUDGET },
});

beforeAll(async () => {
	await Promise.all([installN8nVersions(N8N_VERSIONS), packPackage()]);
	sandbox = await startSandbox({ port: 0, seed: 9, employees: 5_000, rateLimit: 100_000 });
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await sandbox?.close());

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;

	afterAll(async () => await n8n?.dispose());

	test(
		'on an idle quota the activation poll and the scheduled polls read beyond 3 requests, never beyond 45, and the sweep moves on',
		async () => {
			n8n = await prepareN8n(version);
			const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
			const id = await n8n.importWorkflow(budgetWorkflow, credential);
			await n8n.activateWorkflow(id);
			await fetch(`${sandbox.origin}/__sandbox/requests`, { method: 'DELETE' });

			const watching = watchBursts(WATCH_MS);
			await n8n.start();
			const bursts = await watching;

			expect(bursts.length).toBeGreaterThanOrEqual(2);
			expect(bursts[0]).toBeGreaterThan(BUDGET);
			for (const burst of bursts) expect(burst).toBeLessThanOrEqual(IDLE_QUOTA_CEILING);
			const log = (await (await fetch(`${sandbox.origin}/__sandbox/requests`)).json()) as Array<{
				route: string | null;
				query: Record<string, string>;
			}>;
			const pages = log
				.filter((entry) => entry.route === 'GET /employees')
				.map((entry) => Number(entry.query.page));
			// the sweep continues where the last poll stopped: pages 1 to 45, then 46 to 50, the
			// baseline reading the last page of the poll before again first (pages 1 to 45, 45, 46…)
			const resumed = pages.findIndex((page, index) => index > 0 && page === pages[index - 1]);
			expect(resumed).toBeGreaterThan(0);
			expect(pages.filter((page, index) => index !== resumed).slice(0, 50)).toEqual(
				Array.from({ length: 50 }, (_, index) => index + 1),
			);
		},
		TEST_TIMEOUT_MS,
	);
});
