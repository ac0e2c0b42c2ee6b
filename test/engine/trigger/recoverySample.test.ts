/**
 * Fetch Test Event of Recovery Status Changed: how far it looks for a recovery (one record a
 * campaign without a status filter, every page of a campaign with one), nothing to show without a
 * filter on an account without recoveries, and the marked example, with the fields of a live
 * event, when no recovery is in a chosen status.
 */
import type { INodeParameters } from 'n8n-workflow';

import type { LoggedRequest } from '../../sandboxControl';
import { useTriggerSandbox } from './support';

/** Two campaigns, the first of 101 recoveries: two pages of 100. */
const ACCOUNT = { seed: 3, campaigns: 2, recoveries: 1010 };
const sandbox = useTriggerSandbox(ACCOUNT);
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', ACCOUNT));

const recoveries = () => sandbox.running.sandbox.store.recoveries;
const moveRecovery = async (recoveryNumber: string, status: string) =>
	await control('POST', `/recoveries/${recoveryNumber}/status`, { status });

async function firstCampaign(): Promise<{ campaign: string; numbers: string[] }> {
	const { recoveriesByCampaign } = await control<{
		recoveriesByCampaign: Record<string, string[]>;
	}>('GET', '/snapshot');
	const [campaign, numbers] = Object.entries(recoveriesByCampaign)[0];
	return { campaign, numbers };
}

const fetchTestEvent = async (parameters: INodeParameters) =>
	await sandbox.trigger({ event: 'recoveryStatusChanged', ...parameters }).poll({ mode: 'manual' });

const routesAndQueries = (api: LoggedRequest[]) =>
	api.map((request) => [request.route, request.query]);

test('without a status filter: the first recovery of the first campaign, asked for alone', async () => {
	const { campaign, numbers } = await firstCampaign();

	const { result, api } = await sandbox.logged(
		async () => await fetchTestEvent({ scope: 'all', newStatuses: [] }),
	);

	expect(routesAndQueries(api)).toEqual([
		['GET /recover/campaigns', { page: '1', limit: '100' }],
		['GET /recover/campaign/:campaignNumber', { page: '1', limit: '1' }],
	]);
	expect(result.items).toEqual([
		expect.objectContaining({
			illustrative: true,
			recovery_number: numbers[0],
			campaign_number: Number(campaign),
		}),
	]);
});

test('with a status filter, the one recovery of the campaign in a chosen status is on its second page: both pages are read, 100 a page', async () => {
	const { campaign, numbers } = await firstCampaign();
	const wanted = 'Pickup Scheduled';
	const onSecondPage = numbers[100];
	for (const recoveryNumber of numbers) {
		if (recoveries().get(recoveryNumber)!.status === wanted) {
			await moveRecovery(recoveryNumber, 'Cancelled');
		}
	}
	await moveRecovery(onSecondPage, wanted);

	const { result, api } = await sandbox.logged(
		async () =>
			await fetchTestEvent({
				scope: 'campaigns',
				campaignNumbers: [campaign],
				newStatuses: [wanted],
			}),
	);

	expect(routesAndQueries(api)).toEqual([
		['GET /recover/campaign/:campaignNumber', { page: '1', limit: '100' }],
		['GET /recover/campaign/:campaignNumber', { page: '2', limit: '100' }],
	]);
	expect(result.items).toEqual([
		expect.objectContaining({ illustrative: true, recovery_number: onSecondPage, status: wanted }),
	]);
});

test('without a status filter on an account without recoveries: no test event, not an example without a status', async () => {
	await control('POST', '/reset', { seed: 3, campaigns: 0, recoveries: 0 });

	const { items } = await fetchTestEvent({ scope: 'all', newStatuses: [] });

	expect(items).toEqual([]);
});

test('with a status filter and no recovery in a chosen status: the marked example in the first chosen status, with the fields of a live event', async () => {
	const { numbers } = await firstCampaign();
	const [watched] = numbers;
	const parameters = {
		scope: 'recoveries',
		recoveryNumbers: watched,
		newStatuses: ['Box Received', 'Cancelled'],
	};
	await moveRecovery(watched, 'Return Shipped');
	const poller = sandbox.trigger({ event: 'recoveryStatusChanged', ...parameters });
	expect((await poller.activate()).items).toEqual([]);
	await moveRecovery(watched, 'Box Received');
	const [live] = (await poller.poll()).items;
	await moveRecovery(watched, 'Delivered');

	const { items } = await fetchTestEvent(parameters);

	expect(items).toEqual([
		{
			example: true,
			note: 'Example event: no recovery with a chosen status was found within the request budget. Its recovery number belongs to no recovery; live events carry real ones.',
			recovery_number: 'example-recovery',
			previous_status: 'Return Shipped',
			status: 'Box Received',
			campaign_number: null,
			employee: { first_name: 'Example', last_name: 'Leaver', work_email: null },
		},
	]);
	expect(Object.keys(items[0])).toEqual(['example', 'note', ...Object.keys(live)]);
	expect(Object.keys(items[0].employee as object)).toEqual(Object.keys(live.employee as object));
});
