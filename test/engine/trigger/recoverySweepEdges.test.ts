/**
 * Recovery Status Changed at the edges of its sweeps: a move while the baseline still reads, a
 * recovery that had no status through the baseline, a listed recovery answered in another shape,
 * a campaign gone from the account, a campaign chosen twice, and a pass slow enough to warn about.
 */
// the poll context's logger is n8n-core's own (its copies of these packages, not the top-level ones)
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';
import type { IDataObject } from 'n8n-workflow';

import { pollLimits } from '../../../nodes/AssetLifecycleTrigger/budget';
import { SETTLED_STATUSES } from '../../../nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/state';
import type { LoggedRequest } from '../../sandboxControl';
import { useRecoveryAccount } from './recoveryAccount';
import { savedTriggerState } from './support';

/** Eight campaigns: 3001, 3007 and 3008 under way, the others closed. */
const ACCOUNT = { seed: 3, campaigns: 8, recoveries: 80 };
const { sandbox, recoveries, statusOf, move, recoveriesByCampaign, recoveriesOf } =
	useRecoveryAccount(ACCOUNT);

/** A recovery of campaign 3001 in none of `statuses`. */
async function recoveryNotIn(statuses: string[]): Promise<string> {
	return (await recoveriesOf('3001')).find((number) => !statuses.includes(statusOf(number)))!;
}

const movesOf = (items: IDataObject[]) =>
	items.map((item) => [item.recovery_number, item.previous_status, item.status]);

const campaignsRead = (api: LoggedRequest[]) =>
	api
		.filter((entry) => entry.route === 'GET /recover/campaign/:campaignNumber')
		.map((entry) => entry.path.split('/').pop());

test('a recovery read early in the baseline and read again before it ends: a move between the two reads is emitted', async () => {
	// an idle quota lets the baseline's polls read past their budget of one: the round over the
	// campaigns that can still move reads 3001 in the activation, and the baseline's own sweep
	// reads it again in the next poll
	const ceiling = pollLimits.idleQuotaCeiling;
	pollLimits.idleQuotaCeiling = 3;
	try {
		const poller = recoveries(1);
		const activation = await sandbox.logged(async () => await poller.activate());
		expect(campaignsRead(activation.api)).toContain('3001');
		const recovery = await recoveryNotIn(['Delivered']);
		const before = statusOf(recovery);
		await move(recovery, 'Delivered');

		const next = await sandbox.logged(async () => await poller.poll());
		expect(campaignsRead(next.api)).toContain('3001');
		expect(movesOf(next.result.items)).toEqual([[recovery, before, 'Delivered']]);
	} finally {
		pollLimits.idleQuotaCeiling = ceiling;
	}
});

describe('a listed recovery answered without a status through the baseline', () => {
	/** Two listed recoveries, the first answered without a status in the activation's round. */
	async function baselinedWithoutStatus(newStatuses: string[]) {
		const [first, second] = await recoveriesOf('3001');
		await sandbox.control('POST', '/faults', {
			route: 'GET /recoveries/:recoveryNumber/items',
			count: 1,
			status: 200,
			body: { data: { recovery_number: first } },
		});
		const poller = recoveries(2, {
			scope: 'recoveries',
			recoveryNumbers: `${first}, ${second}`,
			newStatuses,
		});
		expect((await poller.activate()).items).toEqual([]);
		return { poller, first };
	}

	test('its status, once answered, is a move from none', async () => {
		const { poller, first } = await baselinedWithoutStatus([]);
		expect(movesOf((await poller.poll()).items)).toEqual([[first, null, statusOf(first)]]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('with a status filter that leaves its first status out, that status is recorded: a later move is compared with it', async () => {
		const initial = await recoveriesOf('3001').then((numbers) => statusOf(numbers[0]));
		const target = initial === 'Delivered' ? 'Box Received' : 'Delivered';
		const { poller, first } = await baselinedWithoutStatus([target]);
		expect((await poller.poll()).items).toEqual([]);
		await move(first, target);
		expect(movesOf((await poller.poll()).items)).toEqual([[first, initial, target]]);
	});
});

test('a listed recovery answered without its number and with its email as `email`: the number typed, the email as work_email', async () => {
	const [listed] = await recoveriesOf('3001');
	const before = statusOf(listed);
	const moved = before === 'Delivered' ? 'Box Received' : 'Delivered';
	const poller = recoveries(2, { scope: 'recoveries', recoveryNumbers: listed });
	await poller.activate();
	await sandbox.control('POST', '/faults', {
		route: 'GET /recoveries/:recoveryNumber/items',
		count: 1,
		status: 200,
		body: {
			data: { status: moved, firstname: 'Nia', lastname: 'Okafor', email: 'nia@acme.example' },
		},
	});
	expect((await poller.poll()).items).toEqual([
		{
			recovery_number: listed,
			previous_status: before,
			status: moved,
			campaign_number: null,
			employee: { first_name: 'Nia', last_name: 'Okafor', work_email: 'nia@acme.example' },
		},
	]);
});

test('a campaign gone from the account is no longer asked for once the campaign list has been read without it', async () => {
	const poller = recoveries(4);
	await poller.activate();
	for (let poll = 0; poll < 2; poll++) await poller.poll();
	sandbox.running.sandbox.store.campaigns.delete(3005);

	const reads: LoggedRequest[] = [];
	for (let poll = 0; poll < 6; poll++) {
		reads.push(...(await sandbox.logged(async () => await poller.poll())).api);
	}
	expect(reads.map((entry) => entry.route)).toContain('GET /recover/campaigns');
	expect(campaignsRead(reads)).not.toContain('3005');
	expect(reads.map((entry) => entry.status).filter((status) => status !== 200)).toEqual([]);
});

test('a campaign chosen twice is watched once: the poll ends, each campaign read once a pass', async () => {
	const campaigns = await recoveriesByCampaign();
	const closed = Object.keys(campaigns).find((campaign) =>
		campaigns[campaign].every((number) => SETTLED_STATUSES.includes(statusOf(number))),
	)!;
	const poller = recoveries(10, { scope: 'campaigns', campaignNumbers: ['3001', closed, '3001'] });
	const activation = await sandbox.logged(async () => await poller.activate());
	expect(campaignsRead(activation.api)).toEqual(['3001', closed]);
	const poll = await sandbox.logged(async () => await poller.poll());
	expect(campaignsRead(poll.api)).toEqual(['3001', closed]);
});

test('a pass that took more than an hour is reported in the log, with the campaigns it read', async () => {
	const poller = recoveries(4);
	await poller.activate();
	// the pass started two hours ago
	const saved = JSON.parse(poller.saved) as IDataObject;
	const data = savedTriggerState(saved).data as IDataObject;
	data.passStartedAt = (data.passStartedAt as number) - 2 * 60 * 60 * 1000;
	const restarted = recoveries(4, {}, JSON.stringify(saved));
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	try {
		await restarted.activate('init');
		expect(warn).not.toHaveBeenCalled();
		await restarted.poll();
		expect(warn).toHaveBeenCalledWith(
			'Asset Lifecycle Trigger: a pass over 8 campaigns took 120 minutes (more than 60); poll more often, or raise Max Requests per Poll up to 45, to see changes sooner',
			expect.objectContaining({ event: 'recoveryStatusChanged', passMinutes: 120 }),
		);
	} finally {
		warn.mockRestore();
	}
});
