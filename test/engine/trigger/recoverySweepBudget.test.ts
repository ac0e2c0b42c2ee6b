/**
 * Recovery Status Changed over campaigns: how each poll shares its request budget between the
 * sweep over everything (the campaign list, then every campaign, FULL_SWEEP_SHARE of the budget)
 * and the round over the campaigns that can still move (the rest), read from the requests each
 * poll sends. The account: eight campaigns of about ten recoveries, 3001, 3007 and 3008 under way,
 * 3002 to 3006 closed, every recovery of theirs in a settled status.
 */
import { pollLimits } from '../../../nodes/AssetLifecycleTrigger/budget';
import { SETTLED_STATUSES } from '../../../nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/state';
import { useRecoveryAccount } from './recoveryAccount';

const ACCOUNT = { seed: 3, campaigns: 8, recoveries: 80 };
const UNDER_WAY = ['3001', '3007', '3008'];
const { sandbox, recoveries, readsOf, schedule, statusOf, move, recoveriesOf } =
	useRecoveryAccount(ACCOUNT);

test('the account: 3001, 3007 and 3008 hold recoveries that can still move, the others none', async () => {
	for (let number = 3001; number <= 3008; number++) {
		const statuses = (await recoveriesOf(String(number))).map(statusOf);
		const canMove = statuses.some((status) => !SETTLED_STATUSES.includes(status));
		expect([String(number), canMove]).toEqual([String(number), UNDER_WAY.includes(String(number))]);
	}
});

test('budget 4: the baseline takes every request; after it, three go to the campaigns under way and one to the sweep over everything', async () => {
	expect(await schedule(recoveries(4), 7)).toEqual([
		'list 3001 3002 3003',
		'3004 3005 3006 3007',
		// the poll that completes the baseline gives the rest to the campaigns under way, and
		// does not start the next pass
		'3008 3001 3007',
		'3001 3007 3008 list',
		// the sweep over everything passes 3001, read whole by the round in this poll
		'3001 3007 3008 3002',
		'3001 3007 3008 3003',
		'3001 3007 3008 3004',
		'3001 3007 3008 3005',
	]);
});

test('budget 8: what the round over the campaigns under way leaves goes to the sweep over everything, and a poll ends with its pass', async () => {
	expect(await schedule(recoveries(8), 4)).toEqual([
		'list 3001 3002 3003 3004 3005 3006 3007',
		'3008 3001 3007',
		'3001 3007 3008 list 3002 3003 3004 3005',
		// 3007 and 3008, read this poll, end the pass: the poll ends there, under its budget
		'3001 3007 3008 3006',
		'3001 3007 3008 list 3002 3003 3004 3005',
	]);
});

test('budget 3: a round of the campaigns under way spans polls, and one done leaves the rest to the sweep over everything', async () => {
	const reads = await schedule(recoveries(3), 8);
	expect(reads.slice(3)).toEqual([
		// two for the round (3001, 3007), one for the sweep over everything
		'3001 3007 list',
		// the round ends at 3008: its second request goes to the sweep over everything
		'3008 3001 3002',
		'3001 3007 3003',
		'3008 3004 3005',
		'3001 3007 3006',
		// the sweep over everything ends its pass at 3007, 3008 read whole by the round
		'3008 3007',
	]);
});

test('budget 1: every other poll reads a campaign under way, the others the sweep over everything', async () => {
	const reads = await schedule(recoveries(1), 16);
	// the baseline: the list and the eight campaigns, a poll each
	expect(reads.slice(0, 9)).toEqual([
		'list',
		...Array.from({ length: 8 }, (_, c) => `${3001 + c}`),
	]);
	// after it, the polls alternate: a campaign of the round, a step of the sweep over everything
	expect(reads.slice(9)).toEqual(['list', '3001', '3001', '3007', '3002', '3008', '3003', '3001']);
});

test('chosen campaigns: those under way every poll, the closed ones once a pass, the first chosen among them', async () => {
	const poller = recoveries(5, {
		scope: 'campaigns',
		campaignNumbers: ['3002', '3001', '3003', '3007'],
	});
	expect(await schedule(poller, 4)).toEqual([
		'3002 3001 3003 3007',
		'3001 3007 3002 3003',
		'3001 3007 3002 3003',
		'3001 3007 3002 3003',
		'3001 3007 3002 3003',
	]);
});

