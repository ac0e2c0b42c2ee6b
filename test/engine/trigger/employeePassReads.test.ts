/**
 * Employee Changed after its baseline, a pass a poll (5 employees, one page): a change the list
 * shows only in a field the event keeps no value of, the employees read by id at the end of a pass
 * (all in one poll, a gone one forgotten), and the warning of a pass slower than an hour.
 */
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';
import type { IDataObject } from 'n8n-workflow';

import { replaceDate } from '../../virtualDate';
import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 9, employees: 5 });
const store = () => sandbox.running.sandbox.store.employees;
beforeEach(async () => await sandbox.control('POST', '/reset', { seed: 9, employees: 5 }));

let restoreDate: (() => void) | undefined;
afterEach(() => {
	restoreDate?.();
	restoreDate = undefined;
	sandbox.running.sandbox.beforeAnswer = undefined;
});

const activeIds = () =>
	[...store().values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.map((employee) => employee.id);

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

/** The API requests of one step, as route and page or id. */
async function sent(step: () => Promise<{ items: IDataObject[] }>) {
	const { result, api } = await sandbox.logged(step);
	return {
		items: summary(result.items),
		sent: api.map((entry) => `${entry.route} ${entry.query?.page ?? entry.path}`),
	};
}

async function started() {
	const poller = sandbox.trigger({ event: 'employeeChanged', onlyTerminations: false });
	expect((await poller.activate()).items).toEqual([]);
	return poller;
}

const LIST = 'GET /employees 1';
const byId = (id: string) => `GET /employees/:id /api/v1/employees/${id}`;

test('a change of the city alone, which the event keeps no value of: updated, with nothing previous and no field named', async () => {
	const [moved] = activeIds();
	const poller = await started();
	await sandbox.control('PATCH', `/employees/${moved}`, { city: 'Elsewhere' });

	expect(summary((await poller.poll()).items)).toEqual([[moved, 'updated', {}, []]]);
	expect((await poller.poll()).items).toEqual([]);
});

test('two employees the list missed two passes running are both read by id in the poll that ends the pass; a change found so is emitted', async () => {
	const [leaver, stayer] = activeIds();
	const poller = await started();
	const hide = () => {
		for (const id of [leaver, stayer]) store().delete(id);
	};
	const hidden = [leaver, stayer].map((id) => store().get(id)!);
	hide();
	expect(await sent(async () => await poller.poll())).toEqual({ items: [], sent: [LIST] });
	for (const employee of hidden) store().set(employee.id, employee);
	await sandbox.control('PATCH', `/employees/${leaver}`, {
		employment_status: 'Terminated',
		termination_date: '2026-11-20',
	});
	hide();
	// by id the API still answers for them (as for records a list skips while they shift)
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route !== 'GET /employees/:id') return;
		for (const employee of hidden) store().set(employee.id, employee);
	};

	expect(await sent(async () => await poller.poll())).toEqual({
		items: [
			[
				leaver,
				'updated',
				{ employment_status: 'Active', termination_date: null },
				['employment_status', 'termination_date'],
			],
		],
		sent: [LIST, byId(leaver), byId(stayer)],
	});
	// listed again, both were met by the pass before: nothing to read by id
	expect(await sent(async () => await poller.poll())).toEqual({ items: [], sent: [LIST] });
});

test('an employee gone from the API, read by id at the end of a pass, is forgotten: not read by id again, and one back under its id is created', async () => {
	const [gone] = activeIds();
	const poller = await started();
	const record = store().get(gone)!;
	store().delete(gone);

	expect(await sent(async () => await poller.poll())).toEqual({ items: [], sent: [LIST] });
	expect(await sent(async () => await poller.poll())).toEqual({
		items: [],
		sent: [LIST, byId(gone)],
	});
	expect(await sent(async () => await poller.poll())).toEqual({ items: [], sent: [LIST] });
	store().set(gone, record);
	expect((await sent(async () => await poller.poll())).items).toEqual([
		[gone, 'created', null, []],
	]);
});

test('a pass that took more than an hour is reported in the log as a warning, with the event and its employee count', async () => {
	const clock = { now: Date.now() };
	restoreDate = replaceDate(() => clock.now);
	const poller = await started();
	const warn = jest.spyOn(Container.get(Logger), 'warn');
	try {
		clock.now += 61 * 60_000;
		await poller.poll();
		expect(warn).toHaveBeenCalledWith(
			expect.stringContaining('a pass over 5 employees took 61 minutes'),
			{ event: 'employeeChanged', employees: 5, passMinutes: 61 },
		);
		warn.mockClear();
		clock.now += 59 * 60_000;
		await poller.poll();
		expect(warn).not.toHaveBeenCalled();
	} finally {
		warn.mockRestore();
	}
});
