import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asOptions, RECOVERY_STATUSES } from '../../shared/options';
import { pathSegment } from '../../shared/transport/baseUrl';
import { envelopes, listItems, listPages } from '../../shared/transport/pagination';
import { apiRequest } from '../../shared/transport/request';
import { TEST_EVENT_NOTE, type TriggerEvent } from '../event';

const CAMPAIGN_PAGE_SIZE = 25;
const CAMPAIGN_EMPLOYEES_PAGE_SIZE = 100;

/**
 * `statuses`: each recovery's status as last emitted (or first seen), by recovery number; a §3
 * status is kept as its index in RECOVERY_STATUSES, any other as its text.
 */
export interface RecoveryState {
	statuses: Record<string, number | string>;
}

interface Observed {
	recoveryNumber: string;
	status: string;
	campaignNumber: string | null;
	employee: IDataObject;
}

const compact = (status: string): number | string => {
	const index = RECOVERY_STATUSES.indexOf(status);
	return index === -1 ? status : index;
};
const expand = (stored: number | string): string =>
	typeof stored === 'number' ? (RECOVERY_STATUSES[stored] ?? String(stored)) : stored;

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

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

async function campaignRecoveries(
	this: IPollFunctions,
	campaignNumber: string,
	limit?: number,
): Promise<Observed[]> {
	const observed: Observed[] = [];
	const pages = listPages.call(
		this,
		{
			path: `/recover/campaign/${pathSegment(campaignNumber)}`,
			envelope: envelopes.campaignEmployees,
			maxPageSize: CAMPAIGN_EMPLOYEES_PAGE_SIZE,
		},
		limit === undefined ? { returnAll: true } : { returnAll: false, limit },
	);
	for await (const page of pages) {
		for (const employee of page.items) {
			observed.push({
				recoveryNumber: String(employee.recovery_id),
				status: String(employee.status),
				campaignNumber: text(page.body.campaign_number) ?? campaignNumber,
				employee: {
					first_name: text(employee.firstname),
					last_name: text(employee.lastname),
					work_email: text(employee.work_email ?? employee.email),
				},
			});
		}
	}
	return observed;
}

async function allCampaignNumbers(this: IPollFunctions): Promise<string[]> {
	const campaigns = await listItems.call(
		this,
		{
			path: '/recover/campaigns',
			envelope: envelopes.common('campaigns'),
			maxPageSize: CAMPAIGN_PAGE_SIZE,
		},
		{ returnAll: true },
	);
	return [...new Set(campaigns.map((campaign) => String(campaign.campaign_number)))];
}

/** 4.12 gives the status with the employee; it does not name the campaign. */
async function listedRecovery(this: IPollFunctions, recoveryNumber: string): Promise<Observed> {
	const body = await apiRequest.call(this, {
		method: 'GET',
		path: `/recoveries/${pathSegment(recoveryNumber)}/items`,
	});
	const data = (body.data ?? {}) as IDataObject;
	return {
		recoveryNumber: String(data.recovery_number ?? recoveryNumber),
		status: String(data.status),
		campaignNumber: null,
		employee: {
			first_name: text(data.firstname),
			last_name: text(data.lastname),
			work_email: text(data.work_email ?? data.email),
		},
	};
}

async function observe(this: IPollFunctions): Promise<Observed[]> {
	const { scope, campaignNumbers, recoveryNumbers } = scopeOf.call(this);
	if (scope === 'recoveries') {
		const observed: Observed[] = [];
		for (const recoveryNumber of recoveryNumbers) {
			observed.push(await listedRecovery.call(this, recoveryNumber));
		}
		return observed;
	}
	const campaigns = scope === 'campaigns' ? campaignNumbers : await allCampaignNumbers.call(this);
	const observed = new Map<string, Observed>();
	for (const campaignNumber of campaigns) {
		for (const recovery of await campaignRecoveries.call(this, campaignNumber)) {
			observed.set(recovery.recoveryNumber, recovery);
		}
	}
	return [...observed.values()];
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

export const recoveryStatusChangedEvent: TriggerEvent<RecoveryState> = {
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
			displayOptions: { show: { event: ['recoveryStatusChanged'] } },
			description: 'Which recoveries to watch',
		},
		{
			displayName: 'Campaign Names or IDs',
			name: 'campaignNumbers',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getCampaigns' },
			default: [],
			required: true,
			displayOptions: { show: { event: ['recoveryStatusChanged'], scope: ['campaigns'] } },
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
			displayOptions: { show: { event: ['recoveryStatusChanged'], scope: ['recoveries'] } },
			description:
				'Recovery numbers to watch, separated by commas; each costs one request per poll',
		},
		{
			displayName: 'Only When New Status Is',
			name: 'newStatuses',
			type: 'multiOptions',
			options: asOptions(RECOVERY_STATUSES),
			default: [],
			displayOptions: { show: { event: ['recoveryStatusChanged'] } },
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

	async baseline() {
		const observed = await observe.call(this);
		return {
			statuses: Object.fromEntries(
				observed.map((recovery) => [recovery.recoveryNumber, compact(recovery.status)]),
			),
		};
	},

	async poll(state) {
		const wanted = new Set(this.getNodeParameter('newStatuses', []) as string[]);
		const observed = await observe.call(this);
		const statuses: RecoveryState['statuses'] = {};
		const events: IDataObject[] = [];
		for (const recovery of observed) {
			const stored = state.statuses[recovery.recoveryNumber];
			const previous = stored === undefined ? null : expand(stored);
			const moved = previous !== recovery.status;
			const delivered = moved && (wanted.size === 0 || wanted.has(recovery.status));
			if (delivered) events.push(output(recovery, previous));
			// a move left out by the filter is not recorded: the next move compares to the last one emitted
			statuses[recovery.recoveryNumber] =
				delivered || stored === undefined ? compact(recovery.status) : stored;
		}
		return { events, state: { statuses } };
	},

	async sample() {
		const { scope, campaignNumbers, recoveryNumbers } = scopeOf.call(this);
		let recovery: Observed | undefined;
		if (scope === 'recoveries') {
			recovery = await listedRecovery.call(this, recoveryNumbers[0]);
		} else {
			const campaigns =
				scope === 'campaigns' ? campaignNumbers : await allCampaignNumbers.call(this);
			for (const campaignNumber of campaigns) {
				[recovery] = await campaignRecoveries.call(this, campaignNumber, 1);
				if (recovery) break;
			}
		}
		if (!recovery) return [];
		return [
			{
				...output(recovery, null),
				note: `${TEST_EVENT_NOTE} previous_status is null: this recovery has no recorded history yet.`,
			},
		];
	},
};
