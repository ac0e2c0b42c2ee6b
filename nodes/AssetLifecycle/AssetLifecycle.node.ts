import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest } from '../shared/transport/credentialTest';
import { listSearch, loadOptions } from './methods';
import { accessTokenDescription } from './resources/accessToken';
import { assetDescription } from './resources/asset';
import { campaignDescription } from './resources/campaign';
import { countryDescription } from './resources/country';
import { custodyDescription } from './resources/custody';
import { departmentDescription } from './resources/department';
import { employeeDescription } from './resources/employee';
import { invitationDescription } from './resources/invitation';
import { itadOrderDescription } from './resources/itadOrder';
import { legalHoldDescription } from './resources/legalHold';
import { orderDescription } from './resources/order';
import { recoveryDescription } from './resources/recovery';
import { shippingLabelDescription } from './resources/shippingLabel';
import { teamUserDescription } from './resources/teamUser';
import { ticketDescription } from './resources/ticket';
import { walletDescription } from './resources/wallet';
import { operations } from './resources';
import { executeOperations } from './router';

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
		credentials: [{ name: 'assetLifecycleApi', required: true, testedBy: 'assetLifecycleApiTest' }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Access Token', value: 'accessToken' },
					{ name: 'Asset', value: 'asset' },
					{ name: 'Campaign', value: 'campaign' },
					{ name: 'Country', value: 'country' },
					{ name: 'Custody', value: 'custody' },
					{ name: 'Department', value: 'department' },
					{ name: 'Employee', value: 'employee' },
					{ name: 'Invitation', value: 'invitation' },
					{ name: 'ITAD Order', value: 'itadOrder' },
					{ name: 'Legal Hold', value: 'legalHold' },
					{ name: 'Order', value: 'order' },
					{ name: 'Recovery', value: 'recovery' },
					{ name: 'Shipping Label', value: 'shippingLabel' },
					{ name: 'Team User', value: 'teamUser' },
					{ name: 'Ticket', value: 'ticket' },
					{ name: 'Wallet', value: 'wallet' },
				],
				default: 'employee',
			},
			...accessTokenDescription,
			...assetDescription,
			...campaignDescription,
			...countryDescription,
			...custodyDescription,
			...departmentDescription,
			...employeeDescription,
			...invitationDescription,
			...itadOrderDescription,
			...legalHoldDescription,
			...orderDescription,
			...recoveryDescription,
			...shippingLabelDescription,
			...teamUserDescription,
			...ticketDescription,
			...walletDescription,
		],
	};

	methods = { credentialTest, loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await executeOperations.call(this, operations);
	}
}
