/**
 * Employee Changed upgraded from state version 1, whose hashes were of the node's output shape:
 * each employee's old hash tells whether it changed at its next read in the list, however many
 * polls later that comes; a read by id in between neither uses nor drops it; and the hash taken
 * at that read in the list tells the next change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';

import { POLL_NODE_NAME } from '../harness/poller';
import { triggerState, useTriggerSandbox } from './support';

// the account the saved state of version 1 was recorded on
const sandbox = useTriggerSandbox({ seed: 9, employees: 120 });
const store = () => sandbox.running.sandbox.store.employees;
afterEach(() => {
	sandbox.running.sandbox.beforeAnswer = undefined;
});

const summary = (items: IDataObject[]) =>
	items.map((item) => [item.id, item.change, item.previous, item.changed_fields]);

test('an employee the list misses until two passes after the upgrade, moved meanwhile: its read by id emits nothing, its next read in the list tells the move by its old hash, once; another moved after its first read is told by the new hash', async () => {
	const [missed, listed] = [...store().values()]
		.filter((employee) => employee.employment?.employment_status === 'Active')
		.map((employee) => employee.id);
	const saved = readFileSync(join(__dirname, 'state-v1.employeeChanged.json'), 'utf8');
	const poller = sandbox.trigger(
		{ event: 'employeeChanged', onlyTerminations: false },
		'n8n',
		JSON.stringify({ [`node:${POLL_NODE_NAME}`]: JSON.parse(saved) }),
	);
	const record = store().get(missed)!;
	store().delete(missed);

	// the pass of the upgrade and the next one, without it in the list
	expect((await poller.activate('init')).items).toEqual([]);
	expect((await poller.poll()).items).toEqual([]);
	// moved meanwhile; the pass after reads it by id, which the API still answers for, and
	// compares only what a read by id can tell
	const move = async (id: string) =>
		await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, { city: 'Elsewhere' });
	store().set(missed, record);
	await move(missed);
	const moved = store().get(missed)!;
	store().delete(missed);
	sandbox.running.sandbox.beforeAnswer = (route) => {
		if (route === 'GET /employees/:id') store().set(missed, moved);
	};
	const { result, api } = await sandbox.logged(async () => await poller.poll());
	expect(api.map((entry) => entry.route)).toEqual([
		'GET /employees',
		'GET /employees',
		'GET /employees/:id',
	]);
	expect(result.items).toEqual([]);

	await move(listed);
	// back in the list, last
	expect(summary((await poller.poll()).items)).toEqual([
		[listed, 'updated', {}, []],
		[missed, 'updated', {}, []],
	]);
	expect(triggerState(poller.memoryNodeData()).upgradedHashes).toBeUndefined();
	expect((await poller.poll()).items).toEqual([]);
});
