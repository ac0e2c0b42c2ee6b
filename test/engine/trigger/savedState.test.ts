/**
 * What the trigger does with the state it finds in the static data: one of an earlier version it
 * upgrades; one it cannot read (malformed, of another event or other parameters, of a later
 * version) it leaves aside and records a new baseline over, and the next change is emitted once.
 * Department Changed reads its state in one request a poll, so most cases use it.
 */
import type { IDataObject } from 'n8n-workflow';

import { POLL_NODE_NAME } from '../harness/poller';
import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 5, transactions: 20 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 5, transactions: 20 }));

const savedWith = (state: unknown) =>
	JSON.stringify({ [`node:${POLL_NODE_NAME}`]: { assetLifecycleTrigger: state } });

const departments = (savedStaticData?: string, excludeDeactivations = false) =>
	sandbox.trigger({ event: 'departmentChanged', excludeDeactivations }, 'n8n', savedStaticData);

/** The department state as the current version records it, after a baseline. */
async function recordedDepartments(excludeDeactivations = false): Promise<IDataObject> {
	const poller = departments(undefined, excludeDeactivations);
	await poller.activate();
	return poller.savedNodeData().assetLifecycleTrigger as IDataObject;
}

/** Renames an active department of the account; its id. */
async function rename(name: string): Promise<string> {
	const department = [...sandbox.running.sandbox.store.departments.values()].find(
		(candidate) => candidate.active,
	)!;
	await control('PATCH', `/departments/${encodeURIComponent(department.id)}`, { name });
	return department.id;
}

const renamed = (items: IDataObject[]) => items.map((item) => [item.id, item.change, item.name]);

describe('the state the trigger finds in the static data', () => {
	test('a department state of version 1 is upgraded: the change made since it was saved is emitted once', async () => {
		const { scope, data } = await recordedDepartments();
		const { since, known } = data as IDataObject;
		const id = await rename('Renamed Around The Upgrade');
		const poller = departments(
			savedWith({ version: 1, event: 'departmentChanged', scope, data: { since, known } }),
		);

		expect(renamed((await poller.activate('init')).items)).toEqual([
			[id, 'updated', 'Renamed Around The Upgrade'],
		]);
		expect((await poller.poll()).items).toEqual([]);
	});

	test('a department state of version 1 is recorded upgraded by the first poll, even one a 429 stops before it read a page', async () => {
		const { scope, data } = await recordedDepartments();
		const { since, known } = data as IDataObject;
		const poller = departments(
			savedWith({ version: 1, event: 'departmentChanged', scope, data: { since, known } }),
		);
		await control('POST', '/faults', {
			route: 'GET /departments',
			count: 1,
			status: 429,
			headers: { 'Retry-After': '40' },
		});

		expect((await poller.activate('init')).saved).toBe(true);
		expect(poller.savedNodeData().assetLifecycleTrigger).toEqual({
			version: 2,
			event: 'departmentChanged',
			scope,
			data: { since, known, baselined: true },
		});
		const id = await rename('Renamed After The Upgrade');
		expect(renamed((await poller.poll()).items)).toEqual([
			[id, 'updated', 'Renamed After The Upgrade'],
		]);
	});

	const unreadable: Array<[string, (recorded: IDataObject) => unknown]> = [
		['nothing but null', () => null],
		['a list', () => []],
		['a state whose data is a text', (recorded) => ({ ...recorded, data: 'corrupted' })],
		[
			'a version-1 state whose version is written as text',
			(recorded) => ({ ...recorded, version: '1' }),
		],
		['a state of version 0', (recorded) => ({ ...recorded, version: 0 })],
		['a state of a later version (after a downgrade)', (recorded) => ({ ...recorded, version: 3 })],
		[
			'a state marked as another event’s, its parameters spelt as this one’s',
			(recorded) => ({ ...recorded, event: 'employeeChanged' }),
		],
	];

	test.each(unreadable)(
		'%s: not read; a new baseline, then the next change is emitted once',
		async (_, unreadableFrom) => {
			const recorded = await recordedDepartments();
			// a change the state would emit if it were read
			await rename('Renamed Before The Activation');
			const poller = departments(savedWith(unreadableFrom(recorded)));

			expect((await poller.activate('init')).items).toEqual([]);
			expect(poller.savedNodeData().assetLifecycleTrigger).toMatchObject({
				version: 2,
				event: 'departmentChanged',
				data: { baselined: true },
			});
			const id = await rename('Renamed After The Activation');
			expect(renamed((await poller.poll()).items)).toEqual([
				[id, 'updated', 'Renamed After The Activation'],
			]);
		},
	);

	test('a state recorded with other parameters (deactivations left out) is carried over: a change made before the activation is emitted', async () => {
		const recorded = await recordedDepartments(true);
		const id = await rename('Renamed Before The Activation');
		const poller = departments(savedWith(recorded), false);

		expect(renamed((await poller.activate('init')).items)).toEqual([
			[id, 'updated', 'Renamed Before The Activation'],
		]);
		expect(poller.savedNodeData().assetLifecycleTrigger).toMatchObject({
			scope: JSON.stringify({ excludeDeactivations: false }),
		});
	});

	test('a state a poll leaves as it was is not written again: a restart that finds no new transaction saves nothing', async () => {
		const first = sandbox.trigger({ event: 'walletTransaction' });
		await first.activate();
		const restarted = first.restart();

		expect(await restarted.activate('init')).toEqual({ emitted: null, items: [], saved: false });
		expect(restarted.saves).toBe(0);
		expect(restarted.saved).toBe(first.saved);
	});

	test('a wallet state whose data is null is not read: a new baseline, then a new transaction is emitted once', async () => {
		const wallet = (savedStaticData?: string) =>
			sandbox.trigger({ event: 'walletTransaction' }, 'n8n', savedStaticData);
		const first = wallet();
		await first.activate();
		const recorded = first.savedNodeData().assetLifecycleTrigger as IDataObject;

		const poller = wallet(savedWith({ ...recorded, data: null }));
		expect((await poller.activate('init')).items).toEqual([]);
		const [created] = await control<Array<{ id: string }>>('POST', '/wallet/transactions', {
			transactions: [
				{ status: 'Credit', transaction_type: 'Shop', raw_amount: 40, currency_code: 'USD' },
			],
		});
		expect((await poller.poll()).items.map((item) => item.id)).toEqual([created.id]);
	});
});
