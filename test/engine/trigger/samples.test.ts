/**
 * Fetch Test Event (a manual poll) of each event: the record it shows, how it looks for one, the
 * example in its place when none is found, and the refusal when a 429 or the deadline cut the
 * search short.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { replaceDate } from '../../virtualDate';
import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 3 });
const control = sandbox.control;
const store = () => sandbox.running.sandbox.store;
beforeEach(async () => {
	await control('POST', '/reset', { seed: 3 });
	await control('DELETE', '/faults');
});

let restoreDate: (() => void) | undefined;
afterEach(() => {
	restoreDate?.();
	restoreDate = undefined;
	sandbox.running.sandbox.beforeAnswer = undefined;
});

const DAY_MS = 24 * 60 * 60 * 1000;

const fetchTestEvent = async (parameters: INodeParameters) =>
	await sandbox.trigger(parameters).poll({ mode: 'manual' });

const refuse429 = async (route: string) =>
	await control('POST', '/faults', {
		route,
		count: 1,
		status: 429,
		headers: { 'Retry-After': '40' },
	});

describe('Department Changed', () => {
	const changeDepartment = async (id: string, body: IDataObject) =>
		await control('PATCH', `/departments/${encodeURIComponent(id)}`, body);

	test('of the departments changed within the day, the one the list shows last, as an illustrative creation', async () => {
		const [earlier, later] = [...store().departments.values()];
		await changeDepartment(earlier.id, { name: 'Changed First' });
		await changeDepartment(later.id, { name: 'Changed Second' });

		const { items } = await fetchTestEvent({ event: 'departmentChanged' });

		expect(items).toEqual([
			expect.objectContaining({
				illustrative: true,
				note: 'Test event: a real department as it is now, shown as a creation; change and previous are illustrative, not its history.',
				id: later.id,
				name: 'Changed Second',
				change: 'created',
				previous: null,
			}),
		]);
	});

	test('none wanted: it looks back a day, then 30 days, then at every department, and shows a marked example', async () => {
		for (const department of store().departments.values()) {
			await changeDepartment(department.id, { active: false });
		}
		const before = Date.now();

		const { result, api } = await sandbox.logged(
			async () => await fetchTestEvent({ event: 'departmentChanged', excludeDeactivations: true }),
		);

		const after = Date.now();
		const since = api.map((request) => request.query.modified_since);
		expect(since).toHaveLength(3);
		for (const [index, days] of [1, 30].entries()) {
			expect(Date.parse(since[index])).toBeGreaterThanOrEqual(before - days * DAY_MS);
			expect(Date.parse(since[index])).toBeLessThanOrEqual(after - days * DAY_MS);
		}
		expect(since[2]).toBeUndefined();
		expect(result.items).toEqual([
			{
				example: true,
				note: 'Example event: no department matching the filter was found. Its id belongs to no department; live events carry real ones.',
				id: 'example-department',
				name: 'Example Department',
				location: null,
				phone_number: null,
				active: true,
				change: 'created',
				previous: null,
			},
		]);
	});

	test('an API so slow that the deadline stops the search before it found a department: the test event fails, saying why', async () => {
		for (const department of store().departments.values()) {
			await changeDepartment(department.id, { active: false });
		}
		// the nodes' clock moves on by 25 s with each answer: after the first, no answer allowed
		// 10 s would arrive before the poll's 30 s deadline
		const clock = { now: Date.now() };
		restoreDate = replaceDate(() => clock.now);
		sandbox.running.sandbox.beforeAnswer = (route) => {
			if (route === 'GET /departments') clock.now += 25_000;
		};

		const { result, api } = await sandbox.logged(
			async () =>
				await fetchTestEvent({ event: 'departmentChanged', excludeDeactivations: true }).then(
					() => undefined,
					(thrown: unknown) => thrown,
				),
		);

		expect(api).toHaveLength(1);
		expect(result).toMatchObject({
			message:
				'Fetch Test Event stopped early at its 30 s deadline, so that n8n does not abandon it (the API answered slowly)',
			description: 'Fetch the test event again in a minute.',
		});
	});
});

describe('Employee Changed', () => {
	test('with Only Terminations, a terminated employee without a termination date: its illustrative change is the status alone', async () => {
		const employees = [...store().employees.values()];
		for (const employee of employees) {
			if (employee.employment?.employment_status === 'Terminated') {
				await control('PATCH', `/employees/${encodeURIComponent(employee.id)}`, {
					employment_status: 'Active',
				});
			}
		}
		const undated = employees[employees.length - 1];
		await control('PATCH', `/employees/${encodeURIComponent(undated.id)}`, {
			employment_status: 'Terminated',
		});

		const { items } = await fetchTestEvent({ event: 'employeeChanged', onlyTerminations: true });

		expect(items).toEqual([
			expect.objectContaining({
				illustrative: true,
				id: undated.id,
				change: 'updated',
				previous: { employment_status: 'Active' },
				changed_fields: ['employment_status'],
			}),
		]);
	});
});

describe('Recovery Status Changed', () => {
	test('on Listed Recoveries with a status filter: the first listed recovery in a chosen status', async () => {
		const [skipped, shown] = [...store().recoveries.keys()];
		await control('POST', `/recoveries/${skipped}/status`, { status: 'Box Received' });
		await control('POST', `/recoveries/${shown}/status`, { status: 'Return Shipped' });

		const { items } = await fetchTestEvent({
			event: 'recoveryStatusChanged',
			scope: 'recoveries',
			recoveryNumbers: `${skipped}, ${shown}`,
			newStatuses: ['Return Shipped'],
		});

		expect(items).toEqual([
			expect.objectContaining({
				illustrative: true,
				recovery_number: shown,
				status: 'Return Shipped',
				campaign_number: null,
			}),
		]);
	});

	test('without a status filter, a 429 on the campaign list fails the test event instead of showing nothing', async () => {
		await refuse429('GET /recover/campaigns');

		await expect(fetchTestEvent({ event: 'recoveryStatusChanged' })).rejects.toThrow(
			'Fetch Test Event stopped early to leave the shared quota to other workflows (the API answered 429)',
		);
	});
});

describe('Wallet Transaction', () => {
	test('on an account without transactions and without filters: a marked example debit of a deployment in USD', async () => {
		await control('POST', '/reset', { seed: 3, transactions: 0 });

		const { items } = await fetchTestEvent({ event: 'walletTransaction' });

		expect(items).toEqual([
			expect.objectContaining({
				example: true,
				id: 'example-transaction',
				transaction_type: 'Deployment',
				status: 'Debit',
				currency_code: 'USD',
			}),
		]);
	});

	test('a 429 before any transaction was read fails the test event, saying why and what to do', async () => {
		await refuse429('GET /wallet/transactions');

		const error = await fetchTestEvent({ event: 'walletTransaction' }).then(
			() => undefined,
			(thrown: unknown) => thrown,
		);

		expect(error).toMatchObject({
			message:
				'Fetch Test Event stopped early to leave the shared quota to other workflows (the API answered 429)',
			description: 'Fetch the test event again in a minute.',
		});
	});
});
