/** What the trigger's bench measures of one event on one account size (see bench-trigger.ts). */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { RunningSandbox } from '../../sandbox';
import type { Poller } from '../../test/engine/harness';
import { latencyAtRealQuota, type RealQuotaLatency } from './realQuota';
import { apiRequests, control, pollUntil, stateOf, trigger } from './sandbox';

export interface Row {
	employees: number;
	event: string;
	requestsPerIdlePoll: number;
	pollsToWorstChange: number;
	staticDataBytes: number;
	bytesWrittenPerPoll: number;
	pollHeapBytes: number;
	/** Employee Changed: the bits each name's fingerprint keeps in the state. */
	nameBits?: number;
	/** The polls until a change in the worst place is emitted at the real quota, idle and busy. */
	realQuota: RealQuotaLatency;
}

interface WorstPlace {
	event: string;
	parameters?: INodeParameters;
	change: (sandbox: RunningSandbox, poller: Poller) => Promise<string>;
	emittedId: (item: IDataObject) => string;
}

/** A value no earlier change set, so that each change the bench makes is one. */
let changes = 0;
const fresh = (value: string) => `${value} ${++changes}`;

/**
 * For each event, the change the bench makes in the worst place for it (a record the sweep has just
 * read, so that only the next pass sees it), and how the event names the record.
 */
export const WORST_PLACES: WorstPlace[] = [
	{
		event: 'employeeChanged',
		async change(sandbox, poller) {
			// the last employee of the page the sweep read last: seen again only in the next pass
			const page = (stateOf(poller).page as number) - 1;
			const id = [...sandbox.sandbox.store.employees.keys()][Math.max(1, page) * 100 - 1];
			await control(sandbox, 'PATCH', `/employees/${encodeURIComponent(id)}`, {
				city: fresh('Moved City'),
			});
			return id;
		},
		emittedId: (item) => String(item.id),
	},
	{
		event: 'recoveryStatusChanged',
		async change(sandbox, poller) {
			// a recovery of the campaign the sweep over campaigns under way read last
			const state = stateOf(poller);
			const cursor = (state.active ?? state.full) as { campaign: string | null };
			const campaigns = Object.keys(state.campaigns as object);
			const index = cursor.campaign === null ? 0 : campaigns.indexOf(cursor.campaign);
			const campaign = campaigns[Math.max(0, index - 1)];
			const recovery = [...sandbox.sandbox.store.recoveries.values()].find(
				(candidate) => String(candidate.campaignNumber) === campaign,
			)!;
			const status = recovery.status === 'Cancelled' ? 'Delivered' : 'Cancelled';
			await control(sandbox, 'POST', `/recoveries/${recovery.recoveryNumber}/status`, {
				status,
			});
			return recovery.recoveryNumber;
		},
		emittedId: (item) => String(item.recovery_number),
	},
	{
		event: 'walletTransaction',
		parameters: { filters: {} },
		async change(sandbox) {
			const [created] = (await control(sandbox, 'POST', '/wallet/transactions', {
				count: 1,
			})) as unknown as Array<{ id: string }>;
			return created.id;
		},
		emittedId: (item) => String(item.id),
	},
	{
		event: 'departmentChanged',
		async change(sandbox) {
			const department = [...sandbox.sandbox.store.departments.values()].find(
				(entry) => entry.active,
			)!;
			await control(sandbox, 'PATCH', `/departments/${encodeURIComponent(department.id)}`, {
				name: fresh('Renamed For Bench'),
			});
			return department.id;
		},
		emittedId: (item) => String(item.id),
	},
];

/** The peak heap a poll adds above the heap after a full collection (sampled every 2 ms). */
async function pollHeap(poller: Poller): Promise<number> {
	const collect = (globalThis as { gc?: () => void }).gc;
	if (!collect) throw new Error('run with --expose-gc to measure the heap a poll adds');
	collect();
	const before = process.memoryUsage().heapUsed;
	let peak = before;
	const sample = () => {
		peak = Math.max(peak, process.memoryUsage().heapUsed);
	};
	const sampler = setInterval(sample, 2);
	try {
		await poller.poll();
		sample();
	} finally {
		clearInterval(sampler);
	}
	return peak - before;
}

/** The bytes written per poll over the polls of one idle pass (one poll where a pass is one). */
async function bytesWrittenPerPoll(poller: Poller, pollsOfAPass: number): Promise<number> {
	let written = 0;
	for (let polls = 0; polls < pollsOfAPass; polls++) {
		const { saved } = await poller.poll();
		if (saved) written += Buffer.byteLength(poller.saved);
	}
	return Math.round(written / pollsOfAPass);
}

export async function measureEvent(
	sandbox: RunningSandbox,
	employees: number,
	{ event, parameters = {}, change, emittedId }: WorstPlace,
): Promise<Row> {
	const poller = trigger(sandbox, { event, ...parameters });
	await poller.activate();
	const pollsOfAPass = await pollUntil(poller, () => stateOf(poller).baselined !== false);
	const before = await apiRequests(sandbox);
	await poller.poll();
	const requestsPerIdlePoll = (await apiRequests(sandbox)) - before;
	const staticDataBytes = Buffer.byteLength(JSON.stringify(poller.savedNodeData()));
	const { marks } = stateOf(poller) as { marks?: { nameBits: number } };
	const changed = await change(sandbox, poller);
	const pollsToWorstChange = await pollUntil(poller, (items) =>
		items.some((item) => emittedId(item) === changed),
	);
	const written = await bytesWrittenPerPoll(poller, pollsOfAPass);
	const heap = await pollHeap(poller);
	const realQuota = await latencyAtRealQuota(
		sandbox,
		poller,
		async () => await change(sandbox, poller),
		emittedId,
	);
	return {
		employees,
		event,
		requestsPerIdlePoll,
		pollsToWorstChange,
		staticDataBytes,
		bytesWrittenPerPoll: written,
		pollHeapBytes: heap,
		nameBits: marks?.nameBits,
		realQuota,
	};
}
