/**
 * The trigger node's own description, as the editor and n8n read it. Each test builds the node
 * itself: its description is built when the node is, and a test that reads one built when the
 * file loaded does not see what a change to that building does.
 */
import type { INodeProperties, IPollFunctions } from 'n8n-workflow';
import { NodeHelpers, NodeOperationError } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import {
	API_REQUESTS_PER_MINUTE,
	DEFAULT_MAX_REQUESTS_PER_POLL,
	pollLimits,
} from '../../nodes/AssetLifecycleTrigger/budget';
import { triggerEvents } from '../../nodes/AssetLifecycleTrigger/events';
import { CONFIGURATION_INVALID } from '../../nodes/shared/transport/failure';

const EVENT_VALUES = triggerEvents.map((event) => event.value);

/** Whether the editor shows a parameter under these parameters (n8n-workflow's displayParameter). */
const shown = (node: AssetLifecycleTrigger, parameters: object, property: INodeProperties) =>
	NodeHelpers.displayParameter(
		{ ...parameters } as Parameters<typeof NodeHelpers.displayParameter>[0],
		property,
		{ typeVersion: 1 },
		node.description,
	);

describe('the trigger node as n8n lists it', () => {
	test('its name, group, defaults, connections and credential', () => {
		const { description } = new AssetLifecycleTrigger();
		expect(description).toMatchObject({
			displayName: 'Asset Lifecycle Trigger',
			name: 'assetLifecycleTrigger',
			group: ['trigger'],
			version: 1,
			description:
				'Start workflows when something changes in Asset Lifecycle, and manage its employees, recoveries, legal holds, orders and wallet',
			defaults: { name: 'Asset Lifecycle Trigger' },
			polling: true,
			inputs: [],
			outputs: ['main'],
			credentials: [{ name: 'assetLifecycleApi', required: true }],
		});
	});

	test('the Event dropdown: a fixed choice, Wallet Transaction unless chosen otherwise', () => {
		const event = new AssetLifecycleTrigger().description.properties[0];
		expect(event).toMatchObject({
			displayName: 'Event',
			name: 'event',
			type: 'options',
			noDataExpression: true,
			default: 'walletTransaction',
		});
	});

	test('the Options collection: "Add Option", holding Max Requests per Poll', () => {
		const options = new AssetLifecycleTrigger().description.properties.find(
			(property) => property.name === 'options',
		);
		expect(options).toMatchObject({
			displayName: 'Options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
		});
		expect((options?.options as INodeProperties[]).map((option) => option.name)).toEqual([
			'maxRequestsPerPoll',
		]);
		// no maximum: the hint says what a value above the idle-quota ceiling does
		const budget = (options?.options as INodeProperties[])[0];
		expect(budget.typeOptions).toEqual({ minValue: 1, numberPrecision: 0 });
		expect(budget.description).toContain(
			`so a value above ${pollLimits.idleQuotaCeiling} adds little`,
		);
	});
});

