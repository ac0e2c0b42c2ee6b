import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeParameters } from 'n8n-workflow';

import type { Poller } from '../harness';
import { POLL_NODE_NAME } from '../harness/poller';
import type { LoggedRequest } from '../../sandboxControl';
import { SETTLED_STATUSES as SETTLED } from '../../../nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/state';
import { RECOVERY_STATUSES } from '../../../nodes/shared/options';
import { PERSISTENCE_MODES, triggerState, useTriggerSandbox } from './support';

interface Snapshot {
	recoveriesByCampaign: Record<string, string[]>;
}

const sandbox = useTriggerSandbox({ seed: 3 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 3 }));

const move = async (recoveryNumber: string, status: string) =>
	await control('POST', `/recoveries/${recoveryNumber}/status`, { status });

function recoveryOf(recoveryNumber: string) {
	const recovery = sandbox.running.sandbox.store.recoveries.get(recoveryNumber)!;
	return {
		status: recovery.status as string,
		campaign_number: recovery.campaignNumber,
		employee: {
			first_name: recovery.firstname,
			last_name: recovery.lastname,
			work_email: recovery.workEmail,
		},
	};
}

/** Recoveries of the first campaign whose status is not `exclude`, in the campaign's order. */
async function pick(count: number, exclude: string[] = []): Promise<string[]> {
	const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
	return Object.values(recoveriesByCampaign)
		.flat()
		.filter((number) => !exclude.includes(recoveryOf(number).status))
		.slice(0, count);
}

