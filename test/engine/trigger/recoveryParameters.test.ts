/**
 * Recovery Status Changed: what its parameters are read as (the recoveries watched, the campaigns
 * dropdown), and what a state saved by version 1 that is not what version 1 wrote becomes.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { CONFIGURATION_INVALID } from '../../../nodes/shared/transport/failure';
import { fullAccess } from '../support';
import { loadOptions } from '../harness';
import { HarnessCredentialsHelper } from '../harness/credentials-helper';
import { POLL_NODE_NAME } from '../harness/poller';
import type { LoggedRequest } from '../../sandboxControl';
import savedByVersion1 from './state-v1.recoveryStatusChanged.json';
import { useTriggerSandbox } from './support';

interface Snapshot {
	recoveriesByCampaign: Record<string, string[]>;
}

const sandbox = useTriggerSandbox({ seed: 3 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 3 }));

const recoveries = (parameters: INodeParameters, savedStaticData?: string) =>
	sandbox.trigger(
		{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: 40 }, ...parameters },
		'n8n',
		savedStaticData,
	);

const pathsOf = (api: LoggedRequest[]) => api.map((entry) => entry.path.split('/api/v1')[1]);

const statusOf = (recoveryNumber: string) =>
	sandbox.running.sandbox.store.recoveries.get(recoveryNumber)!.status as string;

/** The error an activation fails with (none when it succeeds), and the API requests it sent. */
async function activationOf(parameters: INodeParameters) {
	const { result, api } = await sandbox.logged(
		async () =>
			await recoveries(parameters)
				.activate()
				.then(
					(polled) => ({ items: polled.items, error: undefined }),
					(thrown: unknown) => ({ items: [], error: thrown as Error & { failure?: unknown } }),
				),
	);
	return { ...result, paths: pathsOf(api) };
}

describe('recoveryStatusChanged: the recoveries its parameters watch', () => {
	test('a chosen campaign number with spaces around it is that campaign', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const [chosen] = Object.keys(recoveriesByCampaign);
		const { error, paths } = await activationOf({
			scope: 'campaigns',
			campaignNumbers: [` ${chosen} `],
		});
		expect(error).toBeUndefined();
		expect(new Set(paths)).toEqual(new Set([`/recover/campaign/${chosen}`]));
	});

	test.each([['3001x'], ['x3001'], ['30 01']])(
		'a chosen campaign "%s" is no campaign number: the activation fails naming it and how to fix it, sending nothing',
		async (entry) => {
			const { error, paths } = await activationOf({ scope: 'campaigns', campaignNumbers: [entry] });
			expect(error).toMatchObject({
				message: `"${entry}" in Campaign Names or IDs is not a campaign number (digits only)`,
				description:
					'Choose the campaigns from the list (it fills once a credential is chosen), or enter their numbers.',
				failure: CONFIGURATION_INVALID,
			});
			expect(paths).toEqual([]);
		},
	);

	test('no campaign chosen: the activation fails saying to choose one, sending nothing', async () => {
		const { error, paths } = await activationOf({ scope: 'campaigns', campaignNumbers: [] });
		expect(error?.message).toBe('Choose at least one campaign in Campaign Names or IDs');
		expect(paths).toEqual([]);
	});

	test('listed recovery numbers: blanks and stray commas between, before and after them are no numbers', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const [first, second] = Object.values(recoveriesByCampaign).flat();
		const { error, paths } = await activationOf({
			scope: 'recoveries',
			recoveryNumbers: ` ,${first},, \n ${second} ,`,
		});
		expect(error).toBeUndefined();
		expect(paths).toEqual([`/recoveries/${first}/items`, `/recoveries/${second}/items`]);
	});

	test.each([[''], [' , ,\n']])(
		'Recovery Numbers %j lists none: the activation fails as a parameter to fix, sending nothing',
		async (recoveryNumbers) => {
			const { error, paths } = await activationOf({ scope: 'recoveries', recoveryNumbers });
			expect(error?.message).toBe('Enter at least one recovery number in Recovery Numbers');
			expect(error?.failure).toEqual(CONFIGURATION_INVALID);
			expect(paths).toEqual([]);
		},
	);
});

describe('recoveryStatusChanged: a state saved by version 1', () => {
	const version1 = () =>
		structuredClone(savedByVersion1) as {
			assetLifecycleTrigger: { data: { statuses: unknown } };
		};
	const saved = (nodeData: IDataObject) => JSON.stringify({ [`node:${POLL_NODE_NAME}`]: nodeData });

	// the saved state was recorded on this account by version 1
	beforeEach(async () => await control('POST', '/reset', { seed: 9, employees: 120 }));

	test('a status it recorded from an answer without one is no status: that recovery is emitted once, as first seen', async () => {
		const state = version1();
		const statuses = state.assetLifecycleTrigger.data.statuses as Record<string, unknown>;
		const [recovery] = Object.keys(statuses);
		statuses[recovery] = 'undefined';
		const poller = recoveries({}, saved(state as unknown as IDataObject));
		const { items } = await poller.activate('init');
		expect(items.map((item) => [item.recovery_number, item.previous_status, item.status])).toEqual([
			[recovery, null, statusOf(recovery)],
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test.each([
		['a text', 'RCV-200001: Delivered'],
		['a number', 7],
	])('statuses that are %s are no state: a new baseline, nothing emitted', async (_, statuses) => {
		const state = version1();
		state.assetLifecycleTrigger.data.statuses = statuses;
		const poller = recoveries({}, saved(state as unknown as IDataObject));
		expect((await poller.activate('init')).items).toEqual([]);
		expect((await poller.poll()).items).toEqual([]);
	});
});

// last: the sandbox keeps the reset's number of campaigns for the resets after it
describe('recoveryStatusChanged: the Campaigns dropdown', () => {
	test("every campaign of the account, over all the list's pages, by title", async () => {
		await control('POST', '/reset', { seed: 3, campaigns: 30 });
		const campaigns = [...sandbox.running.sandbox.store.campaigns.values()];
		// the sandbox answers 25 a page: the list takes more than one page
		expect(campaigns.length).toBeGreaterThan(25);
		const options = await loadOptions('getCampaigns', {
			nodeType: new AssetLifecycleTrigger(),
			credentials: new HarnessCredentialsHelper([new AssetLifecycleApi()]).add(
				'assetLifecycleApi',
				{
					baseUrl: sandbox.running.baseUrl,
					...fullAccess,
				},
			),
			parameters: { event: 'recoveryStatusChanged', scope: 'campaigns' },
		});
		const expected = campaigns
			.map((campaign) => ({
				name: `${campaign.title} (${campaign.campaignNumber})`,
				value: String(campaign.campaignNumber),
			}))
			.sort((a, b) => a.name.localeCompare(b.name));
		expect(options).toEqual(expected);
	});
});
