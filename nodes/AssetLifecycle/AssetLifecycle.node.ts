import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearch, loadOptions } from './methods';
import { assetDescription } from './resources/asset';
import { countryDescription } from './resources/country';
import { employeeDescription } from './resources/employee';
import { itadOrderDescription } from './resources/itadOrder';
import { legalHoldDescription } from './resources/legalHold';
import { orderDescription } from './resources/order';
import { shippingLabelDescription } from './resources/shippingLabel';
import { teamUserDescription } from './resources/teamUser';
import { ticketDescription } from './resources/ticket';
import { walletDescription } from './resources/wallet';
import { operations } from './resources';
import { executeOperations } from './transport/executor';

export class AssetLifecycle implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Asset Lifecycle',
		name: 'assetLifecycle',
		icon: {
			light: 'file:../../icons/asset-lifecycle.svg',
			dark: 'file:../../icons/asset-lifecycle.dark.svg',
		},
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Manage employees, device recoveries, legal holds, shipping labels, orders and the wallet of the Asset Lifecycle platform',
		defaults: { name: 'Asset Lifecycle' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'assetLifecycleApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Asset', value: 'asset' },
					{ name: 'Country', value: 'country' },
					{ name: 'Employee', value: 'employee' },
					{ name: 'ITAD Order', value: 'itadOrder' },
					{ name: 'Legal Hold', value: 'legalHold' },
					{ name: 'Order', value: 'order' },
					{ name: 'Shipping Label', value: 'shippingLabel' },
					{ name: 'Team User', value: 'teamUser' },
					{ name: 'Ticket', value: 'ticket' },
					{ name: 'Wallet', value: 'wallet' },
				],
				default: 'employee',
			},
			...employeeDescription,
			...legalHoldDescription,
			...shippingLabelDescription,
			...walletDescription,
			...orderDescription,
			...assetDescription,
			...teamUserDescription,
			...itadOrderDescription,
			...ticketDescription,
			...countryDescription,
		],
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executeOperations.call(this, operations);
	}
}
