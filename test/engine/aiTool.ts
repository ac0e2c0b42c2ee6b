import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';

/**
 * The node as n8n registers it for AI agents: the same node under the type name <node>Tool. An
 * agent's tool call reaches the node as its input item, which `$fromAI()` reads (n8n-workflow's
 * WorkflowDataProxy, handleFromAi: the input's `query.<key>`, else `<key>`).
 */
export class AssetLifecycleTool extends AssetLifecycle {
	description = { ...new AssetLifecycle().description, name: 'assetLifecycleTool' };
}
