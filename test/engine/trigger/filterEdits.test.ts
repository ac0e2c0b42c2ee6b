/**
 * An edit of a filter or of the scope of an active trigger, saved and published again: n8n builds
 * the workflow anew from the static data it saved, with the new parameters, and polls once on the
 * activation. Nothing made before, during or after the edit is lost, and a change read after it is
 * judged by the filters in force then; what a filter left out before the edit is not emitted later,
 * where n8n saved the poll that left it out (durable cursors; the classic scheduler saves only a
 * poll that emits, so a change left out since the last event comes at the edit: see
 * docs/n8n-notes.md, Static data: when n8n saves it).
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Poller } from '../harness';
import { PERSISTENCE_MODES, useTriggerSandbox } from './support';

interface Snapshot {
	recoveriesByCampaign: Record<string, string[]>;
}

const sandbox = useTriggerSandbox({ seed: 3 });
const control = sandbox.control;
const store = () => sandbox.running.sandbox.store;

/** The ids (or recovery numbers) a poll emitted, with what each says changed. */
const said = (items: IDataObject[]) =>
	items.map((item) => [
		item.id ?? item.recovery_number,
		item.change ?? item.previous_status ?? null,
		item.changed_fields ?? item.previous ?? item.status ?? null,
	]);

describe.each(PERSISTENCE_MODES)(
	'a filter edited on an active trigger (%s persistence)',
	(persist) => {
		/** The trigger with `parameters`, started: its baseline recorded, nothing emitted. */
		async function started(parameters: INodeParameters): Promise<Poller> {
			const poller = sandbox.trigger(parameters, persist);
			expect((await poller.activate()).items).toEqual([]);
			if (persist === 'durableCursors') expect((await poller.poll()).items).toEqual([]);
			return poller;
		}

		/** The workflow saved with `parameters` and published again: the activation poll's items. */
		async function edited(poller: Poller, parameters: INodeParameters) {
			const republished = sandbox.trigger(parameters, persist, poller.saved);
			const { items } = await republished.activate();
			return { republished, items };
		}

		/** What a poll that emitted nothing recorded is in the static data the edit starts from. */
		const savedWithoutEmitting = persist === 'durableCursors';

		/** Every item of the next polls until one emits nothing (at most five). */
		async function drained(poller: Poller): Promise<IDataObject[]> {
			const items: IDataObject[] = [];
			for (let polls = 0; polls < 5; polls++) {
				const result = await poller.poll();
				expect(result.error).toBeUndefined();
				if (result.items.length === 0 && polls > 0) break;
				items.push(...result.items);
			}
			return items;
		}

		describe('Employee Changed: Only Terminations', () => {
			const EMPLOYEES = 120;
			beforeEach(async () => await control('POST', '/reset', { seed: 9, employees: EMPLOYEES }));
			const employees = (onlyTerminations: boolean) => ({
				event: 'employeeChanged',
				onlyTerminations,
			});
			const active = () =>
				[...store().employees.values()]
					.filter((employee) => employee.employment?.employment_status === 'Active')
					.map((employee) => employee.id);
			const patch = async (id: string, change: IDataObject) =>
				await control('PATCH', `/employees/${encodeURIComponent(id)}`, change);

			test('switched on: a termination made since the last poll is emitted, a move it leaves out is not', async () => {
				const [leaver, mover] = active();
				const poller = await started(employees(false));
				await patch(leaver, { employment_status: 'Terminated', termination_date: '2026-11-20' });
				await patch(mover, { department: 'Finance' });
				const { republished, items } = await edited(poller, employees(true));
				const after = [...items, ...(await drained(republished))];
				expect(said(after)).toEqual([
					[leaver, 'updated', ['employment_status', 'termination_date']],
				]);
			});

			test('switched off: a change made since the last poll is emitted; one it left out is not, once saved', async () => {
				const [leftOut, changedSince] = active();
				const poller = await started(employees(true));
				await patch(leftOut, { department: 'Finance' });
				expect((await poller.poll()).items).toEqual([]);
				await patch(changedSince, { department: 'Legal' });
				const { republished, items } = await edited(poller, employees(false));
				const after = [...items, ...(await drained(republished))];
				expect(said(after)).toEqual([
					...(savedWithoutEmitting ? [] : [[leftOut, 'updated', ['department']]]),
					[changedSince, 'updated', ['department']],
				]);
			});
		});

		describe('Department Changed: Exclude Deactivations', () => {
			beforeEach(async () => await control('POST', '/reset', { seed: 5 }));
			const departments = (excludeDeactivations: boolean) => ({
				event: 'departmentChanged',
				excludeDeactivations,
			});
			const activeDepartments = () =>
				[...store().departments.values()].filter((row) => row.active).map((row) => row.id);
			const change = async (id: string, body: IDataObject) =>
				await control('PATCH', `/departments/${encodeURIComponent(id)}`, body);

			test('switched off: a deactivation made since the last poll is emitted', async () => {
				const [closed] = activeDepartments();
				const poller = await started(departments(true));
				await change(closed, { active: false });
				const { republished, items } = await edited(poller, departments(false));
				const after = [...items, ...(await drained(republished))];
				expect(said(after)).toEqual([[closed, 'deactivated', { active: true }]]);
			});

			test('switched on: a deactivation made since the last poll is left out, a rename is not', async () => {
				const [closed, renamed] = activeDepartments();
				const poller = await started(departments(false));
				await change(closed, { active: false });
				await change(renamed, { name: 'Renamed Since' });
				const { republished, items } = await edited(poller, departments(true));
				const after = [...items, ...(await drained(republished))];
				expect(after.map((item) => [item.id, item.change])).toEqual([[renamed, 'updated']]);
			});
		});

		describe('Recovery Status Changed: Only When New Status Is and Scope', () => {
			beforeEach(async () => await control('POST', '/reset', { seed: 3 }));
			const recoveries = (parameters: IDataObject) => ({
				event: 'recoveryStatusChanged',
				options: { maxRequestsPerPoll: 40 },
				...parameters,
			});
			const move = async (recoveryNumber: string, status: string) =>
				await control('POST', `/recoveries/${recoveryNumber}/status`, { status });
			const statusOf = (recoveryNumber: string) =>
				store().recoveries.get(recoveryNumber)!.status as string;
			async function campaigns(): Promise<Array<[string, string[]]>> {
				const { recoveriesByCampaign } = await control<Snapshot>('GET', '/snapshot');
				return Object.entries(recoveriesByCampaign).filter(([, numbers]) => numbers.length > 1);
			}

			test('statuses widened: a move made since the last poll is emitted; one left out is not, once saved', async () => {
				const [[, [leftOut, movedSince]]] = await campaigns();
				const [leftOutFrom, movedSinceFrom] = [statusOf(leftOut), statusOf(movedSince)];
				const poller = await started(recoveries({ newStatuses: ['Box Received'] }));
				await move(leftOut, 'Cancelled');
				expect((await poller.poll()).items).toEqual([]);
				await move(movedSince, 'Cancelled');
				const { republished, items } = await edited(poller, recoveries({}));
				const after = [...items, ...(await drained(republished))];
				expect(said(after)).toEqual([
					...(savedWithoutEmitting ? [] : [[leftOut, leftOutFrom, 'Cancelled']]),
					[movedSince, movedSinceFrom, 'Cancelled'],
				]);
				// judged once, the move left out is not emitted; the next move names the status last emitted
				await move(leftOut, 'Box Received');
				expect(said(await drained(republished))).toEqual([
					[leftOut, savedWithoutEmitting ? leftOutFrom : 'Cancelled', 'Box Received'],
				]);
			});

			test('a chosen campaign widened to all: moves since the last poll in the campaign watched are emitted; the others are recorded first', async () => {
				const [[watched, [movedSince]], [, [newlyWatched]]] = await campaigns();
				const movedFrom = statusOf(movedSince);
				const poller = await started(
					recoveries({ scope: 'campaigns', campaignNumbers: [watched] }),
				);
				await move(movedSince, 'Cancelled');
				await move(newlyWatched, 'Cancelled');
				const { republished, items } = await edited(poller, recoveries({ scope: 'allCampaigns' }));
				const after = [...items, ...(await drained(republished))];
				expect(said(after)).toEqual([[movedSince, movedFrom, 'Cancelled']]);
				await move(newlyWatched, 'Box Received');
				expect(said(await drained(republished))).toEqual([
					[newlyWatched, 'Cancelled', 'Box Received'],
				]);
			});
		});

		describe('Wallet Transaction: Filters', () => {
			beforeEach(async () => await control('POST', '/reset', { seed: 11, transactions: 40 }));
			const wallet = (filters: INodeParameters) => ({ event: 'walletTransaction', filters });
			const add = async (currency_code: string) =>
				(
					await control<Array<{ id: string }>>('POST', '/wallet/transactions', {
						transactions: [{ currency_code }],
					})
				)[0].id;

			test('another currency: its transactions since the window behind the last read are emitted, oldest first; the old currency’s are not', async () => {
				const poller = await started(wallet({ currencyCode: 'USD' }));
				const before = await add('EUR');
				expect((await poller.poll()).items).toEqual([]);
				const [euros, dollars] = [await add('EUR'), await add('USD')];
				const { republished, items } = await edited(poller, wallet({ currencyCode: 'EUR' }));
				const after = [...items, ...(await drained(republished))];
				// the one the old filter left out lies inside the window behind the last read: it comes too
				expect(after.map((item) => item.id)).toEqual([before, euros]);
				expect(dollars).toBeDefined();
				const later = await add('EUR');
				expect((await republished.poll()).items.map((item) => item.id)).toEqual([later]);
			});
		});
	},
);
