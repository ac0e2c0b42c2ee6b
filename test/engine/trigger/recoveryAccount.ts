/**
 * What the engine tests of Recovery Status Changed's sweeps share: an account of campaigns reset
 * before each test, the trigger at a budget, the recoveries of a campaign and their statuses, and
 * the requests of each poll written as a line of reads ("list 3001 3002", or with pages "3004p2").
 */
import type { INodeParameters } from 'n8n-workflow';

import type { SandboxOptions } from '../../../sandbox';
import type { LoggedRequest } from '../../sandboxControl';
import type { Poller } from '../harness';
import { useTriggerSandbox } from './support';

/** A request as a read: "list" for the campaign list, a campaign's number for its recoveries. */
export const campaignRead = (entry: LoggedRequest) =>
	entry.route === 'GET /recover/campaigns' ? 'list' : entry.path.split('/').pop();

/** As campaignRead, a page of a campaign's recoveries with its page: "3004p2". */
export const campaignPageRead = (entry: LoggedRequest) =>
	entry.route === 'GET /recover/campaigns'
		? 'list'
		: `${entry.path.split('/').pop()}p${entry.query.page}`;

export function useRecoveryAccount(account: SandboxOptions, read = campaignRead) {
	const sandbox = useTriggerSandbox(account);
	beforeEach(async () => await sandbox.control('POST', '/reset', account));

	/** The trigger on every status change (New Statuses empty), at Max Requests per Poll `budget`. */
	const recoveries = (budget: number, parameters: INodeParameters = {}, savedStaticData?: string) =>
		sandbox.trigger(
			{
				event: 'recoveryStatusChanged',
				newStatuses: [],
				...parameters,
				options: { maxRequestsPerPoll: budget },
			},
			'n8n',
			savedStaticData,
		);

	/** A poll's requests in order, as reads. */
	const readsOf = (api: LoggedRequest[]) => api.map(read).join(' ');

	/** The reads of the activation and of each of the `polls` scheduled polls after it. */
	async function schedule(poller: Poller, polls: number): Promise<string[]> {
		const reads = [readsOf((await sandbox.logged(async () => await poller.activate())).api)];
		for (let poll = 0; poll < polls; poll++) {
			reads.push(readsOf((await sandbox.logged(async () => await poller.poll())).api));
		}
		return reads;
	}

	const statusOf = (recoveryNumber: string) =>
		sandbox.running.sandbox.store.recoveries.get(recoveryNumber)!.status as string;

	const move = async (recoveryNumber: string, status: string) =>
		await sandbox.control('POST', `/recoveries/${recoveryNumber}/status`, { status });

	/** Every campaign's recovery numbers, in the order the API lists them. */
	async function recoveriesByCampaign(): Promise<Record<string, string[]>> {
		const snapshot = await sandbox.control<{ recoveriesByCampaign: Record<string, string[]> }>(
			'GET',
			'/snapshot',
		);
		return snapshot.recoveriesByCampaign;
	}

	const recoveriesOf = async (campaign: string) => (await recoveriesByCampaign())[campaign];

	return {
		sandbox,
		recoveries,
		readsOf,
		schedule,
		statusOf,
		move,
		recoveriesByCampaign,
		recoveriesOf,
	};
}
