/**
 * Employee Create or Update through n8n-core against the sandbox: which path each item takes, what
 * it outputs, and what it costs in requests (the sandbox's request log); then the check of an
 * update's merged body, with stored values the API's own rules refuse.
 */
import type { IDataObject, INodeParameters, INodeProperties } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { createdEmployee, useSandbox } from './support';
import { adaFields } from '../employeeFixture';

const sandbox = useSandbox({ seed: 11, employees: 40 });

/** Create or Update of Ada Lovelace with every field Create requires; `overrides` as in support.ts. */
function upsertParameters(overrides: INodeParameters = {}): INodeParameters {
	return {
		resource: 'employee',
		operation: 'upsert',
		workEmail: 'ada.lovelace@example.com',
		additionalFields: adaFields,
		...overrides,
	};
}

/** The routes the node sent, logins apart, in order. */
async function routesSent(): Promise<Array<string | null>> {
	return (await sandbox.requests())
		.filter((request) => request.route !== 'POST /auth/login')
		.map((request) => request.route);
}

const employeeCount = async () =>
	(await sandbox.control<{ employees: { count: number } }>('GET', '/snapshot')).employees.count;

/** A seeded employee (valid as stored), its detail as the API returns it. */
async function storedEmployee(index: number): Promise<IDataObject> {
	const [id] = [...sandbox.store.employees.keys()].slice(index, index + 1);
	return (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
}

describe('employee Create or Update', () => {
	test('without an employee of that work email it creates one: 3 requests, upsert_result "created"', async () => {
		const before = await employeeCount();
		const { items, error } = await sandbox.run(upsertParameters());
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			upsert_result: 'created',
			id: expect.stringMatching(/^\d{7}-\d+$/),
			...createdEmployee,
		});
		expect(await routesSent()).toEqual([
			'GET /employees',
			'POST /employee/add',
			'GET /employees/:id',
		]);
		const [lookup] = await sandbox.requests('GET /employees');
		expect(lookup.query).toMatchObject({ email: 'ada.lovelace@example.com' });
		expect(await employeeCount()).toBe(before + 1);
	});

	test('with one employee of that work email (any case) it updates only the fields given: 3 requests', async () => {
		const before = await storedEmployee(1);
		await sandbox.control('DELETE', '/requests');
		const count = await employeeCount();
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'upsert',
			workEmail: String(before.work_email).toUpperCase(),
			additionalFields: { city: 'Springfield', manager: 'Grace Hopper' },
		});
		expect(error).toBeUndefined();
		expect(await routesSent()).toEqual([
			'GET /employees',
			'PUT /employee/update/:id',
			'GET /employees/:id',
		]);
		const after = (await sandbox.apiGet(`/employees/${String(before.id)}`)).employee as IDataObject;
		expect(after).toEqual({
			...before,
			city: 'Springfield',
			employment_information: {
				...(before.employment_information as IDataObject | null),
				manager: 'Grace Hopper',
			},
		});
		expect(items[0].json).toMatchObject({
			upsert_result: 'updated',
			id: before.id,
			city: 'Springfield',
		});
		expect(await employeeCount()).toBe(count);
	});

	test('fields equal to the stored ones write nothing: 1 request, upsert_result "unchanged"', async () => {
		const stored = await storedEmployee(2);
		await sandbox.control('DELETE', '/requests');
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'upsert',
			workEmail: String(stored.work_email),
			additionalFields: { city: String(stored.city), zip: String(stored.zip) },
		});
		expect(error).toBeUndefined();
		expect(await routesSent()).toEqual(['GET /employees']);
		const { items: read } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: String(stored.id) },
		});
		expect(items[0].json).toEqual({ upsert_result: 'unchanged', ...read[0].json });
	});

	test('an email shared by two employees fails the item naming the count; only the lookup was sent', async () => {
		const stored = await storedEmployee(3);
		const page = await sandbox.apiGet('/employees', { email: String(stored.work_email) });
		const [user] = page.users as IDataObject[];
		// The list filter answers two employees with this work email (in another case), and one whose
		// email only begins with it: the match is exact, so the third is no candidate.
		const users = [
			user,
			{ ...user, id: '1234567-99001', WorkEmail: String(stored.work_email).toUpperCase() },
			{ ...user, id: '1234567-99002', WorkEmail: `${String(stored.work_email)}.au` },
		];
		await sandbox.control('POST', '/faults', {
			route: 'GET /employees',
			status: 200,
			body: { ...page, totalUsers: 3, users },
		});
		await sandbox.control('DELETE', '/requests');
		const count = await employeeCount();
		const { error } = await sandbox.run(
			upsertParameters({
				workEmail: String(stored.work_email),
				additionalFields: { city: 'Dallas' },
			}),
		);
		expect(error?.message).toBe(
			`Work Email: 2 employees have the work email "${String(stored.work_email)}" (${String(stored.id)}, 1234567-99001), so the node cannot tell which one to update and changed none. Update the right one with Update, by ID`,
		);
		expect(error?.description).toBe(
			'Fix "Work Email"; the node only read (GET /employees); nothing was written.',
		);
		expect(await routesSent()).toEqual(['GET /employees']);
		expect(await employeeCount()).toBe(count);
		expect(await storedEmployee(3)).toEqual(stored);
	});

	test('a match whose update the API refuses fails with the API text; nothing is created instead: 2 requests', async () => {
		const stored = await storedEmployee(4);
		await sandbox.control('DELETE', '/requests');
		const count = await employeeCount();
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'upsert',
			workEmail: String(stored.work_email),
			additionalFields: { department: 'No Such Department' },
		});
		expect(error?.message).toBe('Department "No Such Department" not found');
		expect(error?.description).toBe(
			`Employee ${String(stored.id)} has this work email; the API refused its update, so nothing was changed and no employee was created.\nFix "Department"; the API refused the request, so nothing was written.`,
		);
		expect(await routesSent()).toEqual(['GET /employees', 'PUT /employee/update/:id']);
		expect(await employeeCount()).toBe(count);
		expect(await storedEmployee(4)).toEqual(stored);
	});

	test('a create missing the fields Create requires fails once, naming every one, after the lookup only', async () => {
		const { error } = await sandbox.run(
			upsertParameters({
				workEmail: 'new.person@example.com',
				additionalFields: { city: 'Austin' },
			}),
		);
		expect(error?.message).toBe(
			'First Name, Last Name, Work Phone, Work Phone Country, Address Line 1, Zip, Country and State (for every country except GB) are required to create an employee: none has the work email "new.person@example.com"',
		);
		expect(error?.description).toBe(
			'Fix "First Name", "Last Name", "Work Phone", "Work Phone Country", "Address Line 1", "Zip", "Country", "State"; the node only read (GET /employees); nothing was written.',
		);
		expect(await routesSent()).toEqual(['GET /employees']);
	});

	test('a create missing one field names it alone', async () => {
		const { firstName: _, ...allButFirstName } = adaFields;
		const { error } = await sandbox.run(
			upsertParameters({
				workEmail: 'new.person@example.com',
				additionalFields: allButFirstName,
			}),
		);
		expect(error?.message).toBe(
			'First Name is required to create an employee: none has the work email "new.person@example.com"',
		);
	});

	test('the fields a create needs are told before the first run: a notice, and a hint on each', () => {
		const upsert = new AssetLifecycle().description.properties.filter((property) =>
			property.displayOptions?.show?.operation?.includes('upsert'),
		);
		expect(upsert.find((property) => property.type === 'notice')?.displayName).toBe(
			'To create an employee, add in Additional Fields: First Name, Last Name, Work Phone, Work Phone Country, Address Line 1, City, Zip, Country, State (every country except GB). Location Type is Remote Employee unless set. To update one, add only the fields to change.',
		);
		const fields = upsert.find((property) => property.name === 'additionalFields')!
			.options as INodeProperties[];
		const marked = fields
			.filter((field) => field.hint?.startsWith('Needed to create an employee'))
			.map((field) => field.name)
			.sort();
		expect(marked).toEqual(
			[
				'addressLine1',
				'city',
				'country',
				'firstName',
				'lastName',
				'state',
				'workPhone',
				'workPhoneCountry',
				'zip',
			].sort(),
		);
	});

	test('invalid input fails before anything is sent', async () => {
		for (const [overrides, message] of [
			[{ workEmail: '  ' }, 'Work Email is required'],
			[{ workEmail: 'not-an-email' }, 'Work Email: "not-an-email" is not a valid email address'],
			[
				{ additionalFields: { lastName: "O'Brien" } },
				'Last Name may contain letters and spaces only',
			],
		] as const) {
			const { error } = await sandbox.run(upsertParameters(overrides));
			expect(error?.message).toBe(message);
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	test('run again after failing half way (n8n Retry), every employee exists exactly once', async () => {
		const emails = ['r1', 'r2', 'r3', 'r4', 'r5'].map((name) => `${name}.retry@example.com`);
		const department = String((await storedEmployee(5)).department ?? '');
		const items = emails.map((workEmail, index) => ({
			json: { workEmail, department: index === 2 ? 'Opened Later' : department },
		}));
		const parameters = upsertParameters({
			workEmail: '={{ $json.workEmail }}',
			additionalFields: {
				...(upsertParameters().additionalFields as IDataObject),
				department: '={{ $json.department }}',
			},
		});
		const first = await sandbox.run(parameters, { items });
		expect(first.error?.message).toBe('Department "Opened Later" not found');
		await sandbox.control('POST', '/departments', { name: 'Opened Later' });
		await sandbox.control('DELETE', '/requests');

		const retry = await sandbox.run(parameters, { items });
		expect(retry.error).toBeUndefined();
		expect(retry.items.map((item) => item.json.upsert_result)).toEqual([
			'unchanged',
			'unchanged',
			'created',
			'created',
			'created',
		]);
		expect(await sandbox.requests('POST /employee/add')).toHaveLength(3);
		const holders = emails.map(
			(workEmail) =>
				[...sandbox.store.employees.values()].filter((employee) => employee.workEmail === workEmail)
					.length,
		);
		expect(holders).toEqual([1, 1, 1, 1, 1]);
	});

	test('Raw output returns the API answer of the write untouched, and reads nothing back', async () => {
		const { items } = await sandbox.run(
			upsertParameters({ workEmail: 'raw.output@example.com', output: 'raw' }),
		);
		expect(items[0].json).toMatchObject({
			success: true,
			message: 'Employee created successfully',
		});
		expect(await routesSent()).toEqual(['GET /employees', 'POST /employee/add']);
	});
});

/** Stores `change` on the seed's employee `index`, then runs Update of its city alone. */
async function updateCityAfterStoring(index: number, change: IDataObject) {
	const stored = await storedEmployee(index);
	await sandbox.control('PATCH', `/employees/${String(stored.id)}`, change);
	await sandbox.control('DELETE', '/requests');
	const { error } = await sandbox.run({
		resource: 'employee',
		operation: 'update',
		employeeId: { __rl: true, mode: 'id', value: String(stored.id) },
		updateFields: { city: 'Springfield' },
	});
	return { stored, error };
}

describe('stored values the API refuses, checked before an update sends the whole record', () => {
	test.each([
		['first_name', 'Jean-Luc', 'First Name', 'Jean Luc'],
		['last_name', "O'Brien", 'Last Name', 'O Brien'],
	])(
		'Update of the city with a stored %s "%s" fails naming it; nothing is written',
		async (storedField, storedValue, label, suggestion) => {
			const { stored, error } = await updateCityAfterStoring(6, { [storedField]: storedValue });
			expect(error?.message).toBe(
				`${label}: the stored value "${storedValue}" breaks the API's rule (may contain letters and spaces only), and an update sends every stored field back, so the API would refuse it. Set ${label} in Update Fields to a value it accepts, e.g. "${suggestion}"`,
			);
			expect(error?.description).toBe(
				`Fix "${label}"; the node only read (GET /employees/${String(stored.id)}); nothing was written.`,
			);
			expect(await routesSent()).toEqual(['GET /employees/:id']);
			expect(((await storedEmployee(6)) as IDataObject).city).toBe(stored.city);
			await sandbox.control('PATCH', `/employees/${String(stored.id)}`, {
				[storedField]: stored[storedField],
			});
		},
	);

	test('the sandbox, like the API, refuses such a record with its bare validation text', async () => {
		const stored = await storedEmployee(7);
		await sandbox.control('PATCH', `/employees/${String(stored.id)}`, { first_name: 'Jean-Luc' });
		const token = await sandbox.apiToken();
		const body = {
			firstname: 'Jean-Luc',
			lastname: stored.last_name,
			work_email: stored.work_email,
			work_phone: stored.work_phone,
			work_phone_country: stored.work_phone_country,
			address_1: stored.address_1,
			city: 'Springfield',
			state: stored.state,
			zip: stored.zip,
			country: stored.country,
			location_type: stored.location_type,
		};
		const response = await fetch(
			`${sandbox.sandbox.baseUrl}/api/v1/employee/update/${String(stored.id)}`,
			{
				method: 'PUT',
				headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			},
		);
		expect(response.status).toBe(422);
		expect(JSON.stringify(await response.json())).toContain(
			'firstname must contain only letters and spaces',
		);
	});

	test('Create or Update: a stored "Jean-Luc" fails the same way after the lookup; setting the name fixes it', async () => {
		const stored = await storedEmployee(7);
		await sandbox.control('DELETE', '/requests');
		const parameters = {
			resource: 'employee',
			operation: 'upsert',
			workEmail: String(stored.work_email),
			additionalFields: { city: 'Springfield' },
		};
		const { error } = await sandbox.run(parameters);
		expect(error?.message).toBe(
			`First Name: the stored value "Jean-Luc" breaks the API's rule (may contain letters and spaces only), and an update sends every stored field back, so the API would refuse it. Set First Name in Additional Fields to a value it accepts, e.g. "Jean Luc"`,
		);
		expect(await routesSent()).toEqual(['GET /employees']);

		const fixed = await sandbox.run({
			...parameters,
			additionalFields: { city: 'Springfield', firstName: 'Jean Luc' },
		});
		expect(fixed.error).toBeUndefined();
		expect(fixed.items[0].json).toMatchObject({
			upsert_result: 'updated',
			first_name: 'Jean Luc',
			city: 'Springfield',
		});
	});

	test('a required field empty in the stored record fails naming it; nothing is sent', async () => {
		const { error } = await updateCityAfterStoring(8, { zip: '' });
		expect(error?.message).toBe(
			'Zip is empty in the stored record, and the API requires it in the whole record every update sends. Set Zip in Update Fields to a value',
		);
		expect(await routesSent()).toEqual(['GET /employees/:id']);
	});
});
