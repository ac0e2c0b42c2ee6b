/**
 * What the node's poll() does around every event: one poll of a trigger at a time, the warning
 * of a poll that stopped early and no other, and the state recorded under the parameters that
 * shape it.
 */
import type { IDataObject } from 'n8n-workflow';
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';

import { POLL_NODE_NAME } from '../harness/poller';
import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 11, transactions: 240 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 11, transactions: 240 }));
afterEach(() => {
	sandbox.running.sandbox.beforeAnswer = undefined;
	jest.restoreAllMocks();
});

const firstDepartment = () => [...sandbox.running.sandbox.store.departments.values()][0];

const rename = async (id: string, name: string) =>
	await control('PATCH', `/departments/${encodeURIComponent(id)}`, { name });

/**
 * Holds the API's next answer of `route` until `release` is called; `reached` resolves once a
 * request of it arrived. Later requests are answered at once.
 */
function holdNextAnswer(route: string) {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	let arrived = () => {};
	const reached = new Promise<void>((resolve) => (arrived = resolve));
	let held = false;
	sandbox.running.sandbox.beforeAnswer = async (answered) => {
		if (answered !== route || held) return;
		held = true;
		arrived();
		await released;
	};
	return { reached, release };
}

const departmentTrigger = (workflowId?: string) =>
	sandbox.trigger({ event: 'departmentChanged' }, 'n8n', undefined, workflowId);

describe('one poll of a trigger at a time', () => {
	test('a poll that starts while the previous one still runs is skipped with a warning, sending nothing, and the change is emitted once', async () => {
		const department = firstDepartment();
		const poller = departmentTrigger();
		await poller.activate();
		await rename(department.id, 'Renamed During A Slow Poll');
		const warn = jest.spyOn(Container.get(Logger), 'warn').mockImplementation(() => {});
		const hold = holdNextAnswer('GET /departments');

		const slow = poller.poll();
		await hold.reached;
		const { result: overlapping, api } = await sandbox.logged(async () => await poller.poll());
		hold.release();

		expect(overlapping).toEqual({ emitted: null, items: [], saved: false });
		expect(api).toEqual([]);
		expect(warn).toHaveBeenCalledWith(
			'Asset Lifecycle Trigger: the previous poll of this trigger is still running; this poll is skipped',
			{ event: 'departmentChanged', workflowId: 'engine-test-poller', node: POLL_NODE_NAME },
		);
		expect((await slow).items).toEqual([
			expect.objectContaining({ id: department.id, name: 'Renamed During A Slow Poll' }),
		]);
		// the slot is free again once the slow poll ended
		warn.mockClear();
		expect((await poller.poll()).items).toEqual([]);
		expect(warn).not.toHaveBeenCalled();
	});

	test('the same node in two workflows polls side by side', async () => {
		const department = firstDepartment();
		const first = departmentTrigger('first-workflow');
		const second = departmentTrigger('second-workflow');
		await first.activate();
		await second.activate();
		await rename(department.id, 'Seen By Both Workflows');
		const hold = holdNextAnswer('GET /departments');

		const slow = first.poll();
		await hold.reached;
		const beside = await second.poll();
		hold.release();

		const renamed = [
			expect.objectContaining({ id: department.id, name: 'Seen By Both Workflows' }),
		];
		expect(beside.items).toEqual(renamed);
		expect((await slow).items).toEqual(renamed);
	});
});

describe("the early stop's warning", () => {
	test('a poll that read all it needed, or spent its Max Requests per Poll, logs no warning', async () => {
		const warn = jest.spyOn(Container.get(Logger), 'warn').mockImplementation(() => {});
		const idle = departmentTrigger();
		await idle.activate();
		expect((await idle.poll()).error).toBeUndefined();
		const budgeted = sandbox.trigger({
			event: 'departmentChanged',
			options: { maxRequestsPerPoll: 1 },
		});
		const cut = await sandbox.logged(async () => await budgeted.activate());
		const next = await sandbox.logged(async () => await budgeted.poll());
		// page 1 of the baseline, then page 2 at the next poll: the first poll spent its budget
		expect([...cut.api, ...next.api].map((request) => request.query.page)).toEqual(['1', '2']);
		expect(warn).not.toHaveBeenCalled();
	});
});

describe('the state is recorded under the parameters that shape it', () => {
	const walletState = (poller: { savedNodeData(): IDataObject }) =>
		poller.savedNodeData().assetLifecycleTrigger as IDataObject;

	test("the wallet's scope is its filters as the API is asked them", async () => {
		const poller = sandbox.trigger({
			event: 'walletTransaction',
			filters: { status: 'Credit', type: 'RMA' },
		});
		await poller.activate();
		expect(walletState(poller)).toMatchObject({
			event: 'walletTransaction',
			scope: JSON.stringify({ qs: { status: 'Credit', type: 'RMA' } }),
		});
	});

	test('other wallet filters carry the state over: a transaction made since the last poll that they let through is emitted', async () => {
		const credits = sandbox.trigger({ event: 'walletTransaction', filters: { status: 'Credit' } });
		await credits.activate();
		const [debit] = await control<Array<{ id: string }>>('POST', '/wallet/transactions', {
			transactions: [
				{ status: 'Debit', transaction_type: 'Repair', raw_amount: 20, currency_code: 'USD' },
			],
		});

		const debits = sandbox.trigger(
			{ event: 'walletTransaction', filters: { status: 'Debit' } },
			'n8n',
			credits.saved,
		);

		expect((await debits.activate('update')).items.map((item) => item.id)).toEqual([debit.id]);
		expect(walletState(debits).scope).toBe(JSON.stringify({ qs: { status: 'Debit' } }));
	});
});
