import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asOptions, RECOVERY_STATUSES } from '../../shared/options';
import { pathSegment } from '../../shared/transport/baseUrl';
import { envelopes, LARGEST_PAGE_SIZE, readPage } from '../../shared/transport/pagination';
import { apiRequest } from '../../shared/transport/request';
import { textOrNull } from '../../shared/values';
import { settle, withinBudget, type RequestMeter } from '../budget';
import { SLOW_PASS_MS, type TriggerEvent } from '../triggerEvent';

/**
 * Statuses a recovery usually stays in. The API does not give the transitions, so none is truly
 * final: a campaign whose recoveries all sit in these is only visited less often, never skipped.
 */
export const SETTLED_STATUSES = [
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Recovery Failed',
];

/**
 * Where a sweep stands: `campaign` null is the campaign list; `page` the next page to read;
 * `movable` whether a page of this campaign read so far held a recovery that can still move.
 */
interface Cursor {
	campaign: string | null;
	page: number;
	movable: boolean;
}

/**
 * `statuses`: each recovery's status as last emitted (or first seen), by recovery number; a known
 * status is kept as its index in RECOVERY_STATUSES, any other as its text.
 * `campaigns`: the campaigns known, by number: 1 while one of its recoveries can still move (or
 * it was not read yet), 0 when all sat in a settled status at its last full read.
 * `full`: the sweep over everything (the campaign list, then every campaign); `active`: the sweep
 * over campaigns marked 1, which gets most of each poll's budget. `listing`: the campaign
 * numbers the current read of the campaign list has met. `listed`: the next listed recovery to
 * read (Listed Recoveries). `baselined`: the first full pass has completed.
 */
export interface RecoveryState {
	statuses: Record<string, number | string>;
	campaigns: Record<string, 0 | 1>;
	full: Cursor;
	active: Cursor | null;
	listing: string[];
	listed: number;
	baselined: boolean;
	polls: number;
	passStartedAt: number;
}

interface Observed {
	recoveryNumber: string;
	status: string | null;
	campaignNumber: string | null;
	employee: IDataObject;
}

const compact = (status: string): number | string => {
	const index = RECOVERY_STATUSES.findIndex((known) => known === status);
	return index === -1 ? status : index;
};
const expand = (stored: number | string): string =>
	typeof stored === 'number' ? (RECOVERY_STATUSES[stored] ?? String(stored)) : stored;

type Scope = 'allCampaigns' | 'campaigns' | 'recoveries';

function scopeOf(this: IPollFunctions) {
	const scope = this.getNodeParameter('scope', 'allCampaigns') as Scope;
	const campaignNumbers =
		scope === 'campaigns'
			? (this.getNodeParameter('campaignNumbers', []) as Array<string | number>).map(String)
			: [];
	const recoveryNumbers =
		scope === 'recoveries'
			? String(this.getNodeParameter('recoveryNumbers', ''))
					.split(/[\s,]+/)
					.map((value) => value.trim())
					.filter(Boolean)
			: [];
	if (scope === 'campaigns' && campaignNumbers.length === 0) {
		throw new NodeOperationError(this.getNode(), 'Choose at least one campaign in Campaigns');
	}
	if (scope === 'recoveries' && recoveryNumbers.length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'Enter at least one recovery number in Recovery Numbers',
		);
	}
	return { scope, campaignNumbers, recoveryNumbers };
}

async function campaignPage(
	this: IPollFunctions,
	campaignNumber: string,
	page: number,
	pageSize?: number,
) {
	const {
		body,
		items: employees,
		last,
	} = await readPage.call(this, {
		path: `/recover/campaign/${pathSegment(campaignNumber)}`,
		envelope: envelopes.campaignEmployees,
		page,
		pageSize,
	});
	const observed: Observed[] = employees.map((employee) => ({
		recoveryNumber: String(employee.recovery_id),
		status: textOrNull(employee.status),
		campaignNumber: textOrNull(body.campaign_number) ?? campaignNumber,
		employee: {
			first_name: textOrNull(employee.firstname),
			last_name: textOrNull(employee.lastname),
			work_email: textOrNull(employee.work_email ?? employee.email),
		},
	}));
	return { observed, last };
}

