import type { IExecuteFunctions } from 'n8n-workflow';

/**
 * Whether the node runs as an AI Agent's tool. n8n registers a node usable as a tool a second time
 * under the type name <node>Tool; n8n-core runs that tool's calls in a SupplyDataContext whose
 * isToolExecution() is true (n8n-core 2.41.1 supply-data-context.js; n8n's HTTP Request node asks
 * it, in HttpRequestV3.node.ts, before adding its "Split Out" hint). A context without the method
 * is told by the type name alone, as are runs of the <node>Tool type in a regular context.
 */
export function isAgentToolRun(functions: IExecuteFunctions): boolean {
	if (typeof functions.isToolExecution === 'function' && functions.isToolExecution()) return true;
	return functions.getNode().type.endsWith('Tool');
}
