import type { IDataObject } from 'n8n-workflow';

import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 250 });

/** The detail shape of spec §2.1, snake_case, without legacy aliases. */
const EMPLOYEE_KEYS = [
	'address_1',
	'address_2',
	'city',
	'configure_cost_center_id',
	'country',
	'department',
	'employee_id',
	'employment_information',
	'first_name',
	'id',
	'last_name',
	'location_name',
	'location_type',
	'personal_email',
	'personal_phone',
	'personal_phone_country',
	'state',
	'work_email',
	'work_phone',
	'work_phone_country',
	'zip',
];

const newHire = {
	firstName: 'Ada',
	lastName: 'Lovelace',
	workEmail: 'ada.lovelace@example.com',
	workPhone: '512-555 0199',
	workPhoneCountry: 'US',
	address1: '1 Analytical Way',
	city: 'Austin',
	zip: '78701',
	country: 'US',
	locationType: 'Remote Employee',
};

async function seededIds(): Promise<string[]> {
	return (await sandbox.control<{ employees: { ids: string[] } }>('GET', '/snapshot')).employees
		.ids;
}

describe('employee get', () => {
	test('outputs the detail shape without legacy aliases, values as the API holds them', async () => {
		const [id] = await seededIds();
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: id },
		});
		expect(error).toBeUndefined();
		expect(Object.keys(items[0].json).sort()).toEqual(EMPLOYEE_KEYS);
		const detail = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		expect(items[0].json).toMatchObject({
			id,
			first_name: detail.first_name,
			last_name: detail.last_name,
			work_email: detail.work_email,
			city: detail.city,
			department: detail.department,
		});
	});

	test('by work email finds exactly that employee, ignoring case', async () => {
		const [, id] = await seededIds();
		const detail = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'email', value: String(detail.work_email).toUpperCase() },
		});
		expect(items.map((item) => item.json.id)).toEqual([id]);
	});

	test('by an unknown work email fails naming the field and reads no record', async () => {
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'email', value: 'nobody@example.com' },
		});
		expect(error?.message).toBe('employeeId: no employee has the work email "nobody@example.com"');
		expect(await sandbox.requests('GET /employees/:id')).toEqual([]);
	});

	test('an id is URL-encoded in the path and the API text is the error', async () => {
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: 'abc/def' },
		});
		expect(error?.message).toBe('Invalid employee ID');
		const [request] = await sandbox.requests('GET /employees/:id');
		expect(request.path).toMatch(/\/employees\/abc%2Fdef$/);
	});

	test('Continue On Fail gives one error item per failed input item, paired with it', async () => {
		const [id] = await seededIds();
		const { items } = await sandbox.run(
			{
				resource: 'employee',
				operation: 'get',
				employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ items: [{ json: { id } }, { json: { id: '1234567-999999' } }], continueOnFail: true },
		);
		expect(items.map((item) => [item.json.id ?? item.json.error, item.pairedItem])).toEqual([
			[id, { item: 0 }],
			['Employee not found', { item: 1 }],
		]);
	});
});

describe('employee getAll', () => {
	test('Return All makes ceil(N/100) requests with the largest page and returns every id', async () => {
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'getAll',
			returnAll: true,
		});
		expect(items.map((item) => item.json.id)).toEqual(await seededIds());
		const requests = await sandbox.requests('GET /employees');
		expect(requests.map((request) => [request.query.page, request.query.limit])).toEqual([
			['1', '100'],
			['2', '100'],
			['3', '100'],
		]);
		expect(Object.keys(items[0].json).sort()).toEqual(EMPLOYEE_KEYS);
	});

	test('Limit 150 makes exactly two requests and returns 150', async () => {
		const { items } = await sandbox.run({ resource: 'employee', operation: 'getAll', limit: 150 });
		expect(items).toHaveLength(150);
		expect(await sandbox.requests('GET /employees')).toHaveLength(2);
	});

	test('Raw Output returns the list items untouched', async () => {
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'getAll',
			limit: 1,
			options: { rawOutput: true },
		});
		expect(Object.keys(items[0].json)).toEqual(expect.arrayContaining(['FirstName', 'WorkEmail']));
	});
});

describe('employee create and update', () => {
	test('create reads the record back: the output has the same shape as get', async () => {
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'create',
			...newHire,
			additionalFields: { state: 'TX' },
		});
		expect(error).toBeUndefined();
		expect(Object.keys(items[0].json).sort()).toEqual(EMPLOYEE_KEYS);
		expect(items[0].json).toMatchObject({
			first_name: 'Ada',
			work_email: 'ada.lovelace@example.com',
			work_phone: '5125550199',
			location_type: 'Remote Employee',
			location_name: 'Ada Lovelace',
			state: 'TX',
		});
		expect((await sandbox.requests()).map((request) => request.route)).toEqual([
			'POST /auth/login',
			'POST /employee/add',
			'GET /employees/:id',
		]);
	});

	test('update keeps every field it was not given: the API replaces the whole record', async () => {
		const [id] = await seededIds();
		const before = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'update',
			employeeId: { __rl: true, mode: 'id', value: id },
			updateFields: { city: 'Springfield' },
		});
		expect(error).toBeUndefined();
		const after = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		expect(after.city).toBe('Springfield');
		const { city: _before, ...unchangedBefore } = before;
		const { city: _after, ...unchangedAfter } = after;
		expect(unchangedAfter).toEqual(unchangedBefore);
		expect(items[0].json.city).toBe('Springfield');
		expect(Object.keys(items[0].json).sort()).toEqual(EMPLOYEE_KEYS);
	});

	test.each([
		['firstName', { firstName: 'R2 D2' }, 'firstName: may contain letters and spaces only'],
		[
			'workEmail',
			{ workEmail: 'not-an-email' },
			'workEmail: "not-an-email" is not a valid email address',
		],
		[
			'locationType',
			{ locationType: 'Moon Base' },
			'locationType: "Moon Base" is not one of: Warehouse, Corporate Office, Retail Store, Remote Employee',
		],
		[
			'additionalFields.employmentStartDate',
			{ additionalFields: { state: 'TX', employmentStartDate: '2026-02-30' } },
			'employmentStartDate: "2026-02-30" is not a date in the form YYYY-MM-DD',
		],
		[
			'state',
			{ additionalFields: {} },
			'state: is required for every country except GB (country is US)',
		],
	])('an invalid %s fails before anything is sent', async (_field, change, message) => {
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'create',
			...newHire,
			workEmail: 'another@example.com',
			additionalFields: { state: 'TX' },
			...change,
		});
		expect(error?.message).toBe(message);
		expect(await sandbox.requests()).toEqual([]);
	});
});
