/**
 * Employee Changed saved by state version 3 on a large account, whose names' fingerprints had
 * narrowed to no bit: the upgrade keeps every mark, and each employee's names are known at no bit
 * until its next read, at full width after it, so `changed_fields` names a changed name again
 * from the pass of the upgrade on.
 */
import type { IDataObject } from 'n8n-workflow';

import { employeeListItem } from '../../../sandbox/routes/employeeShapes';
import { stateFormat } from '../../simulation/stateFormats';
import { POLL_NODE_NAME } from '../harness/poller';
import { triggerState, useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 9, employees: 120 });

const patch = async (id: string, change: IDataObject) =>
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, change);

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

/** The state version 3 saved for the account as it is now, its names narrowed to no bit. */
function savedByVersion3Narrowed() {
	const { store } = sandbox.running.sandbox;
	const records = new Map(
		[...store.employees.values()].map((employee) => [
			employee.id,
			{ api: employeeListItem(store, employee, false) as IDataObject, since: 0 },
		]),
	);
	const format = stateFormat('employeeChanged', 3);
	const parameters = { onlyTerminations: false };
	const data = format.write({ parameters, records, pending: new Map(), now: Date.now() }) as {
		marks: IDataObject;
	};
	const narrowed = { ...data, marks: { ...data.marks, names: '', nameBits: 0 } };
	const saved = {
		version: 3,
		event: 'employeeChanged',
		scope: format.scope(parameters),
		data: narrowed,
	};
	return JSON.stringify({ [`node:${POLL_NODE_NAME}`]: { assetLifecycleTrigger: saved } });
}

test('a rename made around the upgrade is emitted unnamed, as version 3 could; after the employee’s next read, a rename is named', async () => {
	const [renamed, leaver, later] = [...sandbox.running.sandbox.store.employees.values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.map((employee) => employee.id);
	const poller = sandbox.trigger(
		{ event: 'employeeChanged', onlyTerminations: false },
		'n8n',
		savedByVersion3Narrowed(),
	);
	await patch(renamed, { first_name: 'Renamed' });
	await patch(leaver, { employment_status: 'Terminated', termination_date: '2026-11-20' });

	expect(summary((await poller.activate('init')).items)).toEqual([
		[renamed, 'updated', {}, []],
		[
			leaver,
			'updated',
			{ employment_status: 'Active', termination_date: null },
			['employment_status', 'termination_date'],
		],
	]);
	expect(triggerState(poller.savedNodeData())).toMatchObject({ pass: 1, page: 1 });

	await patch(renamed, { last_name: 'Renamed' });
	await patch(later, { work_email: 'renamed@acme-sandbox.example', city: 'Lyon' });
	expect(summary((await poller.poll()).items)).toEqual([
		[renamed, 'updated', {}, ['last_name']],
		[later, 'updated', {}, ['work_email']],
	]);
	expect((await poller.poll()).items).toEqual([]);
});
