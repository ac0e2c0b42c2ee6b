/**
 * Recovery Status Changed over campaigns of several pages: when the sweep over everything stopped
 * in the middle of a campaign in an earlier poll and the round over the campaigns under way reads
 * that campaign whole in this poll, the sweep passes it without reading its remaining pages again
 * (the round compared every recovery of it and recorded whether one can still move), and a move
 * on one of those pages is emitted once. The account: five campaigns, 3001 of 100 recoveries (one
 * page of 100), 3002 to 3005 of 225 each (three pages); 3001, 3004 and 3005 under way, 3002 and
 * 3003 closed.
 */
import { campaignPageRead, useRecoveryAccount } from './recoveryAccount';

const ACCOUNT = { seed: 3, campaigns: 5, recoveries: 1000 };
const { sandbox, recoveries, readsOf, schedule, statusOf, move, recoveriesOf } = useRecoveryAccount(
	ACCOUNT,
	campaignPageRead,
);

test('the account: 3001 of one page, 3002 to 3005 of three', async () => {
	const sizes = [];
	for (let number = 3001; number <= 3005; number++) {
		sizes.push((await recoveriesOf(String(number))).length);
	}
	expect(sizes).toEqual([100, 225, 225, 225, 225]);
});

test('budget 8: the sweep over everything stopped at 3004p3 passes 3004 once the round has read it whole, and a move on its third page is emitted once', async () => {
	const poller = recoveries(8);
	expect(await schedule(poller, 3)).toEqual([
		'list 3001p1 3002p1 3002p2 3002p3 3003p1 3003p2 3003p3',
		'3004p1 3004p2 3004p3 3005p1 3005p2 3005p3 3001p1',
		// six for the round (3001, 3004, 3005 up to its second page), two for the sweep over
		// everything
		'3001p1 3004p1 3004p2 3004p3 3005p1 3005p2 list 3002p1',
		// the round ends at 3005p3: the rest goes to the sweep over everything, which stops in
		// the middle of 3004, its third page left
		'3005p3 3002p2 3002p3 3003p1 3003p2 3003p3 3004p1 3004p2',
	]);

	// the last recovery of 3004, on its third page, moves before the round reads it
	const last = (await recoveriesOf('3004'))[224];
	const before = statusOf(last);
	const moved = before === 'Delivery Failed' ? 'Label Created' : 'Delivery Failed';
	await move(last, moved);

	const reading = await sandbox.logged(async () => await poller.poll());
	// the round reads 3004 whole; the sweep over everything passes it (3004p3 not read again) and
	// goes on at 3005
	expect(readsOf(reading.api)).toBe('3001p1 3004p1 3004p2 3004p3 3005p1 3005p2 3005p1 3005p2');
	expect(
		reading.result.items.map((event) => [
			event.recovery_number,
			event.previous_status,
			event.status,
		]),
	).toEqual([[last, before, moved]]);

	// the round reads 3005 whole at 3005p3: the sweep over everything passes it and ends its pass
	const passing = await sandbox.logged(async () => await poller.poll());
	expect(readsOf(passing.api)).toBe('3005p3');
	expect(passing.result.items).toEqual([]);

	// the later polls read 3004 again, the round and the next pass: the move is not emitted again
	const later = [];
	for (let poll = 0; poll < 4; poll++) later.push(...(await poller.poll()).items);
	expect(later).toEqual([]);
});
