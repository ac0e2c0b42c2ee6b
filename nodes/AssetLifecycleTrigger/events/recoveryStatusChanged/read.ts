import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { multiOptionsOnceCredentialChosen } from '../../../shared/methods/credentialFirst';
import { RECOVERY_STATUSES } from '../../../shared/options';
import { pathSegment } from '../../../shared/transport/baseUrl';
import {
	envelopes,
	listItems,
	walkOnePage,
	type ListRequest,
	type Page,
} from '../../../shared/transport/pagination';
import { namingNotFound } from '../../../shared/transport/errors';
import { CONFIGURATION_INVALID } from '../../../shared/transport/failure';
import { apiRequest } from '../../../shared/transport/request';
import { campaignChoice, campaignNumberOf } from '../../../shared/shapes/campaign';
import { textOrNull } from '../../../shared/values';
import type { Poll } from '../../poll';

const SCOPES = ['allCampaigns', 'campaigns', 'recoveries'] as const;
type Scope = (typeof SCOPES)[number];

/** The recoveries the trigger watches, as its parameters name them. */
export interface WatchedRecoveries {
	scope: Scope;
	campaignNumbers: string[];
	recoveryNumbers: string[];
}

export function watchedRecoveries(poll: Poll): WatchedRecoveries {
	const scope = poll.param<Scope>('scope', 'allCampaigns');
	// a campaign named twice is watched once: the sweeps visit each campaign once a round
	const campaignNumbers =
		scope === 'campaigns'
			? [
					...new Set(
						poll
							.param<Array<string | number>>('campaignNumbers', [])
							.map((value) => String(value).trim()),
					),
				]
			: [];
	const recoveryNumbers =
		scope === 'recoveries'
			? String(poll.param('recoveryNumbers', ''))
					.split(/[\s,]+/)
					.filter(Boolean)
			: [];
	if (scope === 'campaigns' && campaignNumbers.length === 0) {
		throw new NodeOperationError(
			poll.functions.getNode(),
			'Choose at least one campaign in Campaign Names or IDs',
			{ failure: CONFIGURATION_INVALID },
		);
	}
	// An entry that is no campaign number (the list's "Choose a Credential First", a blank or a
	// title from an expression) would be watched without ever matching a campaign.
	const notACampaign = campaignNumbers.find((value) => !/^\d+$/.test(value));
	if (notACampaign !== undefined) {
		throw new NodeOperationError(
			poll.functions.getNode(),
			`"${notACampaign}" in Campaign Names or IDs is not a campaign number (digits only)`,
			{
				description:
					'Choose the campaigns from the list (it fills once a credential is chosen), or enter their numbers.',
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	if (scope === 'recoveries' && recoveryNumbers.length === 0) {
		throw new NodeOperationError(
			poll.functions.getNode(),
			'Enter at least one recovery number in Recovery Numbers',
			{ failure: CONFIGURATION_INVALID },
		);
	}
	return { scope, campaignNumbers, recoveryNumbers };
}

/** The recoveries a state was recorded for (its state parameters); undefined if of another form. */
export function recordedScope(recordedFor: IDataObject): WatchedRecoveries | undefined {
	const { scope, campaignNumbers, recoveryNumbers } = recordedFor;
	const texts = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
	if (!SCOPES.includes(scope as Scope)) return undefined;
	const campaigns = texts(campaignNumbers);
	const recoveries = texts(recoveryNumbers);
	return campaigns && recoveries
		? { scope: scope as Scope, campaignNumbers: campaigns, recoveryNumbers: recoveries }
		: undefined;
}

/** One recovery as a read found it. */
export interface Observed {
	recoveryNumber: string;
	status: string | null;
	campaignNumber: string | null;
	employee: IDataObject;
}

/** What a "Campaign not found" names: the number the trigger was given or listed. */
export function campaignSubject(campaignNumber: string): string {
	return `campaign number ${campaignNumber}`;
}

/** A campaign's recoveries: the campaign details list its employees, page by page. */
export function campaignRecoveries(campaignNumber: string): ListRequest {
	return {
		path: `/recover/campaign/${pathSegment(campaignNumber)}`,
		envelope: envelopes.campaignEmployees,
	};
}

/** The recoveries on one page of a campaign's details. */
export function observedOn(page: Page, campaignNumber: string): Observed[] {
	return page.items.map((employee) => ({
		recoveryNumber: String(employee.recovery_id),
		status: textOrNull(employee.status),
		campaignNumber: textOrNull(page.body.campaign_number) ?? campaignNumber,
		employee: {
			first_name: textOrNull(employee.firstname),
			last_name: textOrNull(employee.lastname),
			work_email: textOrNull(employee.work_email ?? employee.email),
		},
	}));
}

/** The campaign list. */
export const campaignList: ListRequest = {
	path: '/recover/campaigns',
	envelope: envelopes.common('campaigns'),
};

/** The Campaigns dropdown: recovery campaigns by title, valued by campaign number. */
export const getCampaigns = multiOptionsOnceCredentialChosen(async function (
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const campaigns = await listItems({ functions: this }, campaignList, { returnAll: true });
	return campaigns.map(campaignChoice).sort((a, b) => a.name.localeCompare(b.name));
});

/**
 * The page at `page` of a campaign's recoveries; undefined when the poll's meter admitted no more.
 */
export async function campaignPage(poll: Poll, campaignNumber: string, page: number) {
	const read = await namingNotFound(
		campaignSubject(campaignNumber),
		walkOnePage(poll, campaignRecoveries(campaignNumber), { firstPage: page }),
	);
	return read && { observed: observedOn(read, campaignNumber), last: read.last };
}

/**
 * The campaign numbers on one page of the campaign list; undefined when the poll's meter admitted
 * no more.
 */
export async function campaignListPage(poll: Poll, page: number) {
	const read = await walkOnePage(poll, campaignList, { firstPage: page });
	return (
		read && {
			numbers: read.items.map((campaign) => String(campaign.campaign_number)),
			last: read.last,
		}
	);
}

/**
 * A listed recovery; undefined when the poll's meter stopped the read. The recovery items answer
 * gives the status with the employee; it does not name the campaign.
 */
export async function listedRecovery(
	poll: Poll,
	recoveryNumber: string,
): Promise<Observed | undefined> {
	const body = await namingNotFound(
		`recovery number ${recoveryNumber}, listed in Recovery Numbers`,
		apiRequest(poll, {
			method: 'GET',
			path: `/recoveries/${pathSegment(recoveryNumber)}/items`,
		}),
	);
	if (body === undefined) return undefined;
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

/**
 * The event's item for a recovery and the status it had before. campaign_number is a number as on
 * the action node's outputs, null on Listed Recoveries: the recovery items answer does not name
 * the campaign (docs/api-notes.md, Records with several shapes).
 */
export function recoveryOutput(recovery: Observed, previousStatus: string | null): IDataObject {
	return {
		recovery_number: recovery.recoveryNumber,
		previous_status: previousStatus,
		status: recovery.status,
		campaign_number: campaignNumberOf(recovery.campaignNumber),
		employee: recovery.employee,
	};
}

/**
 * The status before this one in the recovery workflow's order; null for the first or an unknown
 * one.
 */
export function statusBefore(status: string | null): string | null {
	const index = RECOVERY_STATUSES.findIndex((known) => known === status);
	return index > 0 ? RECOVERY_STATUSES[index - 1] : null;
}
