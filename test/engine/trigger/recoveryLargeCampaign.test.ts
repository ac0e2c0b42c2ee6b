/**
 * A campaign of more recoveries than the API's largest page (101 of them): its recoveries are
 * read page after page, and a move on its second page is seen like one on its first.
 */
import type { LoggedRequest } from '../../sandboxControl';
import { useTriggerSandbox } from './support';

/** Two campaigns, the first with a tenth of the recoveries: 101, over two pages of 100. */
const ACCOUNT = { seed: 3, campaigns: 2, recoveries: 1010 };
const sandbox = useTriggerSandbox(ACCOUNT);
beforeEach(async () => await sandbox.control('POST', '/reset', ACCOUNT));

const pagesOf = (api: LoggedRequest[]) => api.map((entry) => `${entry.path} ${entry.query.page}`);

test('a campaign of 101 recoveries is read in two pages, and a move on the second is emitted once', async () => {
	const { recoveriesByCampaign } = await sandbox.control<{
		recoveriesByCampaign: Record<string, string[]>;
	}>('GET', '/snapshot');
	const [campaign, recoveries] = Object.entries(recoveriesByCampaign)[0];
	expect(recoveries).toHaveLength(101);
	const last = recoveries[100];
	const poller = sandbox.trigger({
		event: 'recoveryStatusChanged',
		scope: 'campaigns',
		campaignNumbers: [campaign],
		newStatuses: [],
		options: { maxRequestsPerPoll: 10 },
	});
	const path = `/api/v1/recover/campaign/${campaign}`;

	const baseline = await sandbox.logged(async () => await poller.activate());
	expect(baseline.result.items).toEqual([]);
	expect(pagesOf(baseline.api)).toEqual([`${path} 1`, `${path} 2`]);

	const status = sandbox.running.sandbox.store.recoveries.get(last)!.status;
	const moved = status === 'Delivery Failed' ? 'Label Created' : 'Delivery Failed';
	await sandbox.control('POST', `/recoveries/${last}/status`, { status: moved });
	const { result } = await sandbox.logged(async () => await poller.poll());
	expect(result.items).toEqual([
		expect.objectContaining({ recovery_number: last, previous_status: status, status: moved }),
	]);
	expect((await poller.poll()).items).toEqual([]);
});
