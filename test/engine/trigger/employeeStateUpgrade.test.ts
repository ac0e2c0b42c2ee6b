/**
 * The Employee Changed state saved by versions 1 and 2, upgraded in the middle of a pass: which
 * employees that pass and the last one met carries over (so the pass reads by id only those it
 * should), and an employee's old hash decides at its first read. A state of version 1 or 2 that
 * lacks a part, or of a version no release wrote, is not read: a new baseline.
 */
import type { IDataObject } from 'n8n-workflow';

import { POLL_NODE_NAME } from '../harness/poller';
import savedStateVersion1 from './state-v1.employeeChanged.json';
import savedStateVersion2 from './state-v2.employeeChanged.json';
import { triggerState, useTriggerSandbox } from './support';

const EMPLOYEES = 120;
const sandbox = useTriggerSandbox({ seed: 9, employees: EMPLOYEES });
beforeEach(async () => await sandbox.control('POST', '/reset', { seed: 9, employees: EMPLOYEES }));

/** A copy of the state a version saved, for this sandbox (seed 9, 120 employees). */
function savedByVersion(version: 1 | 2): IDataObject & { data: IDataObject } {
	const saved = version === 1 ? savedStateVersion1 : savedStateVersion2;
	return structuredClone(saved.assetLifecycleTrigger) as never;
}

const employeeTrigger = (saved: object) =>
	sandbox.trigger(
		{ event: 'employeeChanged', onlyTerminations: false },
		'n8n',
		JSON.stringify({ [`node:${POLL_NODE_NAME}`]: { assetLifecycleTrigger: saved } }),
	);

/** The ids of the first page of the list (100 a page), in list order. */
const firstPageIds = () => [...sandbox.running.sandbox.store.employees.keys()].slice(0, 100);

const terminate = async (id: string) =>
	await sandbox.control('PATCH', `/employees/${encodeURIComponent(id)}`, {
		employment_status: 'Terminated',
		termination_date: '2026-11-20',
	});

const summary = (items: IDataObject[]) => items.map((item) => [item.id, item.change]);

describe('an Employee Changed state of version 2 saved in the middle of a pass', () => {
	/**
	 * Pass 2 has read page 1: its employees were met this pass, those of page 2 the last one. Two
	 * employees the list no longer holds: one met in the last pass, one met two passes ago (the
	 * last pass's pages missed it). A mark stores its pass modulo 3 in its first digit.
	 */
	function midPass(withoutHash: string) {
		const saved = savedByVersion(2);
		const { prefix, marks } = saved.data as { prefix: string; marks: Record<string, string> };
		const onFirstPage = new Set(firstPageIds());
		const upgraded: Record<string, string> = {};
		for (const [key, mark] of Object.entries(marks)) {
			const id = `${prefix}${key}`;
			const pass = onFirstPage.has(id) ? '2' : '1';
			// a mark read by id in version 2 had no hash: its digit alone before the names
			const head = id === withoutHash ? pass : `${pass}${mark.split('|')[0].slice(1)}`;
			upgraded[key] = [head, ...mark.split('|').slice(1)].join('|');
		}
		upgraded['99001'] = '1|000000000';
		upgraded['99002'] = '0|000000000';
		return {
			...saved,
			data: { ...saved.data, marks: upgraded, pass: 2, page: 2, passStartedAt: Date.now() },
		};
	}

	test('the pass reads its last page, then by id only the employee neither it nor the last pass met; no event, a mark without a hash included', async () => {
		const readByIdInVersion2 = [...sandbox.running.sandbox.store.employees.keys()][110];
		const poller = employeeTrigger(midPass(readByIdInVersion2));

		const { result, api } = await sandbox.logged(async () => await poller.activate('init'));

		expect(result.items).toEqual([]);
		expect(api.map((entry) => [entry.route, entry.path, entry.query.page])).toEqual([
			['GET /employees', '/api/v1/employees', '2'],
			['GET /employees/:id', '/api/v1/employees/2788560-99002', undefined],
		]);
		expect(triggerState(poller.savedNodeData())).toMatchObject({ pass: 3, page: 1 });
		// the next pass reads every page, then by id the employee met in the pass before it only
		const next = await sandbox.logged(async () => await poller.poll());
		expect(next.result.items).toEqual([]);
		expect(next.api.map((entry) => entry.path)).toEqual([
			'/api/v1/employees',
			'/api/v1/employees',
			'/api/v1/employees/2788560-99001',
		]);
	});
});

describe('an Employee Changed state of version 1', () => {
	test('an unchanged employee whose entry lost its hash is compared by its kept values: no event', async () => {
		const saved = savedByVersion(1);
		const employees = saved.data.employees as Record<string, unknown[]>;
		const [cut, leaver] = firstPageIds();
		employees[cut] = ['', ...employees[cut].slice(1)];
		await terminate(leaver);

		const { items } = await employeeTrigger(saved).activate('init');
		expect(summary(items)).toEqual([[leaver, 'updated']]);
	});
});

describe('an Employee Changed state the trigger cannot upgrade: not read, a new baseline', () => {
	const version2 =
		(change: (data: IDataObject) => IDataObject, version = 2) =>
		() => {
			const saved = savedByVersion(2);
			return { ...saved, version, data: change(saved.data) };
		};
	const without = (key: string) => (data: IDataObject) => ({ ...data, [key]: undefined });
	const version1 = (employees: unknown) => () => ({ ...savedByVersion(1), data: { employees } });

	const unreadable: Array<[string, () => object]> = [
		['version 1, its employees null', version1(null)],
		['version 1, its employees a text', version1('corrupted')],
		['version 2 without its marks', version2(without('marks'))],
		['version 2, its marks null', version2((data) => ({ ...data, marks: null }))],
		['version 2, its marks a text', version2((data) => ({ ...data, marks: 'corrupted' }))],
		['version 2 without its values', version2(without('values'))],
		['version 2 without its ids to verify', version2(without('verify'))],
		['version 2, its pass a text', version2((data) => ({ ...data, pass: '1' }))],
		['a version no release wrote (2.5), in version 2’s format', version2((data) => data, 2.5)],
	];

	test.each(unreadable)(
		'%s: the change made before the activation is the baseline; the next one is emitted',
		async (_, saved) => {
			const [before, after] = firstPageIds();
			await terminate(before);
			const poller = employeeTrigger(saved());

			expect((await poller.activate('init')).items).toEqual([]);
			expect(triggerState(poller.savedNodeData())).toMatchObject({ pass: 1, baselined: true });
			await terminate(after);
			expect(summary((await poller.poll()).items)).toEqual([[after, 'updated']]);
		},
	);
});
