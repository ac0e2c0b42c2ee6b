import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearch, loadOptions } from './methods';
import { NODE_NAME, nodeProperties, operationSubtitle } from './nodeDescription';
import { resources } from './resources';
import { runOperation } from './router';

export class AssetLifecycle implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Asset Lifecycle',
		name: 'assetLifecycle',
		icon: {
			light: 'file:../../icons/asset-lifecycle.svg',
			dark: 'file:../../icons/asset-lifecycle.dark.svg',
		},
		group: ['transform'],
		// 1.1: Select Included Fields is a list, Recovery starts on Get Status (CHANGELOG.md). A new
		// node gets the newest (no defaultVersion)
		version: [1, 1.1],
		subtitle: operationSubtitle(resources),
		description:
			'Manage employees, device recoveries, legal holds, shipping labels, orders and the wallet of the Asset Lifecycle platform',
		defaults: { name: NODE_NAME },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'assetLifecycleApi', required: true }],
		properties: nodeProperties(resources),
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runOperation.call(this, resources);
	}
}
