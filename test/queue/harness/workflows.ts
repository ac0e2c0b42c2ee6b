/**
 * Workflows the queue suite and the benchmark import: started by a production webhook (the main
 * instance answers at once and queues the execution), built from this package's nodes or from
 * what a user would build without it (n8n's HTTP Request node).
 */
import { randomUUID } from 'node:crypto';

import type {
	N8nInstance,
	PublicApiExecution,
	WorkflowInput,
	WorkflowNode,
} from '../../e2e/harness';

export function node(
	name: string,
	type: string,
	parameters: Record<string, unknown>,
	settings: Record<string, unknown> = {},
): WorkflowNode {
	return {
		id: randomUUID(),
		name,
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		...settings,
	};
}

/** Nodes connected one after the other. */
export function chain(name: string, nodes: WorkflowNode[]): WorkflowInput {
	const connections: Record<string, unknown> = {};
	nodes.slice(1).forEach((next, index) => {
		connections[nodes[index].name] = { main: [[{ node: next.name, type: 'main', index: 0 }]] };
	});
	return { name, nodes, connections, settings: { executionOrder: 'v1' } };
}

export function webhook(path: string): WorkflowNode {
	return {
		...node('Webhook', 'n8n-nodes-base.webhook', {
			httpMethod: 'POST',
			path,
			responseMode: 'onReceived',
			options: {},
		}),
		typeVersion: 2,
		webhookId: randomUUID(),
	};
}

/** One item per entry of the webhook body's `ids` array ({ id }). */
export function splitIds(): WorkflowNode {
	return node('Split Out', 'n8n-nodes-base.splitOut', { fieldToSplitOut: 'body.ids', options: {} });
}

/**
 * Calls `start` (which calls webhooks), then waits until each workflow has `perWorkflow` new
 * finished executions; answers them and the wall time from the start to the last one's stop.
 */
export async function runExecutions(
	n8n: N8nInstance,
	workflowIds: string[],
	perWorkflow: number,
	start: () => Promise<void>,
	timeoutMs = 10 * 60 * 1000,
): Promise<{ executions: PublicApiExecution[]; seconds: number }> {
	const known = new Set<string>();
	for (const id of workflowIds) {
		for (const execution of await n8n.listExecutions(id)) known.add(String(execution.id));
	}
	const started = Date.now();
	await start();
	const deadline = Date.now() + timeoutMs;
	const executions: PublicApiExecution[] = [];
	for (const id of workflowIds) {
		for (;;) {
			const fresh = (await n8n.listExecutions(id)).filter(
				(execution) => !known.has(String(execution.id)) && execution.stoppedAt !== null,
			);
			if (fresh.length >= perWorkflow) {
				executions.push(...fresh);
				break;
			}
			if (Date.now() > deadline) {
				throw new Error(`workflow ${id}: ${fresh.length} of ${perWorkflow} executions finished`);
			}
			await new Promise((resolve) => setTimeout(resolve, 1000));
		}
	}
	const stopped = Math.max(
		...executions.map((execution) => Date.parse(String(execution.stoppedAt))),
	);
	return { executions, seconds: (stopped - started) / 1000 };
}

/** Calls a production webhook; the instance queues (or starts) the execution and answers at once. */
export async function callWebhook(n8n: N8nInstance, path: string, body: unknown): Promise<void> {
	const response = await fetch(`${n8n.baseUrl}/webhook/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	if (!response.ok) {
		throw new Error(`webhook ${path} answered ${response.status}: ${await response.text()}`);
	}
}