async function campaignListPage(this: IPollFunctions, page: number) {
	const { items: campaigns, last } = await readPage.call(this, {
		path: '/recover/campaigns',
		envelope: envelopes.common('campaigns'),
		page,
	});
	return { numbers: campaigns.map((campaign) => String(campaign.campaign_number)), last };
}

/** The recovery items answer gives the status with the employee; it does not name the campaign. */
async function listedRecovery(this: IPollFunctions, recoveryNumber: string): Promise<Observed> {
	const body = await apiRequest.call(this, {
		method: 'GET',
		path: `/recoveries/${pathSegment(recoveryNumber)}/items`,
	});
	const data = (body.data ?? {}) as IDataObject;
	return {
		recoveryNumber: String(data.recovery_number ?? recoveryNumber),
		status: textOrNull(data.status),
		campaignNumber: null,
		employee: {
			first_name: textOrNull(data.firstname),
			last_name: textOrNull(data.lastname),
			work_email: textOrNull(data.work_email ?? data.email),
		},
	};
}

/** The status before this one in the recovery workflow's order; null for the first or an unknown one. */
function statusBefore(status: string | null): string | null {
	const index = RECOVERY_STATUSES.findIndex((known) => known === status);
	return index > 0 ? RECOVERY_STATUSES[index - 1] : null;
}

function output(recovery: Observed, previousStatus: string | null): IDataObject {
	return {
		recovery_number: recovery.recoveryNumber,
		previous_status: previousStatus,
		status: recovery.status,
		campaign_number: recovery.campaignNumber,
		employee: recovery.employee,
	};
}

function freshState(): RecoveryState {
	return {
		statuses: {},
		campaigns: {},
		full: { campaign: null, page: 1, movable: false },
		active: null,
		listing: [],
		listed: 0,
		baselined: false,
		polls: 0,
		passStartedAt: Date.now(),
	};
}

interface Sweep {
	state: RecoveryState;
	allCampaigns: boolean;
	wanted: Set<string>;
	events: IDataObject[];
	/** Campaigns read whole in this poll: the other sweep passes them without reading again. */
	readWhole: Set<string>;
}

/** Compares one recovery with its recorded status. A recovery answered without a status is skipped. */
function meet(sweep: Sweep, recovery: Observed): void {
	if (recovery.status === null) return;
	const { state } = sweep;
	const stored = state.statuses[recovery.recoveryNumber];
	const previous = stored === undefined ? null : expand(stored);
	if (stored === undefined && !state.baselined) {
		state.statuses[recovery.recoveryNumber] = compact(recovery.status);
		return;
	}
	if (previous === recovery.status) return;
	const delivered = sweep.wanted.size === 0 || sweep.wanted.has(recovery.status);
	if (delivered) sweep.events.push(output(recovery, previous));
	// a move left out by the filter is not recorded: the next move compares to the last one emitted
	if (delivered || stored === undefined) {
		state.statuses[recovery.recoveryNumber] = compact(recovery.status);
	}
}

const movable = (recovery: Observed) =>
	recovery.status === null || !SETTLED_STATUSES.includes(recovery.status);

/** Campaign numbers in the order the sweeps visit them. */
function campaignOrder(state: RecoveryState, chosen: string[]): string[] {
	return chosen.length ? chosen : Object.keys(state.campaigns);
}

function campaignAfter(
	order: string[],
	campaign: string | null,
	accept?: (campaign: string) => boolean,
) {
	const start = campaign === null ? 0 : order.indexOf(campaign) + 1;
	return order.slice(start).find((candidate) => accept?.(candidate) ?? true) ?? null;
}

