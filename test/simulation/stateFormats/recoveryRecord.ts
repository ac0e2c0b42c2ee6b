/** What versions 1 and 2 of the recovery state keep, frozen as they wrote it. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Known } from './format';

/** The workflow statuses in the order whose index a state keeps (any other status as its text). */
const STATUSES = [
	'Order Received',
	'Print Shipping Label',
	'Boxes Shipped',
	'Delivered',
	'Label Requested',
	'Label Delivered',
	'Pickup Requested',
	'Pickup Scheduled',
	'Return Shipped',
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Not Responsive',
	'Recovery Failed',
	'Recovery Order',
	'Delivery Failed',
];

const compact = (status: string) => (STATUSES.includes(status) ? STATUSES.indexOf(status) : status);

/** The recoveries the parameters watch, as the state's key names them. */
function watched(parameters: INodeParameters) {
	const scope = String(parameters.scope ?? 'allCampaigns');
	const campaignNumbers =
		scope === 'campaigns' ? ((parameters.campaignNumbers ?? []) as unknown[]).map(String) : [];
	const recoveryNumbers =
		scope === 'recoveries'
			? String(parameters.recoveryNumbers ?? '')
					.split(/[\s,]+/)
					.map((value) => value.trim())
					.filter(Boolean)
			: [];
	const newStatuses = (parameters.newStatuses ?? []) as string[];
	return { scope, campaignNumbers, recoveryNumbers, newStatuses };
}

/** The parameters a state of either version is kept for. */
export const recoveryScope = (parameters: INodeParameters) => JSON.stringify(watched(parameters));

/** The status of every known recovery the parameters watch, as last emitted or first seen. */
export function recoveryState({ parameters, records }: Known) {
	const key = watched(parameters);
	const inScope = (recovery: IDataObject) =>
		(key.scope !== 'campaigns' || key.campaignNumbers.includes(String(recovery.campaign_number))) &&
		(key.scope !== 'recoveries' || key.recoveryNumbers.includes(String(recovery.recovery_id)));
	const statuses = Object.fromEntries(
		[...records.values()]
			.map(({ api }) => api)
			.filter(inScope)
			.map((recovery) => [String(recovery.recovery_id), compact(String(recovery.status))]),
	);
	return statuses;
}
