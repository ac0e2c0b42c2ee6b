/**
 * Employee Changed: an employee neither of two passes met in the list is read by id before the
 * second pass ends (docs/trigger.md), and compared with its mark like any other read.
 */
import type { IDataObject } from 'n8n-workflow';

import { savedTriggerState, useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 9, employees: 30 });
beforeEach(async () => await sandbox.control('POST', '/reset', { seed: 9, employees: 30 }));

test('an employee queued to be read by id, terminated since its mark: emitted from that read, the list not read', async () => {
	const employees = () => sandbox.trigger({ event: 'employeeChanged' });
	const first = employees();
	await first.activate();
	const [id] = [...sandbox.running.sandbox.store.employees.values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.map((employee) => employee.id);
	// the state as a pass leaves it once its pages are read: this employee queued
	const saved = JSON.parse(first.saved) as IDataObject;
	const state = savedTriggerState(saved).data as IDataObject;
	Object.assign(state, { page: 0, verify: [id] });
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, {
		employment_status: 'Terminated',
		termination_date: '2026-11-20',
	});

	const poller = sandbox.trigger({ event: 'employeeChanged' }, 'n8n', JSON.stringify(saved));
	const { result, api } = await sandbox.logged(async () => await poller.activate('init'));
	expect(api.map((entry) => entry.path.split('/api/v1')[1])).toEqual([
		`/employees/${encodeURIComponent(id)}`,
	]);
	expect(result.items.map((item) => [item.id, item.change, item.changed_fields])).toEqual([
		[id, 'updated', ['employment_status', 'termination_date']],
	]);
});
