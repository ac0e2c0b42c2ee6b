import type {
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from '../shared/transport/failure';
import { API_REQUESTS_PER_MINUTE, DEFAULT_MAX_REQUESTS_PER_POLL, pollLimits } from './budget';
import { triggerEvents } from './events';
import { Poll } from './poll';
import { claimPoll, releasePoll } from './pollLock';
import { readState, statePlace, writeState } from './state';
import type { TriggerEvent } from './triggerEvent';

/** The Event dropdown: each event's name, value and what it fires for, sorted by name. */
const eventOptions: INodePropertyOptions[] = triggerEvents
	.map(({ name, value, description }) => ({ name, value, description }))
	.sort((a, b) => a.name.localeCompare(b.name));

/** The canvas subtitle: the chosen event's name (an expression n8n evaluates in the editor). */
const eventSubtitle = `={{ ${eventOptions
	.map(({ value, name }) => `$parameter["event"] === "${String(value)}" ? "${name}" : `)
	.join('')}"" }}`;

/** An event's parameters, each shown only while that event is chosen. */
function shownForEvent(event: TriggerEvent<object>): INodeProperties[] {
	return event.properties.map((property) => ({
		...property,
		displayOptions: {
			...property.displayOptions,
			show: { event: [event.value], ...property.displayOptions?.show },
		},
	}));
}

const BUDGET_SENTENCE = `Each poll sends at most the requests set in Max Requests per Poll (default ${DEFAULT_MAX_REQUESTS_PER_POLL}), or up to ${pollLimits.idleQuotaCeiling} while nobody else spends the API’s ${API_REQUESTS_PER_MINUTE} requests a minute.`;

/** What every event's notice says of the node's copies and of n8n's schedulers (trigger.md). */
const NODE_SENTENCE =
	'Renaming this node keeps what it recorded; a copy of it starts its own record. Turning on n8n’s durable cursors (N8N_POLLER_DURABLE_CURSORS_ENABLED) in a running n8n can start one change twice.';

const budgetOption: INodeProperties = {
	displayName: 'Max Requests per Poll',
	name: 'maxRequestsPerPoll',
	type: 'number',
	typeOptions: { minValue: 1, numberPrecision: 0 },
	default: DEFAULT_MAX_REQUESTS_PER_POLL,
	description: `The requests a poll may send while other workflows also use the API, pages and retries included (the credential’s login is counted apart). While nobody else does, a poll reads on up to ${pollLimits.idleQuotaCeiling} requests. Every poll stops once less than a quarter of the API’s ${API_REQUESTS_PER_MINUTE} requests a minute is left, so a value above ${pollLimits.idleQuotaCeiling} adds little. A read that needs more continues at the next poll.`,
};

/**
 * The chosen event's notice: what the first poll does, what starts the workflow, how soon a change
 * arrives, and the requests every poll keeps to (their arithmetic is in docs/trigger.md).
 */
function eventNotice(event: TriggerEvent<object>): INodeProperties {
	return {
		displayName: `${event.notice} ${NODE_SENTENCE} ${BUDGET_SENTENCE}`,
		name: `${event.value}Notice`,
		type: 'notice',
		default: '',
		displayOptions: { show: { event: [event.value] } },
	};
}

/** The chosen event; a value no event has (a workflow edited by hand) is refused. */
function chosenEvent(context: IPollFunctions): TriggerEvent<object> {
	const value = context.getNodeParameter('event') as string;
	const event = triggerEvents.find((candidate) => candidate.value === value);
	if (event === undefined) {
		throw new NodeOperationError(
			context.getNode(),
			`The event "${value}" is not one this trigger knows`,
			{
				description: `Choose one of: ${eventOptions.map(({ name }) => name).join(', ')}.`,
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	return event;
}

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
		subtitle: eventSubtitle,
		// The node creator shows it above the action node's actions too (see docs/n8n-notes.md, The
		// editor's action list), so it speaks of both nodes.
		description:
			'Start workflows when something changes in Asset Lifecycle, and manage its employees, recoveries, legal holds, orders and wallet',
		defaults: { name: 'Asset Lifecycle Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'assetLifecycleApi', required: true }],
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				options: eventOptions,
				default: 'walletTransaction',
			},
			...triggerEvents.flatMap(shownForEvent),
			...triggerEvents.map(eventNotice),
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [budgetOption],
			},
		],
	};

	/** The dropdowns of every event, each declared with the event whose parameters load it. */
	methods = {
		loadOptions: Object.fromEntries(
			triggerEvents.flatMap((event) => Object.entries(event.methods?.loadOptions ?? {})),
		),
	};

	/**
	 * A manual test run ("Fetch Test Event") returns a real example and leaves the state alone. An
	 * active poll compares what it reads with the recorded state (with none it starts the
	 * baseline), within the poll's request budget; the next state is written only after the poll
	 * succeeded, so a poll that throws leaves the recorded state as it was and the next poll
	 * delivers everything, once (see docs/n8n-notes.md, Static data: when n8n saves it).
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const event = chosenEvent(this);
		const poll = new Poll(this);
		if (this.getMode() === 'manual') {
			const sample = await event.sample(poll);
			refuseSampleCutShort(poll);
			return sample.length ? [this.helpers.returnJsonArray(sample)] : null;
		}

		const pollKey = `${this.getWorkflow().id ?? ''}:${this.getNode().id}`;
		if (!claimPoll(pollKey)) {
			this.logger.warn(
				'Asset Lifecycle Trigger: the previous poll of this trigger is still running; this poll is skipped',
				{ event: event.value, workflowId: this.getWorkflow().id, node: this.getNode().name },
			);
			return null;
		}
		try {
			const stateParameters = JSON.stringify(event.stateParameters(poll));
			const place = statePlace(this);
			const state = readState(poll, place, event, stateParameters);
			const outcome = await event.poll(poll, state);
			if (outcome.state !== undefined) writeState(place, event, stateParameters, outcome.state);
			const earlyStop = poll.meter.earlyStop();
			if (earlyStop) {
				this.logger.warn(
					`Asset Lifecycle Trigger: the poll stopped early ${earlyStop}; it continues at the next poll`,
					{ event: event.value, ...poll.meter.summary() },
				);
			}
			return outcome.events.length ? [this.helpers.returnJsonArray(outcome.events)] : null;
		} finally {
			releasePoll(pollKey);
		}
	}
}

/**
 * A test event search that a 429 or the deadline stopped fails, saying so: each event's search
 * ends at the first real record it reads, so a stopped one found none, and the example in its
 * place would claim that nothing matches.
 */
function refuseSampleCutShort(poll: Poll): void {
	const { stopReason } = poll.meter;
	if (stopReason !== 'rateLimited' && stopReason !== 'deadline') return;
	throw new NodeOperationError(
		poll.functions.getNode(),
		`Fetch Test Event stopped early ${poll.meter.earlyStop()}`,
		{ description: 'Fetch the test event again in a minute.' },
	);
}
