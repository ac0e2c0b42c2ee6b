import type { INodeProperties, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { triggerEvents } from '../../nodes/AssetLifecycleTrigger/events';

const trigger = new AssetLifecycleTrigger();
const { properties } = trigger.description;

/** A collection's option by name. */
const optionOf = (collection: INodeProperties | undefined, name: string) =>
	(collection?.options as INodeProperties[]).find((option) => option.name === name)!;

describe('the trigger events, each described by its own module', () => {
	test('each event parameter shows only while its event is chosen, its own conditions kept', () => {
		for (const event of triggerEvents) {
			for (const own of event.properties) {
				const shown = properties.find(
					(property) =>
						property.name === own.name &&
						property.displayOptions?.show?.event?.includes(event.value),
				);
				expect(shown?.displayOptions?.show).toEqual({
					event: [event.value],
					...own.displayOptions?.show,
				});
			}
		}
	});

	test('each dropdown an event parameter loads is declared by that event, and the node has it', () => {
		const loaded = (property: INodeProperties): string[] => [
			...(property.typeOptions?.loadOptionsMethod ? [property.typeOptions.loadOptionsMethod] : []),
			...((property.options ?? []) as INodeProperties[])
				.filter((option) => typeof option === 'object' && 'type' in option)
				.flatMap(loaded),
		];
		const declared = triggerEvents.flatMap((event) => {
			const names = event.properties.flatMap(loaded);
			expect(names.filter((name) => !event.methods?.loadOptions?.[name])).toEqual([]);
			return names;
		});
		expect(declared).toEqual(expect.arrayContaining(['getCampaigns', 'getCurrencies']));
		expect(Object.keys(trigger.methods.loadOptions).sort()).toEqual([...new Set(declared)].sort());
	});

	test('an event value no module has fails with an error naming it', async () => {
		const context = {
			getNodeParameter: () => 'walletBalanceLow',
			getNode: () => ({
				id: 'trigger',
				name: 'Asset Lifecycle Trigger',
				type: 'assetLifecycleTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			}),
		} as unknown as IPollFunctions;

		const polled = trigger.poll.call(context);

		await expect(polled).rejects.toThrow(NodeOperationError);
		await expect(polled).rejects.toThrow(
			'The event "walletBalanceLow" is not one this trigger knows',
		);
	});

	test('the wallet Status filter is one definition: All, Credit or Debit, default All, on both nodes', () => {
		const triggerFilters = properties.find(
			(property) =>
				property.name === 'filters' &&
				property.displayOptions?.show?.event?.includes('walletTransaction'),
		);
		const actionFilters = new AssetLifecycle().description.properties.find(
			(property) =>
				property.name === 'filters' &&
				property.displayOptions?.show?.operation?.includes('getTransactions'),
		);

		for (const filters of [triggerFilters, actionFilters]) {
			const status = optionOf(filters, 'status');
			expect(status.options).toEqual([
				{ name: 'All', value: 'All' },
				{ name: 'Credit', value: 'Credit' },
				{ name: 'Debit', value: 'Debit' },
			]);
			expect(status.default).toBe('All');
		}
		expect(optionOf(triggerFilters, 'status')).toEqual(optionOf(actionFilters, 'status'));
	});
});
