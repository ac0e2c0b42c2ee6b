import type { IExecuteFunctions } from 'n8n-workflow';

/**
 * Whether the node runs as an AI Agent's tool: its context says so (isToolExecution), or its type
 * is the tool's, <node>Tool (see docs/n8n-notes.md, A node run as an AI Agent's tool). A context
 * without the method is told by the type name alone, as are runs of the tool type in a regular
 * context.
 */
export function isAgentToolRun(functions: IExecuteFunctions): boolean {
	if (typeof functions.isToolExecution === 'function' && functions.isToolExecution()) return true;
	return functions.getNode().type.endsWith('Tool');
}
