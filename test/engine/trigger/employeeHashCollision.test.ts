/**
 * Employee Changed when an employee's new hash equals its old one (1 time in 2^28 for a change):
 * here every employee hashes alike. A change the state keeps a value or a fingerprint of (the
 * kept values, the names) is emitted all the same, whole; a change to other fields alone is the
 * one the collision costs (docs/trigger.md, "The employee state at 100,000 employees").
 */
import type { IDataObject } from 'n8n-workflow';

import { useTriggerSandbox } from './support';

jest.mock('../../../nodes/AssetLifecycleTrigger/events/employeeChanged/state', () => ({
	...jest.requireActual('../../../nodes/AssetLifecycleTrigger/events/employeeChanged/state'),
	listItemHash: () => 7,
}));

const sandbox = useTriggerSandbox({ seed: 9, employees: 120 });

const patch = async (id: string, change: IDataObject) =>
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, change);

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

test('a termination, a move and a rename are emitted though the hash did not change; a new phone number alone is not', async () => {
	const [leaver, mover, renamed, called] = [...sandbox.running.sandbox.store.employees.values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.map((employee) => employee.id);
	const { locationName } = sandbox.running.sandbox.store.employees.get(mover)!;
	const poller = sandbox.trigger({ event: 'employeeChanged', onlyTerminations: false });
	expect((await poller.activate()).items).toEqual([]);

	await patch(leaver, { employment_status: 'Terminated', termination_date: '2026-11-20' });
	await patch(mover, { location_name: 'Annex' });
	await patch(renamed, { work_email: 'renamed@acme-sandbox.example' });
	await patch(called, { work_phone: '+1 512 555 0199' });

	const { items } = await poller.poll();
	expect(summary(items)).toEqual([
		[
			leaver,
			'updated',
			{ employment_status: 'Active', termination_date: null },
			['employment_status', 'termination_date'],
		],
		[mover, 'updated', { location_name: locationName }, ['location_name']],
		[renamed, 'updated', {}, ['work_email']],
	]);
});
