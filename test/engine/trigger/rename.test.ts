/**
 * Renaming an active trigger in the editor, and copying it. n8n keeps a node's static data under
 * the node's name, and neither the editor's save nor n8n moves it on a rename; n8n 2.41's durable
 * cursors are kept by node id (docs/n8n-notes.md, "Renaming, copying and duplicating a trigger").
 * A change made around a rename is emitted once; a copy (a new id and a new name) starts its own
 * baseline and leaves the original's state alone.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { type Poller, POLL_NODE_NAME } from '../harness';
import { PERSISTENCE_MODES, savedTriggerState, useTriggerSandbox } from './support';

const EMPLOYEES = 120;
const sandbox = useTriggerSandbox({ seed: 9, employees: EMPLOYEES });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 9, employees: EMPLOYEES }));

const RENAMED = 'Offboarding Trigger';

const departments: INodeParameters = { event: 'departmentChanged' };
const terminations: INodeParameters = { event: 'employeeChanged', onlyTerminations: true };

/** Renames the n-th active department of the account; its id. */
async function renameDepartment(nth: number): Promise<string> {
	const department = [...sandbox.running.sandbox.store.departments.values()].filter(
		(candidate) => candidate.active,
	)[nth];
	await control('PATCH', `/departments/${encodeURIComponent(department.id)}`, {
		name: `${department.name} (renamed)`,
	});
	return department.id;
}

/** Terminates the n-th active employee of the account; its id. */
async function terminate(nth: number): Promise<string> {
	const employee = [...sandbox.running.sandbox.store.employees.values()].filter(
		(candidate) => candidate.employment?.employment_status === 'Active',
	)[nth];
	await control('PATCH', `/employees/${encodeURIComponent(employee.id)}`, {
		employment_status: 'Terminated',
		termination_date: '2026-11-20',
	});
	return employee.id;
}

const ids = (items: IDataObject[]) => items.map((item) => item.id);

describe.each(PERSISTENCE_MODES)('a renamed trigger (%s persistence)', (persist) => {
	/** Activation records the baseline; under durable cursors the first scheduled poll records it again. */
	async function started(parameters: INodeParameters, saved?: string): Promise<Poller> {
		const poller = sandbox.trigger(parameters, persist, saved);
		expect((await poller.activate(saved ? 'init' : 'activate')).items).toEqual([]);
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		return poller;
	}

	test.each([
		['Department Changed', departments, renameDepartment],
		['Employee Changed, Only Terminations', terminations, terminate],
	])(
		'%s: a change made after the last poll and before the rename is emitted by the renamed trigger, once; the next change too',
		async (_name, parameters, makeChange) => {
			const poller = await started(parameters);
			expect((await poller.poll()).items).toEqual([]);
			const beforeRename = await makeChange(0);

			const renamed = poller.renamed(RENAMED);
			expect(ids((await renamed.activate('update')).items)).toEqual([beforeRename]);
			expect((await renamed.poll()).items).toEqual([]);
			const afterRename = await makeChange(1);
			expect(ids((await renamed.poll()).items)).toEqual([afterRename]);
			expect((await renamed.restart().activate('init')).items).toEqual([]);
		},
	);

	test('renamed twice between two polls, and back: nothing lost, nothing twice', async () => {
		const poller = await started(departments);
		const first = await renameDepartment(0);
		const renamed = poller.renamed(RENAMED).renamed(POLL_NODE_NAME).renamed(RENAMED);
		expect(ids((await renamed.activate('update')).items)).toEqual([first]);

		const second = await renameDepartment(1);
		const back = renamed.renamed(POLL_NODE_NAME);
		expect(ids((await back.activate('update')).items)).toEqual([second]);
		expect((await back.poll()).items).toEqual([]);
	});

	test('a copy of the trigger (a new id, a new name) starts its own baseline; the original keeps its state and emits each change once', async () => {
		const original = await started(departments);
		const beforeCopy = await renameDepartment(0);
		expect(ids((await original.poll()).items)).toEqual([beforeCopy]);
		const originalState = original.savedNodeData().assetLifecycleTrigger;
		expect(originalState).toBeDefined();

		// pasted into the same workflow, which is saved: the copy starts from the static data as saved
		const copy = sandbox.trigger(departments, persist, original.saved, undefined, {
			name: `${POLL_NODE_NAME}1`,
			id: 'pasted-node',
		});
		const { result, api } = await sandbox.logged(async () => await copy.activate());
		expect(result.items).toEqual([]);
		// a baseline reads the whole list, not what changed since the original's last poll
		expect(api.map((entry) => entry.query.modified_since)).toEqual(api.map(() => undefined));
		if (persist === 'durableCursors') expect((await copy.poll()).items).toEqual([]);
		// the original's state, in the static data the copy saved, is as the original left it
		const asOriginal = sandbox.trigger(departments, persist, copy.saved);
		expect(asOriginal.savedNodeData().assetLifecycleTrigger).toEqual(originalState);

		const afterCopy = await renameDepartment(1);
		expect(ids((await copy.poll()).items)).toEqual([afterCopy]);
		expect(ids((await original.poll()).items)).toEqual([afterCopy]);
	});
});

describe('a state the trigger kept elsewhere before', () => {
	/** The Department Changed state as the trigger records it after a baseline. */
	async function recordedState(): Promise<IDataObject> {
		const poller = sandbox.trigger(departments);
		await poller.activate();
		return poller.savedNodeData().assetLifecycleTrigger as IDataObject;
	}

	/** How many times a JSON text holds the Department Changed state's envelope. */
	const copies = (saved: string) => saved.split('"event":"departmentChanged"').length - 1;

	test("saved under the node's name (0.1.0): moved under the node's id by the first poll, in one copy; the change made across the upgrade is emitted once, and a rename after it loses nothing", async () => {
		const state = await recordedState();
		const acrossUpgrade = await renameDepartment(0);
		const upgraded = sandbox.trigger(
			departments,
			'n8n',
			JSON.stringify({ [`node:${POLL_NODE_NAME}`]: { assetLifecycleTrigger: state } }),
		);

		expect(ids((await upgraded.activate('init')).items)).toEqual([acrossUpgrade]);
		const saved = JSON.parse(upgraded.saved) as IDataObject;
		expect(saved[`node:${POLL_NODE_NAME}`]).toEqual({});
		expect(savedTriggerState(saved)).toMatchObject({ event: 'departmentChanged' });
		expect(copies(upgraded.saved)).toBe(1);

		const acrossRename = await renameDepartment(1);
		expect(ids((await upgraded.renamed(RENAMED).activate('update')).items)).toEqual([acrossRename]);
	});

	test('kept under the node id under classic persistence, then durable cursors turned on: the cursor takes it, a change made after the activation (which commits nothing) is emitted once, and the old copy is cleared with the next emit', async () => {
		const classic = sandbox.trigger(departments);
		await classic.activate();

		const durable = sandbox.trigger(departments, 'durableCursors', classic.saved);
		expect((await durable.activate('init')).items).toEqual([]);
		const afterActivation = await renameDepartment(0);
		expect(ids((await durable.poll()).items)).toEqual([afterActivation]);
		expect(copies(durable.saved)).toBe(2);

		const later = await renameDepartment(1);
		expect(ids((await durable.poll()).items)).toEqual([later]);
		expect(copies(durable.saved)).toBe(1);
		expect(durable.savedNodeData().assetLifecycleTrigger).toMatchObject({
			event: 'departmentChanged',
		});
		expect((await durable.poll()).items).toEqual([]);
	});
});
