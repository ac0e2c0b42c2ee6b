import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';

import { Marks } from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { type PackedMarks } from '../../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/codec';
import * as employeeShape from '../../../nodes/shared/shapes/employee';
import { POLL_NODE_NAME } from '../harness/poller';
import { PERSISTENCE_MODES, triggerState, useTriggerSandbox } from './support';

const EMPLOYEES = 120;
const sandbox = useTriggerSandbox({ seed: 9, employees: EMPLOYEES });
beforeEach(async () => await sandbox.control('POST', '/reset', { seed: 9, employees: EMPLOYEES }));

const stored = (id: string) => sandbox.running.sandbox.store.employees.get(id)!;

/** Employees of the seed that are not terminated, in list order. */
function activeIds(count: number): string[] {
	return [...sandbox.running.sandbox.store.employees.values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.slice(0, count)
		.map((employee) => employee.id);
}

const createEmployee = async () => await sandbox.createEmployee();

const patch = async (id: string, change: IDataObject) =>
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, change);
const removeEmployee = async (id: string) =>
	await sandbox.control('DELETE', `/employees/${encodeURIComponent(id)}`);
const terminate = async (id: string, date = '2026-11-20') =>
	await patch(id, { employment_status: 'Terminated', termination_date: date });

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

const TERMINATION = {
	previous: { employment_status: 'Active', termination_date: null },
	changed: ['employment_status', 'termination_date'],
};

