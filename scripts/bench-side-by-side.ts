/**
 * The package next to what a user builds without it, in real n8n 2.41.1 (single process, then
 * queue mode: a main instance and two workers on PostgreSQL and Redis), against the sandbox at a
 * scaled quota of 60 requests per 6 s. Each variant runs as three executions started at once.
 *
 * - Return All of every employee: this package's Get Many, and the HTTP Request node with its
 *   pagination options (a page parameter, complete on the last page).
 * - 300 single employee GETs: this package's Get, and the HTTP Request node with Retry On Fail
 *   (5 tries, 5 s apart, the most its settings allow) or with Batching (60 items per 6 s).
 *
 * The HTTP Request variants log in with a request of their own and send the token as a header,
 * as a user without the credential would.
 */
import { randomBytes } from 'node:crypto';

import { startSandbox, type RunningSandbox } from '../sandbox';
import {
	type N8nInstance,
	outputOf,
	packPackage,
	prepareN8n,
	type WorkflowInput,
} from '../test/e2e/harness';
import { importActiveWorkflows, startQueueCluster } from '../test/queue/harness/setup';
import { callWebhook, runExecutions } from '../test/queue/harness/workflows';
import { sandboxControl } from '../test/sandboxControl';
import {
	EMPLOYEES,
	EXECUTIONS,
	QUOTA,
	SINGLE_GETS,
	VARIANTS,
	WINDOW_SECONDS,
} from './bench-side-by-side/variants';

const webhookPath = (workflow: WorkflowInput) =>
	String(workflow.nodes[0].parameters && (workflow.nodes[0].parameters as { path: string }).path);

export interface SideBySideRow {
	mode: string;
	variant: string;
	completion: string;
	failedExecutions: number;
	requests: number;
	rateLimited: number;
	seconds: number;
	floorSeconds: number;
	ratio: number | null;
}

/** A request to the sandbox's control API. */
const control = (sandbox: RunningSandbox, method: string, path: string, body?: unknown) =>
	sandboxControl(sandbox.origin, method, path, body);

async function runVariants(
	mode: string,
	n8n: N8nInstance,
	sandbox: RunningSandbox,
	workflowIds: string[],
	workflows: WorkflowInput[],
): Promise<SideBySideRow[]> {
	const ids = [...sandbox.sandbox.store.employees.keys()]
		.slice(0, SINGLE_GETS)
		.map((id) => ({ id }));
	const rows: SideBySideRow[] = [];
	for (const [index, variant] of VARIANTS.entries()) {
		await control(sandbox, 'PUT', '/rate-limit', { limit: QUOTA, windowSeconds: WINDOW_SECONDS });
		await control(sandbox, 'DELETE', '/requests');
		const path = webhookPath(workflows[index]);
		const { executions, seconds } = await runExecutions(n8n, [workflowIds[index]], EXECUTIONS, () =>
			Promise.all(Array.from({ length: EXECUTIONS }, () => callWebhook(n8n, path, { ids }))).then(
				() => undefined,
			),
		);
		const received = executions.reduce(
			(sum, execution) => sum + variant.received((name) => outputOf(execution, name)),
			0,
		);
		const log = sandbox.sandbox.log;
		const floorSeconds = (Math.ceil(variant.floorRequests / QUOTA) - 1) * WINDOW_SECONDS;
		const row: SideBySideRow = {
			mode,
			variant: variant.name,
			completion: `${received}/${variant.expected}`,
			failedExecutions: executions.filter((execution) => execution.status !== 'success').length,
			requests: log.length,
			rateLimited: log.filter((entry) => entry.status === 429).length,
			seconds: Number(seconds.toFixed(1)),
			floorSeconds,
			ratio: floorSeconds > 0 ? Number((seconds / floorSeconds).toFixed(2)) : null,
		};
		console.log(JSON.stringify(row));
		rows.push(row);
	}
	return rows;
}

/** Every variant's workflow, on one credential for the sandbox. */
const variantWorkflows = (sandbox: RunningSandbox) => ({
	credential: 'Asset Lifecycle',
	sandbox,
	workflows: VARIANTS.map((variant) => variant.workflow(sandbox.baseUrl)),
});

async function singleProcess(sandbox: RunningSandbox): Promise<SideBySideRow[]> {
	const n8n = await prepareN8n('2.41.1');
	try {
		const variants = variantWorkflows(sandbox);
		const [ids] = await importActiveWorkflows(n8n, [variants]);
		await n8n.start();
		return await runVariants('single process', n8n, sandbox, ids, variants.workflows);
	} finally {
		await n8n.dispose();
	}
}

async function queueMode(sandbox: RunningSandbox): Promise<SideBySideRow[]> {
	const variants = variantWorkflows(sandbox);
	const {
		cluster,
		workflowIds: [ids],
	} = await startQueueCluster([variants]);
	try {
		return await runVariants(
			'queue mode, 2 workers',
			cluster.main,
			sandbox,
			ids,
			variants.workflows,
		);
	} finally {
		await cluster.dispose();
	}
}

function table(rows: SideBySideRow[]): string {
	const header = [
		'mode',
		'variant',
		'completion',
		'failed exec.',
		'requests',
		'429s',
		'wall s',
		'floor s',
		'ratio',
	];
	const lines = rows.map((row) => [
		row.mode,
		row.variant,
		row.completion,
		String(row.failedExecutions),
		String(row.requests),
		String(row.rateLimited),
		String(row.seconds),
		String(row.floorSeconds),
		row.ratio === null ? '-' : `${row.ratio}x`,
	]);
	return [header, header.map(() => '---'), ...lines]
		.map((cells) => `| ${cells.join(' | ')} |`)
		.join('\n');
}

export async function sideBySide(): Promise<SideBySideRow[]> {
	await packPackage();
	const sandbox = await startSandbox({
		port: 0,
		seed: Number.parseInt(randomBytes(2).toString('hex'), 16),
		employees: EMPLOYEES,
		rateLimit: QUOTA,
		rateWindowSeconds: WINDOW_SECONDS,
	});
	try {
		console.log(
			`Side by side in n8n 2.41.1, quota ${QUOTA} per ${WINDOW_SECONDS} s, ${EXECUTIONS} executions of each variant at once, ${EMPLOYEES} employees`,
		);
		const rows = [...(await singleProcess(sandbox)), ...(await queueMode(sandbox))];
		console.log(table(rows));
		return rows;
	} finally {
		await sandbox.close();
	}
}