/**
 * Reads one page at the cursor and moves the cursor on, past the campaigns this poll has already
 * read whole. Returns 'done' when the sweep has just passed its last campaign, undefined when the
 * meter stopped the read.
 */
async function step(
	this: IPollFunctions,
	sweep: Sweep,
	cursor: Cursor,
	order: () => string[],
	meter: RequestMeter,
	accept?: (campaign: string) => boolean,
): Promise<'read' | 'done' | undefined> {
	const { state } = sweep;
	if (cursor.campaign === null) {
		const page = await withinBudget(
			meter,
			async () => await campaignListPage.call(this, cursor.page),
		);
		if (page === undefined) return undefined;
		for (const number of page.numbers) {
			if (!state.listing.includes(number)) state.listing.push(number);
			state.campaigns[number] ??= 1;
		}
		if (!page.last) {
			cursor.page += 1;
			return 'read';
		}
		// campaigns the list no longer holds are dropped
		for (const number of Object.keys(state.campaigns)) {
			if (!state.listing.includes(number)) delete state.campaigns[number];
		}
		state.listing = [];
		return move(cursor, campaignAfter(order(), null, accept));
	}
	while (cursor.page === 1 && sweep.readWhole.has(cursor.campaign)) {
		if (move(cursor, campaignAfter(order(), cursor.campaign, accept)) === 'done') return 'done';
	}
	const campaign = cursor.campaign;
	const page = await withinBudget(meter, async () => {
		const outcome = await settle(async () => await campaignPage.call(this, campaign, cursor.page));
		if ('value' in outcome) return outcome.value;
		// a campaign gone from the account since the list was read: the sweep moves past it
		if (sweep.allCampaigns && (outcome.error as { httpCode?: string }).httpCode === '404') {
			return null;
		}
		throw outcome.error;
	});
	if (page === undefined) return undefined;
	if (page === null) {
		const next = campaignAfter(order(), campaign, accept);
		delete state.campaigns[campaign];
		return move(cursor, next);
	}
	for (const recovery of page.observed) meet(sweep, recovery);
	cursor.movable ||= page.observed.some(movable);
	if (!page.last) {
		cursor.page += 1;
		return 'read';
	}
	const next = campaignAfter(order(), campaign, accept);
	state.campaigns[campaign] = cursor.movable ? 1 : 0;
	sweep.readWhole.add(campaign);
	return move(cursor, next);
}

function move(cursor: Cursor, next: string | null): 'read' | 'done' {
	cursor.page = 1;
	cursor.movable = false;
	if (next === null) return 'done';
	cursor.campaign = next;
	return 'read';
}

function finishPass(
	this: IPollFunctions,
	state: RecoveryState,
	allCampaigns: boolean,
	first: string | null,
) {
	const took = Date.now() - state.passStartedAt;
	if (took > SLOW_PASS_MS) {
		this.logger.warn(
			`Asset Lifecycle Trigger: a pass over ${Object.keys(state.campaigns).length} campaigns took ${Math.round(took / 60000)} minutes (more than ${SLOW_PASS_MS / 60000}); raise Max Requests per Poll or poll more often to see changes sooner`,
			{ event: 'recoveryStatusChanged', passMinutes: Math.round(took / 60000) },
		);
	}
	state.full = { campaign: allCampaigns ? null : first, page: 1, movable: false };
	state.baselined = true;
	state.passStartedAt = Date.now();
}

/**
 * All or chosen campaigns. Each poll gives about a quarter of its budget (at least one request,
 * every other poll when the budget is one) to the full sweep and the rest to the sweep over
 * campaigns that can still move; what one of them does not use goes to the other. A poll ends
 * when the full sweep completes a pass or the budget is spent; the pass that completes the
 * baseline leaves what is left of the budget to the campaigns that can still move.
 */
