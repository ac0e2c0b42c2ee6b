/**
 * Fetch Test Event of Employee Changed: the test event has the fields of the event a live poll
 * emits with the same filter, in the same order, whether it shows a real employee or, on an
 * account where none matches, the marked example.
 */
import type { IDataObject } from 'n8n-workflow';

import { useTriggerSandbox } from './support';

const ACCOUNT = { seed: 3, employees: 1 };
const sandbox = useTriggerSandbox(ACCOUNT);
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', ACCOUNT));

const employeeIds = () => [...sandbox.running.sandbox.store.employees.keys()];
const removeEveryEmployee = async () => {
	for (const id of employeeIds()) await control('DELETE', `/employees/${encodeURIComponent(id)}`);
};

const fetchTestEvent = async (onlyTerminations: boolean) =>
	await sandbox.trigger({ event: 'employeeChanged', onlyTerminations }).poll({ mode: 'manual' });

/** The one event a live poll emits for a change made after the baseline. */
async function liveEvent(onlyTerminations: boolean, change: () => Promise<void>) {
	const poller = sandbox.trigger({ event: 'employeeChanged', onlyTerminations });
	expect((await poller.activate()).items).toEqual([]);
	await change();
	const { items } = await poller.poll();
	expect(items).toHaveLength(1);
	return items[0];
}

/** A test event's keys: its marking and note, then those of the live event. */
const keysOfTestEvent = (marking: string, live: IDataObject) => [
	marking,
	'note',
	...Object.keys(live),
];

const EMPTY_EMPLOYEE_FIELDS = {
	personal_email: null,
	work_phone: null,
	work_phone_country: null,
	personal_phone: null,
	personal_phone_country: null,
	address_1: null,
	address_2: null,
	city: null,
	state: null,
	zip: null,
	country: null,
	location_type: null,
	location_name: null,
	department: null,
	employee_id: null,
	configure_cost_center_id: null,
};

test('without Only Terminations: the first employee listed, asked for alone, with the fields of a live creation', async () => {
	const created = await liveEvent(false, async () => {
		await sandbox.createEmployee();
	});

	const { result, api } = await sandbox.logged(async () => await fetchTestEvent(false));

	expect(api.map((request) => [request.route, request.query])).toEqual([
		['GET /employees', { page: '1', limit: '1' }],
	]);
	const [shown] = result.items;
	expect(Object.keys(shown)).toEqual(keysOfTestEvent('illustrative', created));
	expect(shown).toMatchObject({
		illustrative: true,
		id: employeeIds()[0],
		change: 'created',
		previous: null,
		changed_fields: [],
	});
});

test('without Only Terminations on an account without employees: the example creation, with the fields of a live one', async () => {
	await removeEveryEmployee();
	const created = await liveEvent(false, async () => {
		await sandbox.createEmployee();
	});
	await removeEveryEmployee();

	const { items } = await fetchTestEvent(false);

	expect(Object.keys(items[0])).toEqual(keysOfTestEvent('example', created));
	expect(items).toEqual([
		{
			example: true,
			note: 'Example event: no employee was found within the request budget. Its ids belong to no record; live events carry real employees.',
			id: 'example-employee',
			first_name: 'Example',
			last_name: 'Joiner',
			work_email: 'example.joiner@example.invalid',
			...EMPTY_EMPLOYEE_FIELDS,
			employment_information: { employment_status: 'Active', termination_date: null },
			change: 'created',
			previous: null,
			changed_fields: [],
		},
	]);
});

test('with Only Terminations and no terminated employee: the example termination, with the fields of a live one without a date', async () => {
	const [id] = employeeIds();
	await control('PATCH', `/employees/${encodeURIComponent(id)}`, { employment_status: 'Active' });
	const terminated = await liveEvent(true, async () => {
		await control('PATCH', `/employees/${encodeURIComponent(id)}`, {
			employment_status: 'Terminated',
		});
	});
	await control('PATCH', `/employees/${encodeURIComponent(id)}`, { employment_status: 'Active' });

	const { items } = await fetchTestEvent(true);

	expect(Object.keys(items[0])).toEqual(keysOfTestEvent('example', terminated));
	// a live event's previous holds the values before of the changed fields it names
	expect(terminated).toMatchObject({
		previous: { employment_status: 'Active' },
		changed_fields: ['employment_status'],
	});
	expect(items).toEqual([
		{
			example: true,
			note: 'Example event: no terminated employee was found within the request budget. Its ids belong to no record; live events carry real employees.',
			id: 'example-employee',
			first_name: 'Example',
			last_name: 'Leaver',
			work_email: 'example.leaver@example.invalid',
			...EMPTY_EMPLOYEE_FIELDS,
			employment_information: { employment_status: 'Terminated', termination_date: null },
			change: 'updated',
			previous: { employment_status: 'Active' },
			changed_fields: ['employment_status'],
		},
	]);
});