describe.each(PERSISTENCE_MODES)('recoveryStatusChanged trigger (%s persistence)', (persist) => {
	/** A budget that reads this small account whole in one poll. */
	const recoveries = (parameters: INodeParameters = {}) =>
		sandbox.trigger(
			{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: 40 }, ...parameters },
			persist,
		);

	/** Activation records the baseline; with durable cursors the first scheduled poll records it again. */
	async function started(parameters: INodeParameters = {}): Promise<Poller> {
		const poller = recoveries(parameters);
		expect((await poller.activate()).items).toEqual([]);
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		return poller;
	}

	test('idle poll over all campaigns: the campaign list asked at the largest page, then each campaign once', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const poller = await started();
		const { result, api } = await sandbox.logged(async () => await poller.poll());
		expect(result.items).toEqual([]);

		const campaigns = Object.keys(recoveriesByCampaign);
		const detailPages = Object.values(recoveriesByCampaign).reduce(
			(pages, numbers) => pages + Math.ceil(numbers.length / 100),
			0,
		);
		const listPages = api.filter((entry) => entry.route === 'GET /recover/campaigns');
		// the sandbox answers 25 a page whatever is asked: the trigger follows its page counters
		expect(listPages.map((entry) => entry.query.limit)).toEqual(
			Array(Math.ceil(campaigns.length / 25)).fill('100'),
		);
		const details = api.filter((entry) => entry.route === 'GET /recover/campaign/:campaignNumber');
		expect(details).toHaveLength(detailPages);
		expect(new Set(details.map((entry) => `${entry.path}?${entry.query.page}`)).size).toBe(
			detailPages,
		);
		expect(api).toHaveLength(listPages.length + detailPages);
	});

	test('a recovery answered without a status is neither recorded nor emitted as a move', async () => {
		const [recovery] = await pick(1, ['Delivery Failed']);
		const poller = await started({ scope: 'recoveries', recoveryNumbers: recovery });
		const { status, employee } = recoveryOf(recovery);
		await control('POST', '/faults', {
			route: 'GET /recoveries/:recoveryNumber/items',
			count: 1,
			status: 200,
			body: { data: { recovery_number: recovery, firstname: employee.first_name } },
		});
		expect((await poller.poll()).items).toEqual([]);
		const recorded = () =>
			triggerState(persist === 'n8n' ? poller.memoryNodeData() : poller.savedNodeData());
		expect(JSON.stringify(recorded())).not.toContain('undefined');
		expect((await poller.poll()).items).toEqual([]);

		await move(recovery, 'Delivery Failed');
		expect((await poller.poll()).items).toEqual([
			expect.objectContaining({ previous_status: status, status: 'Delivery Failed' }),
		]);
	});

	test('a recovery that moved twice is one event from the last seen status to the current one; move-and-back is none', async () => {
		const [twice, andBack] = await pick(2, ['Boxes Shipped', 'Box Received']);
		const before = recoveryOf(twice);
		const poller = await started();
		await move(twice, 'Boxes Shipped');
		await move(twice, 'Box Received');
		const original = recoveryOf(andBack).status;
		await move(andBack, 'Boxes Shipped');
		await move(andBack, original);

		expect((await poller.poll()).items).toEqual([
			{
				recovery_number: twice,
				previous_status: before.status,
				status: 'Box Received',
				campaign_number: before.campaign_number,
				employee: before.employee,
			},
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('a sequence of moves, one per poll, gives one event per move with its previous status', async () => {
		const [recovery] = await pick(1, ['Label Requested', 'Pickup Scheduled', 'Box Received']);
		const start = recoveryOf(recovery).status;
		const poller = await started();
		const seen: Array<[unknown, unknown]> = [];
		for (const status of ['Label Requested', 'Pickup Scheduled', 'Box Received']) {
			await move(recovery, status);
			const [event] = (await poller.poll()).items;
			seen.push([event.previous_status, event.status]);
		}
		expect(seen).toEqual([
			[start, 'Label Requested'],
			['Label Requested', 'Pickup Scheduled'],
			['Pickup Scheduled', 'Box Received'],
		]);
	});

	test('"only when the new status is" emits only those moves; a move left out is compared from the last status emitted', async () => {
		const [recovery, other] = await pick(2, ['Boxes Shipped', 'Box Received', 'Recovery Failed']);
		const start = recoveryOf(recovery).status;
		const otherStart = recoveryOf(other).status;
		const poller = await started({ newStatuses: ['Box Received', 'Recovery Failed'] });
		await move(recovery, 'Boxes Shipped');
		expect((await poller.poll()).items).toEqual([]);
		const restarted = poller.restart();
		expect((await restarted.activate('init')).items).toEqual([]);

		await move(recovery, 'Box Received');
		await move(other, 'Recovery Failed');
		const events = (await restarted.poll()).items;
		expect(
			events.map((event) => [event.recovery_number, event.previous_status, event.status]),
		).toEqual([
			[recovery, start, 'Box Received'],
			[other, otherStart, 'Recovery Failed'],
		]);
	});

	test('the poll that completes the baseline gives the rest of its budget to campaigns that can still move: a move made meanwhile is seen in that poll', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const campaigns = Object.keys(recoveriesByCampaign);
		// a pass is the campaign list and one page per campaign; two thirds of it fit in a poll
		const budget = Math.ceil(((1 + campaigns.length) * 2) / 3);
		const poller = sandbox.trigger(
			{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: budget } },
			persist,
		);
		await poller.activate();
		// with durable cursors the activation poll is not committed: the first poll starts the pass
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		const [recovery] = recoveriesByCampaign[campaigns[0]].filter(
			(number) => !SETTLED.includes(recoveryOf(number).status),
		);
		const before = recoveryOf(recovery).status;
		await move(recovery, before === 'Delivered' ? 'Box Received' : 'Delivered');

		const { result, api } = await sandbox.logged(async () => await poller.poll());
		expect(result.items.map((event) => [event.recovery_number, event.previous_status])).toEqual([
			[recovery, before],
		]);
		expect(api.length).toBeLessThanOrEqual(budget);
		expect(
			api.filter((entry) => entry.path.endsWith(`/recover/campaign/${campaigns[0]}`)),
		).toHaveLength(1);
	});

	test('a budget that covers a pass reads every campaign every poll: moves in every campaign, twice, are each seen at the next poll', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const campaigns = Object.keys(recoveriesByCampaign);
		const budget = 1 + campaigns.length;
		const poller = sandbox.trigger(
			{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: budget } },
			persist,
		);
		await poller.activate();
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		const movers = campaigns.map(
			(campaign) =>
				recoveriesByCampaign[campaign].find(
					(number) => !SETTLED.includes(recoveryOf(number).status),
				)!,
		);
		for (const status of ['Label Requested', 'Pickup Scheduled']) {
			for (const recovery of movers) await move(recovery, status);
			const { result, api } = await sandbox.logged(async () => await poller.poll());
			expect(result.items.map((event) => event.recovery_number).sort()).toEqual([...movers].sort());
			expect(api.length).toBeLessThanOrEqual(budget);
		}
	});

	test('chosen campaigns: only their recoveries, one details page each per poll', async () => {
		const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
		const [chosen, ignored] = Object.keys(recoveriesByCampaign);
		const poller = await started({ scope: 'campaigns', campaignNumbers: [chosen] });
		await control('DELETE', '/requests');
		const inside = recoveriesByCampaign[chosen][0];
		const outside = recoveriesByCampaign[ignored][0];
		await move(inside, recoveryOf(inside).status === 'Cancelled' ? 'Delivered' : 'Cancelled');
		await move(outside, recoveryOf(outside).status === 'Cancelled' ? 'Delivered' : 'Cancelled');

		const events = (await poller.poll()).items;
		expect(events.map((event) => event.recovery_number)).toEqual([inside]);
		const log = await control<LoggedRequest[]>('GET', '/requests');
		expect(log.map((entry) => entry.path.endsWith(`/recover/campaign/${chosen}`))).toEqual(
			Array(Math.ceil(recoveriesByCampaign[chosen].length / 100)).fill(true),
		);
	});

	test('listed recovery numbers: one request each per poll; the recovery items answer names no campaign', async () => {
		const [first, second] = await pick(2, ['Delivery Failed']);
		const poller = await started({ scope: 'recoveries', recoveryNumbers: `${first}, ${second}` });
		await control('DELETE', '/requests');
		expect((await poller.poll()).items).toEqual([]);
		const log = await control<LoggedRequest[]>('GET', '/requests');
		expect(log.map((entry) => entry.path.split('/api/v1')[1])).toEqual([
			`/recoveries/${first}/items`,
			`/recoveries/${second}/items`,
		]);

		const before = recoveryOf(second);
		await move(second, 'Delivery Failed');
		expect((await poller.poll()).items).toEqual([
			{
				recovery_number: second,
				previous_status: before.status,
				status: 'Delivery Failed',
				campaign_number: null,
				employee: before.employee,
			},
		]);
	});

	test('manual mode: a real recovery, its previous_status the status before it and marked illustrative', async () => {
		const [first] = await pick(1);
		// a status after the first, so that there is one before it
		await move(first, RECOVERY_STATUSES[2]);
		const poller = await started();
		const saved = poller.saved;
		const { items } = await poller.poll({ mode: 'manual' });
		const { status } = recoveryOf(first);
		expect(items).toEqual([
			{
				recovery_number: first,
				previous_status:
					RECOVERY_STATUSES[RECOVERY_STATUSES.findIndex((known) => known === status) - 1] ?? null,
				status,
				campaign_number: recoveryOf(first).campaign_number,
				employee: recoveryOf(first).employee,
				illustrative: true,
				note: expect.stringContaining('previous_status is illustrative'),
			},
		]);
		expect(Object.keys(items[0]).slice(0, 2)).toEqual(['illustrative', 'note']);
		expect(poller.saved).toBe(saved);
	});

	test('manual mode on a recovery in the first status: previous_status null, and the note says why', async () => {
		const [first] = await pick(1);
		await move(first, RECOVERY_STATUSES[0]);
		const poller = await started({ newStatuses: [RECOVERY_STATUSES[0]] });
		const { items } = await poller.poll({ mode: 'manual' });
		expect(items).toEqual([
			expect.objectContaining({
				previous_status: null,
				status: RECOVERY_STATUSES[0],
				illustrative: true,
				note: 'Test event: a real recovery as it is now. previous_status is null: its status is the first of the workflow.',
			}),
		]);
	});

	test('manual mode with a status filter: a real recovery in a chosen status, within the budget', async () => {
		const [target] = await pick(1, ['Box Received']);
		await move(target, 'Box Received');
		const poller = await started({ newStatuses: ['Box Received'] });

		const { result, api } = await sandbox.logged(async () => await poller.poll({ mode: 'manual' }));

		expect(result.items).toEqual([
			expect.objectContaining({
				status: 'Box Received',
				previous_status: 'Return Shipped',
				illustrative: true,
			}),
		]);
		expect(api.length).toBeLessThanOrEqual(40);
	});

	test('manual mode with a status no recovery has: a marked example with a number no recovery has', async () => {
		const poller = recoveries({ newStatuses: ['Already Returned'] });
		for (const number of sandbox.running.sandbox.store.recoveries.keys()) {
			if (recoveryOf(number).status === 'Already Returned') await move(number, 'Box Received');
		}

		const { items } = await poller.poll({ mode: 'manual' });

		expect(items).toEqual([
			expect.objectContaining({
				recovery_number: 'example-recovery',
				status: 'Already Returned',
				previous_status: 'Box Received',
				example: true,
			}),
		]);
		expect(Object.keys(items[0]).slice(0, 2)).toEqual(['example', 'note']);
		expect(sandbox.running.sandbox.store.recoveries.has('example-recovery')).toBe(false);
	});

	test("an unknown listed recovery fails the activation with the API's message and the number typed", async () => {
		const poller = recoveries({ scope: 'recoveries', recoveryNumbers: 'RCV-999999' });
		await expect(poller.activate()).rejects.toThrow(
			'Recovery not found (recovery number RCV-999999, listed in Recovery Numbers)',
		);
		expect(poller.saved).toBe('{}');
	});

	test('an unknown watched campaign fails the activation and the test event naming the number typed', async () => {
		const parameters = { scope: 'campaigns', campaignNumbers: ['999999'] };
		const poller = recoveries(parameters);
		await expect(poller.activate()).rejects.toThrow('Campaign not found (campaign number 999999)');
		expect(poller.saved).toBe('{}');
		await expect(recoveries(parameters).poll({ mode: 'manual' })).rejects.toThrow(
			'Campaign not found (campaign number 999999)',
		);
	});

	test.each([
		['Choose a Credential First', 'the entry a campaign list offers without a credential'],
		['', 'a blank'],
		['Spring Refresh', 'a title'],
	])(
		'a watched campaign "%s" (%s) fails the activation and the test event naming the field, sending nothing',
		async (entry) => {
			const parameters = { scope: 'campaigns', campaignNumbers: ['3001', entry] };
			const message = `"${entry}" in Campaign Names or IDs is not a campaign number (digits only)`;
			await control('DELETE', '/requests');
			const poller = recoveries(parameters);
			await expect(poller.activate()).rejects.toThrow(message);
			expect(poller.saved).toBe('{}');
			await expect(recoveries(parameters).poll({ mode: 'manual' })).rejects.toThrow(message);
			expect(await control('GET', '/requests')).toEqual([]);
		},
	);

	test('a trigger saved by the previous version upgrades without a new baseline: a move made around the upgrade is emitted once', async () => {
		// the saved state was recorded on this account by the previous version
		await control('POST', '/reset', { seed: 9, employees: 120 });
		const version1 = readFileSync(join(__dirname, 'state-v1.recoveryStatusChanged.json'), 'utf8');
		const [recovery] = await pick(1, ['Recovery Failed']);
		const before = recoveryOf(recovery).status;
		await move(recovery, 'Recovery Failed');
		const poller = sandbox.trigger(
			{ event: 'recoveryStatusChanged', options: { maxRequestsPerPoll: 40 } },
			persist,
			JSON.stringify({ [`node:${POLL_NODE_NAME}`]: JSON.parse(version1) }),
		);
		const { items } = await poller.activate('init');
		expect(items.map((item) => [item.recovery_number, item.previous_status, item.status])).toEqual([
			[recovery, before, 'Recovery Failed'],
		]);
		expect((await poller.poll()).items).toEqual([]);
	});
});