async function sweepCampaigns(
	this: IPollFunctions,
	sweep: Sweep,
	chosen: string[],
	meter: RequestMeter,
): Promise<void> {
	const { state } = sweep;
	const allCampaigns = chosen.length === 0;
	const order = () => campaignOrder(state, chosen);
	if (!allCampaigns && (state.full.campaign === null || !chosen.includes(state.full.campaign))) {
		state.full = { campaign: chosen[0], page: 1, movable: false };
	}
	const canMove = allCampaigns
		? (campaign: string) => state.campaigns[campaign] === 1
		: (campaign: string) => chosen.includes(campaign) && state.campaigns[campaign] !== 0;
	const fullShare = meter.budget === 1 ? state.polls % 2 : Math.ceil(meter.budget / 4);
	let activeLeft = state.baselined ? meter.budget - fullShare : 0;
	let fullLeft = meter.budget - activeLeft;
	let activeRoundDone = false;
	let passCompleted = false;
	while (meter.canSend()) {
		if (activeLeft > 0 && !activeRoundDone) {
			state.active ??= { campaign: null, page: 1, movable: false };
			if (state.active.campaign === null || !canMove(state.active.campaign)) {
				const next = campaignAfter(order(), state.active.campaign, canMove);
				if (next === null) {
					state.active = null;
					activeRoundDone = true;
					continue;
				}
				state.active = { campaign: next, page: 1, movable: false };
			}
			const read = await step.call(this, sweep, state.active, order, meter, canMove);
			if (read === undefined) break;
			activeLeft--;
			if (read === 'done') {
				state.active = null;
				activeRoundDone = true;
			}
			continue;
		}
		if (passCompleted || (fullLeft <= 0 && !activeRoundDone)) break;
		const read = await step.call(this, sweep, state.full, order, meter);
		if (read === undefined) break;
		fullLeft--;
		if (read === 'done') {
			const baselineCompleted = !state.baselined;
			finishPass.call(this, state, allCampaigns, chosen[0] ?? null);
			if (!baselineCompleted) break;
			// the poll that completes the baseline gives the rest of its budget to the campaigns
			// that can still move, as every later poll does, rather than waiting a poll to look
			passCompleted = true;
			activeLeft = meter.budget;
		}
	}
}

/** Listed recoveries: one request each, as many a poll as the budget admits, round after round. */
async function sweepListed(
	this: IPollFunctions,
	sweep: Sweep,
	recoveryNumbers: string[],
	meter: RequestMeter,
): Promise<void> {
	const { state } = sweep;
	if (state.listed >= recoveryNumbers.length) state.listed = 0;
	while (meter.canSend()) {
		const number = recoveryNumbers[state.listed];
		const recovery = await withinBudget(meter, async () => await listedRecovery.call(this, number));
		if (recovery === undefined) break;
		meet(sweep, recovery);
		state.listed += 1;
		if (state.listed >= recoveryNumbers.length) {
			state.listed = 0;
			state.baselined = true;
			break;
		}
	}
}