test('chosen campaigns whose baseline takes two polls: the second goes on where the first stopped, and a move after it is emitted', async () => {
	const poller = recoveries(2, {
		scope: 'campaigns',
		campaignNumbers: ['3002', '3001', '3003', '3007'],
	});
	expect(await schedule(poller, 1)).toEqual(['3002 3001', '3003 3007']);
	const [moving] = (await recoveriesOf('3007')).filter(
		(number) => statusOf(number) !== 'Delivered',
	);
	const before = statusOf(moving);
	await move(moving, 'Delivered');
	const events = [];
	for (let poll = 0; poll < 3; poll++) events.push(...(await poller.poll()).items);
	expect(events.map((event) => [event.recovery_number, event.previous_status])).toEqual([
		[moving, before],
	]);
});

test('chosen campaigns that have all settled: each poll reads them through the sweep over everything, never the campaign list', async () => {
	const poller = recoveries(2, { scope: 'campaigns', campaignNumbers: ['3002', '3003'] });
	expect(await schedule(poller, 3)).toEqual(['3002 3003', '3002 3003', '3002 3003', '3002 3003']);
});

test('a campaign whose recoveries have all settled leaves the round at its next read', async () => {
	const poller = recoveries(4);
	await schedule(poller, 3);
	for (const number of await recoveriesOf('3001')) {
		if (!SETTLED_STATUSES.includes(statusOf(number))) {
			await move(number, 'Cancelled');
		}
	}
	const settling = await sandbox.logged(async () => await poller.poll());
	expect(readsOf(settling.api)).toBe('3001 3007 3008 3002');
	expect(settling.result.items.length).toBeGreaterThan(0);
	// 3001 is left out of the round: the poll reads two campaigns under way, two of the others
	expect(readsOf((await sandbox.logged(async () => await poller.poll())).api)).toBe(
		'3007 3008 3003 3004',
	);
});

test('with the quota idle, a poll reads beyond its budget: the round first, then the sweep over everything to the end of its pass', async () => {
	const ceiling = pollLimits.idleQuotaCeiling;
	pollLimits.idleQuotaCeiling = 45;
	try {
		const reads = await schedule(recoveries(2), 1);
		expect(reads).toEqual([
			'list 3001 3002 3003 3004 3005 3006 3007 3008',
			// budget 2: one for the round, one for the sweep over everything; then the rest of the
			// round, then the sweep over everything to the end of its pass
			'3001 list 3007 3008 3002 3003 3004 3005 3006',
		]);
	} finally {
		pollLimits.idleQuotaCeiling = ceiling;
	}
});

test('a poll ends when the sweep over everything completes its pass, though budget is left and a campaign under way was not read in it', async () => {
	// 3002 under way too: four campaigns under way before the closed 3003, in the order chosen
	const [closedOnce] = await recoveriesOf('3002');
	await move(closedOnce, 'Delivered');
	const parameters = {
		scope: 'campaigns',
		campaignNumbers: ['3001', '3007', '3008', '3002', '3003'],
	};
	let saved: string | undefined;
	/** One poll at `budget` (Max Requests per Poll is no state parameter: the state goes on). */
	async function pollAt(budget: number): Promise<string> {
		const poller = recoveries(budget, parameters, saved);
		const { api } = await sandbox.logged(
			async () => await poller.activate(saved ? 'init' : 'activate'),
		);
		saved = poller.saved;
		return readsOf(api);
	}
	expect(await pollAt(5)).toBe('3001 3007 3008 3002 3003');
	expect(await pollAt(4)).toBe('3001 3007 3008 3002');
	// the second poll of a budget of one goes to the round: it ends there, at 3002
	expect(await pollAt(1)).toBe('3002');
	// three for the round (3001, 3007, 3008), two for the sweep over everything, which ends its
	// pass at 3003 with its first: the poll ends there, 3002 left to the next round
	expect(await pollAt(5)).toBe('3001 3007 3008 3003');
	// the round goes on at 3002 and ends there; the next pass has the rest of the budget
	expect(await pollAt(5)).toBe('3002 3001 3007 3008 3003');
});
