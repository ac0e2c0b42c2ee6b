import type { INode } from 'n8n-workflow';

/** The action node as n8n hands it to an error (unit tests of what the transport throws). */
export const actionNode: INode = {
	id: 'n',
	name: 'Asset Lifecycle',
	type: 'n8n-nodes-asset-lifecycle.assetLifecycle',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