export const recoveryStatusChangedEvent: TriggerEvent<RecoveryState> = {
	value: 'recoveryStatusChanged',
	name: 'Recovery Status Changed',
	description: 'A recovery moved to another workflow status',
	stateVersion: 2,

	properties: [
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'options',
			options: [
				{
					name: 'All Campaigns',
					value: 'allCampaigns',
					description: 'Every recovery of every campaign',
				},
				{
					name: 'Chosen Campaigns',
					value: 'campaigns',
					description: 'Every recovery of the campaigns chosen below',
				},
				{
					name: 'Listed Recoveries',
					value: 'recoveries',
					description: 'Only the recovery numbers listed below',
				},
			],
			default: 'allCampaigns',
			description: 'Which recoveries to watch',
		},
		{
			displayName: 'Campaign Names or IDs',
			name: 'campaignNumbers',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getCampaigns' },
			default: [],
			required: true,
			displayOptions: { show: { scope: ['campaigns'] } },
			description:
				'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		},
		{
			displayName: 'Recovery Numbers',
			name: 'recoveryNumbers',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. RCV-200001, RCV-200002',
			displayOptions: { show: { scope: ['recoveries'] } },
			description:
				'Recovery numbers to watch, separated by commas; each costs one request per round',
		},
		{
			displayName: 'Only When New Status Is',
			name: 'newStatuses',
			type: 'multiOptions',
			options: asOptions(RECOVERY_STATUSES),
			default: [],
			description: 'Trigger only when a recovery moves to one of these statuses; empty: any move',
		},
	],

	scope() {
		const { scope, campaignNumbers, recoveryNumbers } = scopeOf.call(this);
		return {
			scope,
			campaignNumbers,
			recoveryNumbers,
			newStatuses: this.getNodeParameter('newStatuses', []) as string[],
		};
	},

	upgrade(old) {
		const statuses = (old as { statuses?: RecoveryState['statuses'] }).statuses;
		if (!statuses || typeof statuses !== 'object') return undefined;
		// a status recorded from an answer without one is not a status
		const kept = Object.fromEntries(
			Object.entries(statuses).filter(([, status]) => status !== 'undefined'),
		);
		return { ...freshState(), statuses: kept, baselined: true };
	},

	async poll(saved, meter) {
		const { scope, campaignNumbers, recoveryNumbers } = scopeOf.call(this);
		const state = saved ?? freshState();
		const sweep: Sweep = {
			state,
			allCampaigns: scope === 'allCampaigns',
			wanted: new Set(this.getNodeParameter('newStatuses', []) as string[]),
			events: [],
			readWhole: new Set(),
		};
		if (scope === 'recoveries') await sweepListed.call(this, sweep, recoveryNumbers, meter);
		else await sweepCampaigns.call(this, sweep, campaignNumbers, meter);
		state.polls += 1;
		return { events: sweep.events, state };
	},

	/**
	 * A real recovery as an example: with a status filter, one whose status is chosen, found within
	 * the poll's budget. Its previous_status is the status before in the workflow's order, marked
	 * illustrative. When none matches within the budget, a marked example with a recovery number
	 * no recovery has.
	 */
	async sample(meter) {
		const { scope, campaignNumbers, recoveryNumbers } = scopeOf.call(this);
		const wanted = new Set(this.getNodeParameter('newStatuses', []) as string[]);
		const matches = (recovery: Observed) =>
			recovery.status !== null && (wanted.size === 0 || wanted.has(recovery.status));
		let recovery: Observed | undefined;
		if (scope === 'recoveries') {
			for (const recoveryNumber of recoveryNumbers) {
				if (!meter.canSend()) break;
				const listed = await listedRecovery.call(this, recoveryNumber);
				if (matches(listed)) {
					recovery = listed;
					break;
				}
			}
		} else {
			const campaigns =
				scope === 'campaigns' ? campaignNumbers : (await campaignListPage.call(this, 1)).numbers;
			const pageSize = wanted.size ? LARGEST_PAGE_SIZE : 1;
			for (const campaignNumber of campaigns) {
				for (let page = 1; !recovery && meter.canSend(); page++) {
					const { observed, last } = await campaignPage.call(this, campaignNumber, page, pageSize);
					recovery = observed.find(matches);
					if (last || !wanted.size) break;
				}
				if (recovery || !meter.canSend()) break;
			}
		}
		if (recovery) {
			return [
				{
					...output(recovery, statusBefore(recovery.status)),
					illustrative: true,
					note: 'Test event: a real recovery as it is now. previous_status is illustrative (the status before in the workflow), not this recovery’s history.',
				},
			];
		}
		if (!wanted.size) return [];
		const [status] = wanted;
		return [
			{
				recovery_number: 'example-recovery',
				previous_status: statusBefore(status),
				status,
				campaign_number: null,
				employee: { first_name: 'Example', last_name: 'Leaver', work_email: null },
				example: true,
				note: 'Example event: no recovery with a chosen status was found within the request budget. Its recovery number belongs to no recovery; live events carry real ones.',
			},
		];
	},
};
