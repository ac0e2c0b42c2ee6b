import type { IDataObject } from 'n8n-workflow';

import type { Poller } from '../harness';
import type { LoggedRequest } from '../../sandboxControl';
import { PERSISTENCE_MODES, useTriggerSandbox } from './support';

interface Department {
	id: string;
	name: string;
	location: string | null;
	phone_number: string | null;
	active: boolean;
}

const sandbox = useTriggerSandbox({ seed: 5 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 5 }));

async function activeDepartments(): Promise<Department[]> {
	const response = await fetch(`${sandbox.running.baseUrl}/api/v1/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
	});
	const { token } = (await response.json()) as { token: string };
	const list = await fetch(`${sandbox.running.baseUrl}/api/v1/departments?limit=50`, {
		headers: { Authorization: `Bearer ${token}` },
	});
	const body = (await list.json()) as { departments: Department[] };
	await control('DELETE', '/requests');
	return body.departments.filter((department) => department.active);
}

const change = async (id: string, body: IDataObject) =>
	await control<Department>('PATCH', `/departments/${encodeURIComponent(id)}`, body);

describe.each(PERSISTENCE_MODES)('departmentChanged trigger (%s persistence)', (persist) => {
	const departments = (excludeDeactivations = false) =>
		sandbox.trigger({ event: 'departmentChanged', excludeDeactivations }, persist);

	/** Activation records the baseline; with durable cursors the first scheduled poll records it again. */
	async function started(excludeDeactivations = false): Promise<Poller> {
		const poller = departments(excludeDeactivations);
		expect((await poller.activate()).items).toEqual([]);
		if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
		return poller;
	}

	test('activation records a baseline; an idle poll costs one request, asking modified_since 10 minutes before the last poll', async () => {
		const poller = await started();
		await control('DELETE', '/requests');

		expect((await poller.poll()).items).toEqual([]);
		const log = await control<LoggedRequest[]>('GET', '/requests');
		expect(log.map((entry) => entry.route)).toEqual(['GET /departments']);
		const nodeData = persist === 'n8n' ? poller.memoryNodeData() : poller.savedNodeData();
		const { since } = (nodeData.assetLifecycleTrigger as IDataObject).data as IDataObject;
		expect(log[0].query).toEqual({
			page: '1',
			limit: '100',
			modified_since: expect.any(String),
		});
		expect(Date.parse(since as string) - Date.parse(log[0].query.modified_since)).toBeGreaterThan(
			10 * 60 * 1000 - 1,
		);
	});

	test(`a change between activation and the first scheduled poll: ${persist === 'n8n' ? 'emitted by that poll' : 'part of the baseline that poll records (the README states this window)'}`, async () => {
		const [department] = await activeDepartments();
		const poller = departments();
		expect((await poller.activate()).items).toEqual([]);
		await change(department.id, { name: 'Renamed After Activation' });
		const first = await poller.poll();
		// n8n 2.41's durable cursors commit the activation poll only when it emits: the first
		// scheduled poll finds no state and records the baseline, this change included
		expect(first.items.map((item) => item.name)).toEqual(
			persist === 'n8n' ? ['Renamed After Activation'] : [],
		);
	});

	test('a department renamed twice between polls is one event with its latest state and the name it had', async () => {
		const [department] = await activeDepartments();
		const poller = await started();
		await change(department.id, { name: 'Interim Name' });
		await change(department.id, { name: 'Field Operations' });

		expect((await poller.poll()).items).toEqual([
			{
				id: department.id,
				name: 'Field Operations',
				location: department.location,
				phone_number: department.phone_number,
				active: true,
				change: 'updated',
				previous: { name: department.name },
			},
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('created, moved and re-phoned, deactivated: one event each with the previous values of what changed', async () => {
		const [moved, deactivated] = await activeDepartments();
		const poller = await started();
		const created = await control<Department>('POST', '/departments', {
			name: 'Quantum Lab',
			location: 'Austin Office',
			phone_number: '(512) 555-0101',
		});
		await change(moved.id, { location: 'Remote', phone_number: '(512) 555-0199' });
		await change(deactivated.id, { active: false });

		// in the API's list order: the seeded departments, then the new one
		expect((await poller.poll()).items).toEqual([
			{
				...moved,
				location: 'Remote',
				phone_number: '(512) 555-0199',
				change: 'updated',
				previous: { location: moved.location, phone_number: moved.phone_number },
			},
			{ ...deactivated, active: false, change: 'deactivated', previous: { active: true } },
			{
				id: created.id,
				name: 'Quantum Lab',
				location: 'Austin Office',
				phone_number: '(512) 555-0101',
				active: true,
				change: 'created',
				previous: null,
			},
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('renamed and renamed back between polls: nothing', async () => {
		const [department] = await activeDepartments();
		const poller = await started();
		await change(department.id, { name: 'Temporary' });
		await change(department.id, { name: department.name });

		expect((await poller.poll()).items).toEqual([]);
	});

	test('with deactivations left out, a deactivation emits nothing, before and after a restart', async () => {
		const [kept, closed] = await activeDepartments();
		const poller = await started(true);
		await change(closed.id, { active: false });
		expect((await poller.poll()).items).toEqual([]);
		const restarted = poller.restart();
		expect((await restarted.activate('init')).items).toEqual([]);

		await change(kept.id, { name: 'Kept And Renamed' });
		expect((await restarted.poll()).items).toEqual([
			{ ...kept, name: 'Kept And Renamed', change: 'updated', previous: { name: kept.name } },
		]);
	});

	test('a department already deactivated, then renamed: an update, emitted with deactivations left out too', async () => {
		const [department] = await activeDepartments();
		await change(department.id, { active: false });
		const poller = await started(true);
		await change(department.id, { name: 'Renamed While Inactive' });

		expect((await poller.poll()).items).toEqual([
			{
				...department,
				name: 'Renamed While Inactive',
				active: false,
				change: 'updated',
				previous: { name: department.name },
			},
		]);
	});

	test('a change made while n8n was down is emitted once by the activation poll after the restart', async () => {
		const [department] = await activeDepartments();
		const poller = await started();
		expect((await poller.poll()).items).toEqual([]);
		await change(department.id, { phone_number: '(512) 555-0000' });

		const restarted = poller.restart();
		expect((await restarted.activate('init')).items).toEqual([
			{
				...department,
				phone_number: '(512) 555-0000',
				change: 'updated',
				previous: { phone_number: department.phone_number },
			},
		]);
		expect((await restarted.poll()).items).toEqual([]);
	});

	test('a failing poll changes nothing; the next one delivers the change once', async () => {
		const [department] = await activeDepartments();
		const poller = await started();
		const saved = poller.saved;
		await change(department.id, { name: 'After The Outage' });
		await control('POST', '/faults', { route: 'GET /departments', count: 1, status: 404 });

		const failed = await poller.poll();
		expect(failed.error?.message).toBe('An unexpected error occurred');
		expect(poller.saved).toBe(saved);
		expect((await poller.poll()).items).toEqual([
			{
				...department,
				name: 'After The Outage',
				change: 'updated',
				previous: { name: department.name },
			},
		]);
	});

	test('manual mode emits the most recently changed department, as an illustrative creation, and leaves the state alone', async () => {
		const [department] = await activeDepartments();
		const poller = await started();
		const saved = poller.saved;
		await change(department.id, { name: 'Sampled' });

		const sample = await poller.poll({ mode: 'manual' });
		expect(sample.items).toEqual([
			expect.objectContaining({
				id: department.id,
				name: 'Sampled',
				change: 'created',
				previous: null,
				illustrative: true,
			}),
		]);
		expect(Object.keys(sample.items[0]).slice(0, 2)).toEqual(['illustrative', 'note']);
		expect(poller.saved).toBe(saved);
		expect((await poller.poll()).items).toEqual([
			expect.objectContaining({ id: department.id, name: 'Sampled', change: 'updated' }),
		]);
	});

	test('manual mode with deactivations left out and every department deactivated: a marked example, within the budget', async () => {
		for (const department of await activeDepartments()) {
			await change(department.id, { active: false });
		}
		const poller = departments(true);

		const { result, api } = await sandbox.logged(async () => await poller.poll({ mode: 'manual' }));

		expect(result.items).toEqual([
			expect.objectContaining({
				id: 'example-department',
				active: true,
				change: 'created',
				example: true,
			}),
		]);
		expect(Object.keys(result.items[0]).slice(0, 2)).toEqual(['example', 'note']);
		expect(api.length).toBeLessThanOrEqual(10);
	});

	test('manual mode with deactivations left out never shows a deactivated department', async () => {
		const [renamed, deactivated] = await activeDepartments();
		const poller = await started(true);
		await change(renamed.id, { name: 'Renamed' });
		await change(deactivated.id, { active: false });

		const { items } = await poller.poll({ mode: 'manual' });

		expect(items).toEqual([
			expect.objectContaining({ id: renamed.id, active: true, illustrative: true }),
		]);
	});

	test('at 1 request a poll the baseline of 56 departments takes two polls, then a change is emitted once', async () => {
		const [department] = await activeDepartments();
		const poller = sandbox.trigger(
			{ event: 'departmentChanged', options: { maxRequestsPerPoll: 1 } },
			persist,
		);
		const polls = [await poller.activate(), await poller.poll(), await poller.poll()];
		expect(polls.map((poll) => poll.items)).toEqual([[], [], []]);
		await change(department.id, { name: 'Budgeted Rename' });
		expect((await poller.poll()).items).toEqual([
			{
				...department,
				name: 'Budgeted Rename',
				change: 'updated',
				previous: { name: department.name },
			},
		]);
		expect((await poller.poll()).items).toEqual([]);
	});
});

describe('departmentChanged: a first poll that a 429 stops before it read a page', () => {
	test('records no state, so n8n writes nothing; the next poll records the baseline', async () => {
		const [department] = await activeDepartments();
		await control('POST', '/faults', {
			route: 'GET /departments',
			count: 1,
			status: 429,
			headers: { 'Retry-After': '40' },
		});
		const poller = sandbox.trigger({ event: 'departmentChanged' });

		expect(await poller.activate()).toEqual({ emitted: null, items: [], saved: false });
		expect(poller.memoryNodeData()).toEqual({});

		expect((await poller.poll()).items).toEqual([]);
		await change(department.id, { name: 'Renamed After The Baseline' });
		expect((await poller.poll()).items).toEqual([
			expect.objectContaining({ id: department.id, change: 'updated' }),
		]);
	});
});
