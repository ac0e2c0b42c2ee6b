/**
 * The employee sweep's rarer paths, on small accounts at 1 request a poll: an employee the list
 * missed two passes running, read by id at the end of the pass; and deletions of more than a page
 * during the baseline, after which the pages the records moved onto are read again.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Poller } from '../harness';
import { triggerState, useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 9, employees: 5 });
const store = () => sandbox.running.sandbox.store.employees;
const reset = async (employees: number) =>
	await sandbox.control('POST', '/reset', { seed: 9, employees });

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

/** The API requests of one poll, as route and page or id. */
async function polled(poll: () => Promise<{ items: IDataObject[] }>) {
	const { result, api } = await sandbox.logged(poll);
	return {
		items: result.items,
		sent: api.map((entry) => `${entry.route} ${entry.query?.page ?? entry.path}`),
	};
}

/**
 * With n8n's in-memory static data, where a test reads the state between polls (the ways n8n
 * persists it are the subject of employeeChanged.test.ts).
 */
describe('employeeChanged sweep', () => {
	const atOneRequest = () =>
		sandbox.trigger({
			event: 'employeeChanged',
			onlyTerminations: false,
			options: { maxRequestsPerPoll: 1 },
		});

	/**
	 * The poll that reads the last queued employee by id emits nothing and ends the pass; the next
	 * poll reads the list's first page, emitting nothing.
	 */
	async function expectLastReadByIdThenTheList(poller: Poller, id: string) {
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: [`GET /employees/:id /api/v1/employees/${id}`],
		});
		expect(triggerState(poller.memoryNodeData())).toMatchObject({ page: 1, verify: [] });
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: ['GET /employees 1'],
		});
	}

	async function started() {
		const poller = atOneRequest();
		expect((await poller.activate()).items).toEqual([]);
		return poller;
	}

	test('employees the list missed two passes running are read by id: a change found so is emitted once, the unchanged one not', async () => {
		await reset(5);
		const [leaver, stayer] = [...store().values()]
			.filter((employee) => employee.employment?.employment_status === 'Active')
			.map((employee) => employee.id);
		const poller = await started();
		// gone from the list (as a record a shift across pages skips), still there by id
		const hidden = [leaver, stayer].map((id) => store().get(id)!);
		for (const { id } of hidden) store().delete(id);

		// the first pass without them: they were met in the pass before
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: ['GET /employees 1'],
		});
		// the second pass queues them for a read by id, which the next polls send, one a poll
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: ['GET /employees 1'],
		});
		expect(triggerState(poller.memoryNodeData())).toMatchObject({
			page: 0,
			verify: [leaver, stayer],
		});
		for (const employee of hidden) store().set(employee.id, employee);
		await sandbox.control('PATCH', `/employees/${leaver}`, {
			employment_status: 'Terminated',
			termination_date: '2026-11-20',
		});

		const readLeaver = await polled(async () => await poller.poll());
		expect(readLeaver.sent).toEqual([`GET /employees/:id /api/v1/employees/${leaver}`]);
		expect(summary(readLeaver.items)).toEqual([
			[
				leaver,
				'updated',
				{ employment_status: 'Active', termination_date: null },
				['employment_status', 'termination_date'],
			],
		]);
		// back in the list after: the leaver's mark, taken from the read by id, holds no hash of a
		// list item, so the list's item is compared by its values, and found the same
		await expectLastReadByIdThenTheList(poller, stayer);
	});

	test('a gone employee queued for a read by id is dropped from the state, without an event', async () => {
		await reset(5);
		const gone = [...store().keys()][0];
		const poller = await started();
		store().delete(gone);
		await poller.poll();
		await poller.poll();
		await expectLastReadByIdThenTheList(poller, gone);
	});

	test('150 of 300 employees deleted during the baseline: the pages the rest moved onto are read again, and none of them is taken for new', async () => {
		await reset(300);
		const ids = [...store().keys()];
		const poller = atOneRequest();
		expect((await polled(async () => await poller.activate())).sent).toEqual(['GET /employees 1']);
		expect((await polled(async () => await poller.poll())).sent).toEqual(['GET /employees 2']);
		for (const id of ids.slice(0, 150)) store().delete(id);

		// page 3 is now past the end: the total fell by 150, two pages of the 75 a page it implies
		expect((await polled(async () => await poller.poll())).sent).toEqual(['GET /employees 3']);
		expect((await polled(async () => await poller.poll())).sent).toEqual(['GET /employees 1']);
		expect((await polled(async () => await poller.poll())).sent).toEqual(['GET /employees 2']);
		expect(triggerState(poller.memoryNodeData())).toMatchObject({ baselined: true });

		// the next pass meets every employee as the baseline recorded them
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: ['GET /employees 1'],
		});
		expect(await polled(async () => await poller.poll())).toEqual({
			items: [],
			sent: ['GET /employees 2'],
		});
	});
});