describe("each event's parameters and notice", () => {
	test.each(EVENT_VALUES)(
		'%s: its parameters keep their own conditions, with the event chosen added to them',
		(value) => {
			const node = new AssetLifecycleTrigger();
			const event = triggerEvents.find((candidate) => candidate.value === value)!;
			for (const own of event.properties) {
				const declared = node.description.properties.filter(
					(property) => property.name === own.name,
				);
				const mine = declared.find((property) =>
					property.displayOptions?.show?.event?.includes(value),
				);
				expect(mine).toEqual({
					...own,
					displayOptions: {
						...own.displayOptions,
						show: { event: [value], ...own.displayOptions?.show },
					},
				});
			}
		},
	);

	test('an event parameter is hidden while another event is chosen', () => {
		const node = new AssetLifecycleTrigger();
		for (const event of triggerEvents) {
			const others = EVENT_VALUES.filter((value) => value !== event.value);
			for (const own of event.properties) {
				const mine = node.description.properties.find(
					(property) =>
						property.name === own.name && property.displayOptions?.show?.event?.[0] === event.value,
				)!;
				for (const other of others) expect(shown(node, { event: other }, mine)).toBe(false);
			}
		}
	});

	test.each(EVENT_VALUES)(
		"%s: one notice of its own, its text followed by what a rename, a copy and a scheduler switch do, and by the poll's request budget",
		(value) => {
			const node = new AssetLifecycleTrigger();
			const event = triggerEvents.find((candidate) => candidate.value === value)!;
			// the first line a no-code user reads says plainly when the workflow starts
			expect(event.notice).toMatch(/^Starts the workflow once for each /);
			const notice = node.description.properties.find(
				(property) => property.name === `${value}Notice`,
			);
			expect(notice).toEqual({
				displayName: `${event.notice} Renaming this node keeps what it recorded; a copy of it starts its own record. Turning on n8n’s durable cursors (N8N_POLLER_DURABLE_CURSORS_ENABLED) in a running n8n can start one change twice. Each poll sends at most the requests set in Max Requests per Poll (default ${DEFAULT_MAX_REQUESTS_PER_POLL}), or up to ${pollLimits.idleQuotaCeiling} while nobody else spends the API’s ${API_REQUESTS_PER_MINUTE} requests a minute.`,
				name: `${value}Notice`,
				type: 'notice',
				default: '',
				displayOptions: { show: { event: [value] } },
			});
			const notices = node.description.properties.filter(
				(property) => property.type === 'notice' && shown(node, { event: value }, property),
			);
			expect(notices).toEqual([notice]);
		},
	);

	test("the node's dropdowns are the events' own methods, each loaded by a parameter of its event", () => {
		const { methods } = new AssetLifecycleTrigger();
		const declared = Object.fromEntries(
			triggerEvents.flatMap((event) => Object.entries(event.methods?.loadOptions ?? {})),
		);
		expect(Object.keys(declared).sort()).toEqual(['getCampaigns', 'getCurrencies']);
		expect(methods.loadOptions).toEqual(declared);
		const loadedBy = (property: INodeProperties): string[] => [
			...(property.typeOptions?.loadOptionsMethod ? [property.typeOptions.loadOptionsMethod] : []),
			...((property.options ?? []) as INodeProperties[])
				.filter((option) => typeof option === 'object' && 'type' in option)
				.flatMap(loadedBy),
		];
		for (const event of triggerEvents) {
			const loaded = event.properties.flatMap(loadedBy).sort();
			expect(loaded).toEqual(Object.keys(event.methods?.loadOptions ?? {}).sort());
		}
	});
});

describe('the wallet Status filter', () => {
	test('is one definition: All, Credit or Debit, default All, on both nodes', () => {
		const triggerFilters = new AssetLifecycleTrigger().description.properties.find(
			(property) =>
				property.name === 'filters' &&
				property.displayOptions?.show?.event?.includes('walletTransaction'),
		);
		const actionFilters = new AssetLifecycle().description.properties.find(
			(property) =>
				property.name === 'filters' &&
				property.displayOptions?.show?.operation?.includes('getTransactions'),
		);
		const statusOf = (filters: INodeProperties | undefined) =>
			(filters?.options as INodeProperties[]).find((option) => option.name === 'status')!;

		for (const filters of [triggerFilters, actionFilters]) {
			expect(statusOf(filters).options).toEqual([
				{ name: 'All', value: 'All' },
				{ name: 'Credit', value: 'Credit' },
				{ name: 'Debit', value: 'Debit' },
			]);
			expect(statusOf(filters).default).toBe('All');
		}
		expect(statusOf(triggerFilters)).toEqual(statusOf(actionFilters));
	});
});

describe('an event value the trigger does not know', () => {
	test('fails as a setting to fix, naming the events there are', async () => {
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

		const error = await new AssetLifecycleTrigger().poll.call(context).then(
			() => undefined,
			(thrown: unknown) => thrown,
		);

		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error).toMatchObject({
			message: 'The event "walletBalanceLow" is not one this trigger knows',
			description:
				'Choose one of: Department Changed, Employee Changed, Recovery Status Changed, Wallet Transaction.',
			failure: CONFIGURATION_INVALID,
		});
	});
});
