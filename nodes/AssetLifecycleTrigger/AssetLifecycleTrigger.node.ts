import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest } from '../shared/transport/credentialTest';
import type { TriggerEvent } from './event';
import { departmentChangedEvent } from './events/departmentChanged';
import { employeeChangedEvent } from './events/employeeChanged';
import { recoveryStatusChangedEvent } from './events/recoveryStatusChanged';
import { walletTransactionEvent } from './events/walletTransaction';
import { getCampaigns } from './methods';
import { readState, writeState } from './state';

const events: Record<string, TriggerEvent<object>> = {
	walletTransaction: walletTransactionEvent,
	departmentChanged: departmentChangedEvent,
	recoveryStatusChanged: recoveryStatusChangedEvent,
	employeeChanged: employeeChangedEvent,
};

export class AssetLifecycleTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Asset Lifecycle Trigger',
		name: 'assetLifecycleTrigger',
		icon: {
			light: 'file:../../icons/asset-lifecycle.svg',
			dark: 'file:../../icons/asset-lifecycle.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow on new wallet transactions, department changes, recovery status moves and employee changes of the Asset Lifecycle platform. Polls: an idle poll costs one request for wallet and department events, one per campaign page or listed recovery for recoveries, and ceil(employees / 100) for employees (the employee list has no change filter)',
		defaults: { name: 'Asset Lifecycle Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'assetLifecycleApi', required: true, testedBy: 'assetLifecycleApiTest' }],
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				options: [
					{
						name: 'Department Changed',
						value: 'departmentChanged',
						description: 'A department was created, renamed, moved, re-phoned or deactivated',
					},
					{
						name: 'Employee Changed',
						value: 'employeeChanged',
						description:
							'An employee was added or changed; reads the whole employee list each poll (ceil(employees / 100) requests)',
					},
					{
						name: 'Recovery Status Changed',
						value: 'recoveryStatusChanged',
						description: 'A recovery moved to another workflow status',
					},
					{
						name: 'Wallet Transaction',
						value: 'walletTransaction',
						description: 'A new wallet transaction was recorded',
					},
				],
				default: 'walletTransaction',
			},
			...walletTransactionEvent.properties,
			...departmentChangedEvent.properties,
			...recoveryStatusChangedEvent.properties,
			...employeeChangedEvent.properties,
		],
	};

	methods = { credentialTest, loadOptions: { getCampaigns } };

	/**
	 * A manual test run ("Fetch Test Event") returns a real example and leaves the state alone. An
	 * active poll with no recorded state records a baseline and emits nothing. Otherwise the event
	 * module compares what exists now with the state; the next state is written only after the
	 * whole poll succeeded, so a poll that throws leaves the recorded state as it was and the next
	 * poll delivers everything, once.
	 *
	 * When n8n saves the static data (n8n 1.123 and 2.41, classic in-process polling): when the poll
	 * emits (the poll context's __emit calls WorkflowStaticDataService.saveStaticData) and after the
	 * activation (ActiveWorkflowManager.add). A poll that returns null changes only the in-memory
	 * copy, which a restart discards; the event modules make that loss harmless.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const eventName = this.getNodeParameter('event') as string;
		const event = events[eventName];
		if (this.getMode() === 'manual') {
			const sample = await event.sample.call(this);
			return sample.length ? [this.helpers.returnJsonArray(sample)] : null;
		}

		const scope = JSON.stringify(event.scope.call(this));
		const staticData = this.getWorkflowStaticData('node');
		const state = readState(staticData, eventName, scope);
		if (state === undefined) {
			writeState(staticData, eventName, scope, await event.baseline.call(this));
			return null;
		}
		const outcome = await event.poll.call(this, state);
		writeState(staticData, eventName, scope, outcome.state);
		return outcome.events.length ? [this.helpers.returnJsonArray(outcome.events)] : null;
	}
}