describe.each(PERSISTENCE_MODES)('employeeChanged trigger (%s persistence)', (persist) => {
	const employees = (onlyTerminations = false) =>
		sandbox.trigger({ event: 'employeeChanged', onlyTerminations }, persist);

	/**
	 * Activation records the baseline (a 120-employee pass fits one poll). With durable cursors n8n
	 * commits the activation poll only when it emits, so there the first scheduled poll records
	 * the baseline again and is part of the start.
	 */
	async function started(onlyTerminations = false) {
		const poller = employees(onlyTerminations);
		expect((await poller.activate()).items).toEqual([]);
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		return poller;
	}

	test(`an idle poll reads the list once, 100 a page: ceil(${EMPLOYEES} / 100) requests`, async () => {
		const poller = await started();
		const { result, api } = await sandbox.logged(async () => await poller.poll());
		expect(result.items).toEqual([]);
		expect(api.map((entry) => [entry.route, entry.query])).toEqual([
			['GET /employees', { page: '1', limit: '100' }],
			['GET /employees', { page: '2', limit: '100' }],
		]);
	});

	test('a terminated employee and a new one: updated with the previous clear values, created with none', async () => {
		const [leaver] = activeIds(1);
		const poller = await started();
		await terminate(leaver);
		const joiner = await createEmployee();

		const { items } = await poller.poll();
		expect(summary(items)).toEqual([
			[leaver, 'updated', TERMINATION.previous, TERMINATION.changed],
			[joiner, 'created', null, []],
		]);
		expect(items[0]).toMatchObject({
			id: leaver,
			work_email: stored(leaver).workEmail,
			employment_information: expect.objectContaining({
				employment_status: 'Terminated',
				termination_date: '2026-11-20',
			}),
		});
		expect(items[1]).toMatchObject({ first_name: 'Nia', last_name: 'Okafor' });
		expect((await poller.poll()).items).toEqual([]);
	});

	test('a renamed employee: changed_fields names the field, previous holds no name; the state keeps no names nor emails', async () => {
		const [renamed] = activeIds(1);
		const poller = await started();
		const { workEmail, firstName } = stored(renamed);
		await patch(renamed, { first_name: 'Renamed' });

		expect(summary((await poller.poll()).items)).toEqual([
			[renamed, 'updated', {}, ['first_name']],
		]);
		const state = JSON.stringify(poller.memoryNodeData()) + poller.saved;
		expect(state).not.toContain(workEmail);
		expect(state).not.toContain(`"${firstName}"`);
	});

	test('"only terminations": an employee who became Terminated, not other changes nor joiners', async () => {
		const [leaver, mover] = activeIds(2);
		const poller = await started(true);
		await patch(mover, { city: 'Boston' });
		await createEmployee();
		expect((await poller.poll()).items).toEqual([]);

		await patch(leaver, { city: 'Denver' });
		await terminate(leaver);
		expect(summary((await poller.poll()).items)).toEqual([
			[leaver, 'updated', TERMINATION.previous, TERMINATION.changed],
		]);
		// a terminated employee whose termination date is corrected did not become Terminated
		await terminate(leaver, '2026-11-21');
		expect((await poller.poll()).items).toEqual([]);
	});

	test('a failing page leaves the state untouched; after a restart the change is delivered once', async () => {
		const [leaver] = activeIds(1);
		const poller = await started();
		const saved = poller.saved;
		await terminate(leaver);
		await sandbox.control('POST', '/faults', { route: 'GET /employees', count: 1, status: 422 });

		const failed = await poller.poll();
		expect(failed.items).toEqual([]);
		expect(failed.error?.message).toBe('An unexpected error occurred');
		expect(poller.saved).toBe(saved);

		const restarted = poller.restart();
		const delivered = [
			...(await restarted.activate('init')).items,
			...(persist === 'durableCursors' ? (await restarted.poll()).items : []),
		];
		expect(summary(delivered)).toEqual([
			[leaver, 'updated', TERMINATION.previous, TERMINATION.changed],
		]);
		expect((await restarted.poll()).items).toEqual([]);
	});

	test('the state stays compact: 1 MB holds 20,000 employees', async () => {
		const poller = await started();
		const state = triggerState(poller.savedNodeData());
		expect(Marks.unpack(state.marks as unknown as PackedMarks).size).toBe(EMPLOYEES);
		const marks = JSON.stringify(state.marks).length;
		expect(marks / EMPLOYEES).toBeLessThan(1_000_000 / 20_000);
	});

	test('manual mode emits a real employee, its change marked illustrative, and leaves the state alone', async () => {
		const poller = await started();
		const saved = poller.saved;
		const first = [...sandbox.running.sandbox.store.employees.values()][0];

		const { items } = await poller.poll({ mode: 'manual' });
		expect(items).toEqual([
			expect.objectContaining({
				id: first.id,
				change: 'created',
				previous: null,
				illustrative: true,
			}),
		]);
		expect(Object.keys(items[0]).slice(0, 2)).toEqual(['illustrative', 'note']);
		expect(poller.saved).toBe(saved);
	});

	test('with Only Terminations, the test event is a terminated employee, with the termination as its illustrative change', async () => {
		const poller = await started(true);
		const terminated = [...sandbox.running.sandbox.store.employees.values()].find(
			(employee) => employee.employment?.employment_status === 'Terminated',
		)!;

		const { result, api } = await sandbox.logged(async () => await poller.poll({ mode: 'manual' }));

		expect(result.items).toEqual([
			expect.objectContaining({
				id: terminated.id,
				change: 'updated',
				previous: { employment_status: 'Active', termination_date: null },
				changed_fields: ['employment_status', 'termination_date'],
				illustrative: true,
			}),
		]);
		expect((result.items[0].employment_information as IDataObject).employment_status).toBe(
			'Terminated',
		);
		expect(api.length).toBeLessThanOrEqual(10);
	});

	test('with Only Terminations and nobody terminated, the test event is a marked example with ids no employee has', async () => {
		for (const employee of sandbox.running.sandbox.store.employees.values()) {
			if (employee.employment?.employment_status === 'Terminated')
				await patch(employee.id, { employment_status: 'Active' });
		}
		const poller = employees(true);

		const { result, api } = await sandbox.logged(async () => await poller.poll({ mode: 'manual' }));

		expect(result.items).toEqual([
			expect.objectContaining({ id: 'example-employee', example: true, change: 'updated' }),
		]);
		expect(sandbox.running.sandbox.store.employees.has('example-employee')).toBe(false);
		expect(api.map((entry) => entry.route)).toEqual(['GET /employees', 'GET /employees']);
	});

	test('on an account with no employee, the test event is a marked example creation, after one request', async () => {
		for (const id of [...sandbox.running.sandbox.store.employees.keys()]) await removeEmployee(id);

		const { result, api } = await sandbox.logged(
			async () => await employees(false).poll({ mode: 'manual' }),
		);

		expect(result.items).toEqual([
			expect.objectContaining({
				id: 'example-employee',
				example: true,
				change: 'created',
				previous: null,
			}),
		]);
		expect(api.map((entry) => entry.route)).toEqual(['GET /employees']);
	});

	test.each([1, 2])(
		'a trigger saved with state version %i upgrades without a new baseline: changes made around the upgrade are emitted once, nothing else',
		async (version) => {
			const [leaver, renamed, moved] = activeIds(3);
			const saved = readFileSync(join(__dirname, `state-v${version}.employeeChanged.json`), 'utf8');
			const poller = sandbox.trigger(
				{ event: 'employeeChanged', onlyTerminations: false },
				persist,
				JSON.stringify({ [`node:${POLL_NODE_NAME}`]: JSON.parse(saved) }),
			);
			await terminate(leaver);
			await patch(renamed, { last_name: 'Upgraded' });
			await patch(moved, { city: 'Upgrade City' });
			const joiner = await createEmployee();

			const { items } = await poller.activate('init');
			expect(summary(items)).toEqual([
				[leaver, 'updated', TERMINATION.previous, TERMINATION.changed],
				[renamed, 'updated', {}, ['last_name']],
				[moved, 'updated', {}, []],
				[joiner, 'created', null, []],
			]);
			expect(triggerState(poller.savedNodeData())).toMatchObject({ baselined: true });
			expect(triggerState(poller.savedNodeData()).upgradedHashes).toBeUndefined();
			expect((await poller.poll()).items).toEqual([]);
		},
	);

	test("a change of the node's output shape (a key renamed, one added) makes no employee changed", async () => {
		const poller = await started();
		const listed = jest.spyOn(employeeShape, 'employeeFromListItem').mockImplementation((raw) => {
			const { address_1, ...rest } = original(raw);
			return { ...rest, address_line_1: address_1, start_date_iso: null } as never;
		});
		try {
			expect((await poller.poll()).items).toEqual([]);
			expect(listed).toHaveBeenCalledTimes(EMPLOYEES);
		} finally {
			listed.mockRestore();
		}
	});
});

const original = employeeShape.employeeFromListItem;
