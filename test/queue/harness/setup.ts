/**
 * The setup the queue suite and the side-by-side benchmark share: the package's workflows, wired
 * to a credential on a sandbox and active, in n8n (one process, or a queue-mode cluster).
 */
import type { RunningSandbox } from '../../../sandbox';
import { type N8nInstance, sandboxCredential, type WorkflowInput } from '../../e2e/harness';
import { QueueCluster, type QueueClusterOptions } from './cluster';

/** Workflows that use one Asset Lifecycle credential, on a sandbox's full-access client. */
export interface SandboxWorkflows {
	/** The credential's name in n8n. */
	credential: string;
	sandbox: RunningSandbox;
	workflows: WorkflowInput[];
}

/**
 * Imports one credential per group and the group's workflows wired to it, then activates every
 * workflow (they run from n8n's next start). Answers the workflow ids of each group, in order.
 */
export async function importActiveWorkflows(
	n8n: N8nInstance,
	groups: SandboxWorkflows[],
): Promise<string[][]> {
	const credentials = await n8n.importCredentials(
		groups.map((group) => sandboxCredential(group.sandbox.baseUrl, group.credential)),
	);
	const ids: string[][] = [];
	for (const [index, group] of groups.entries()) {
		ids.push(await n8n.importWorkflows(group.workflows, credentials[index]));
	}
	for (const id of ids.flat()) await n8n.activateWorkflow(id);
	return ids;
}

/**
 * A started queue-mode cluster (PostgreSQL, Redis, the main instance and the workers) with the
 * groups' workflows imported and active. The caller disposes of it; if the setup fails, the
 * cluster is disposed of here, so no database or n8n process is left running.
 */
export async function startQueueCluster(
	groups: SandboxWorkflows[],
	options: QueueClusterOptions = {},
): Promise<{ cluster: QueueCluster; workflowIds: string[][] }> {
	const cluster = await QueueCluster.prepare(options);
	try {
		const workflowIds = await importActiveWorkflows(cluster.main, groups);
		await cluster.start();
		return { cluster, workflowIds };
	} catch (error) {
		await cluster.dispose();
		throw error;
	}
}
