import type { IDataObject } from 'n8n-workflow';

import { createdEmployee, employeeCreateParameters, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 250 });

/** The employee detail shape, snake_case, without legacy aliases. */
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

/** The node's employee shape of a raw detail record: the detail keys, aliases dropped. */
function detailShape(detail: IDataObject): IDataObject {
	return Object.fromEntries(EMPLOYEE_KEYS.map((key) => [key, detail[key] ?? null]));
}

const byId = (id: string) => ({ __rl: true, mode: 'id', value: id });

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
		expect(items[0].json).toEqual(detailShape(detail));
		expect(detail.email).toBe(detail.work_email);
	});

	test('Raw output returns the API body untouched, legacy aliases included', async () => {
		const [id] = await seededIds();
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: byId(id),
			output: 'raw',
		});
		expect(items.map((item) => item.json)).toEqual([await sandbox.apiGet(`/employees/${id}`)]);
	});

	test('the error output gets one error item per failed input item, paired with it', async () => {
		const [id] = await seededIds();
		const { outputs, errorItems } = await sandbox.run(
			{ resource: 'employee', operation: 'get', employeeId: byId('={{ $json.id }}') },
			{
				items: [{ json: { id: '1234567-999999' } }, { json: { id } }, { json: { id: 'x/y' } }],
				onError: 'continueErrorOutput',
			},
		);
		expect(outputs[0].map((item) => [item.json.id, item.pairedItem])).toEqual([[id, { item: 1 }]]);
		expect(errorItems.map((item) => [item.json, item.pairedItem])).toEqual([
			[{ error: 'Employee not found (employee 1234567-999999)' }, { item: 0 }],
			[{ error: 'Employee: "x/y" was refused: Invalid employee ID' }, { item: 2 }],
		]);
		expect((await sandbox.requests('GET /employees/:id')).map((entry) => entry.status)).toEqual([
			404, 200, 422,
		]);
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
		expect(error?.message).toBe('Employee: no employee has the work email "nobody@example.com"');
		// the lookup was sent: the error says so instead of "nothing was sent"
		expect(error?.description).toBe(
			'Fix "Employee"; the node only read (GET /employees); nothing was written.',
		);
		expect(await sandbox.requests('GET /employees/:id')).toEqual([]);
	});

	test('an id is URL-encoded in the path; a malformed one is told with its value and its form', async () => {
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: { __rl: true, mode: 'id', value: 'abc/def' },
		});
		expect(error?.message).toBe('Employee: "abc/def" was refused: Invalid employee ID');
		expect(error?.description).toBe(
			'Fix "Employee" (e.g. 4829173-10001); the API refused the request.',
		);
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
			['Employee not found (employee 1234567-999999)', { item: 1 }],
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
		const requests = await sandbox.requests('GET /employees');
		expect(requests.map((request) => [request.query.page, request.query.limit])).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		expect(items.map((item) => item.json.id)).toEqual((await seededIds()).slice(0, 150));
	});

	test('a list record and the same record read by get are output identically', async () => {
		const { items: listed } = await sandbox.run({
			resource: 'employee',
			operation: 'getAll',
			limit: 40,
		});
		const ids = listed.map((item) => String(item.json.id));
		const { items: read } = await sandbox.run(
			{ resource: 'employee', operation: 'get', employeeId: byId('={{ $json.id }}') },
			{ items: ids.map((id) => ({ json: { id } })) },
		);
		expect(listed.map((item) => item.json)).toEqual(read.map((item) => item.json));
	});

	test('Raw output returns the list items untouched', async () => {
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'getAll',
			limit: 1,
			output: 'raw',
		});
		const page = await sandbox.apiGet('/employees', { page: 1, limit: 1 });
		expect(items.map((item) => item.json)).toEqual(page.users);
		expect(Object.keys(items[0].json)).toEqual(expect.arrayContaining(['FirstName', 'WorkEmail']));
	});
});

describe('employee create and update', () => {
	test('create reads the record back: the output has the same shape as get', async () => {
		const { items, error } = await sandbox.run(employeeCreateParameters());
		expect(error).toBeUndefined();
		expect(Object.keys(items[0].json).sort()).toEqual(EMPLOYEE_KEYS);
		expect(items[0].json).toEqual({
			id: expect.stringMatching(/^\d{7}-\d+$/),
			...createdEmployee,
		});
		const id = String(items[0].json.id);
		expect((await sandbox.requests()).map((request) => [request.route, request.path])).toEqual([
			['POST /auth/login', '/api/v1/auth/login'],
			['POST /employee/add', '/api/v1/employee/add'],
			['GET /employees/:id', `/api/v1/employees/${id}`],
		]);
		const { items: read } = await sandbox.run({
			resource: 'employee',
			operation: 'get',
			employeeId: byId(id),
		});
		expect(read[0].json).toEqual(items[0].json);
	});

	test('create sends employment fields at the top level and outputs them in the block', async () => {
		const { items, error } = await sandbox.run(
			employeeCreateParameters({
				workEmail: 'grace.hopper@example.com',
				firstName: 'Grace',
				lastName: 'Hopper',
				additionalFields: {
					employmentStatus: 'Active',
					employmentType: 'Full-time',
					manager: 'Howard Aiken',
					employmentStartDate: '2026-03-02',
					personalPhone: '512 555-0123',
					personalContactCountry: 'us',
				},
			}),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			first_name: 'Grace',
			location_name: 'Grace Hopper',
			personal_phone: '5125550123',
			personal_phone_country: 'US',
		});
		expect(items[0].json.employment_information).toEqual({
			employment_status: 'Active',
			employment_type: 'Full-time',
			manager: 'Howard Aiken',
			employment_start_date: '2026-03-02',
		});
	});

	test('Continue On Fail: an invalid item fails alone and sends nothing; the valid one is created once', async () => {
		const before = await sandbox.control<{ employees: { count: number } }>('GET', '/snapshot');
		const { items } = await sandbox.run(
			employeeCreateParameters({ workEmail: '={{ $json.email }}' }),
			{
				items: [{ json: { email: 'not-an-email' } }, { json: { email: 'alan.t@example.com' } }],
				continueOnFail: true,
			},
		);
		expect(items.map((item) => [item.json.error ?? item.json.work_email, item.pairedItem])).toEqual(
			[
				['Work Email: "not-an-email" is not a valid email address', { item: 0 }],
				['alan.t@example.com', { item: 1 }],
			],
		);
		expect(await sandbox.requests('POST /employee/add')).toHaveLength(1);
		const after = await sandbox.control<{ employees: { count: number } }>('GET', '/snapshot');
		expect(after.employees.count).toBe(before.employees.count + 1);
	});

	test('a duplicate work email is told by the field label and the value, the API text after it', async () => {
		const [id] = await seededIds();
		const existing = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		const { error } = await sandbox.run(
			employeeCreateParameters({ workEmail: String(existing.work_email) }),
		);
		expect(error?.message).toBe(
			`Work Email: "${String(existing.work_email)}" was refused: Work email already exists`,
		);
		expect(error?.description).toBe(
			'Fix "Work Email" (e.g. name@email.com); the API refused the request, so nothing was written.',
		);
		expect(await sandbox.requests('POST /employee/add')).toHaveLength(1);
	});

	test('update keeps every field it was not given: the API replaces the whole record', async () => {
		const [id] = await seededIds();
		const before = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		await sandbox.control('DELETE', '/requests');
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'update',
			employeeId: { __rl: true, mode: 'id', value: id },
			updateFields: { city: 'Springfield' },
		});
		expect(error).toBeUndefined();
		expect((await sandbox.requests()).map((request) => request.route)).toEqual([
			'POST /auth/login',
			'GET /employees/:id',
			'PUT /employee/update/:id',
			'GET /employees/:id',
		]);
		const after = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		expect(after.city).toBe('Springfield');
		expect(after).toEqual({ ...before, city: 'Springfield' });
		expect(items[0].json).toEqual(detailShape(after));
	});

	test('update by work email changes that employee and no other', async () => {
		const [, , id, otherId] = await seededIds();
		const target = (await sandbox.apiGet(`/employees/${id}`)).employee as IDataObject;
		const other = await sandbox.apiGet(`/employees/${otherId}`);
		const { items, error } = await sandbox.run({
			resource: 'employee',
			operation: 'update',
			employeeId: { __rl: true, mode: 'email', value: String(target.work_email) },
			updateFields: { manager: 'Ada Lovelace', zip: '73301' },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id, zip: '73301' });
		expect((items[0].json.employment_information as IDataObject).manager).toBe('Ada Lovelace');
		expect(await sandbox.apiGet(`/employees/${otherId}`)).toEqual(other);
		expect((await sandbox.requests('PUT /employee/update/:id')).map((entry) => entry.path)).toEqual(
			[`/api/v1/employee/update/${id}`],
		);
	});

	test('update with Output → Raw returns the API answer of the update untouched', async () => {
		const [id] = await seededIds();
		const { items } = await sandbox.run({
			resource: 'employee',
			operation: 'update',
			employeeId: byId(id),
			updateFields: { city: 'Dallas' },
			output: 'raw',
		});
		expect(Object.keys(items[0].json).sort()).toEqual(['address', 'message', 'success']);
		expect(items[0].json.address).toMatchObject({ id, city: 'Dallas' });
		expect(Object.keys(items[0].json.address as IDataObject)).toEqual(
			expect.arrayContaining(['firstname', 'email', 'contact_info', 'contact_country']),
		);
		expect((await sandbox.requests()).map((request) => request.route)).toEqual([
			'POST /auth/login',
			'GET /employees/:id',
			'PUT /employee/update/:id',
		]);
	});

	test.each([
		[
			'updateFields.workPhone',
			{ workPhone: 'call me' },
			'Work Phone: "call me" must contain digits only, without the country code',
		],
		[
			'updateFields.country',
			{ country: 'USA' },
			'Country: "USA" is not an ISO 3166-1 alpha-2 country code (e.g. US, GB)',
		],
		[
			'updateFields.terminationDate',
			{ terminationDate: '20/11/2026' },
			'Termination Date: "20/11/2026" is not a date in the form YYYY-MM-DD',
		],
	])(
		'update with an invalid %s fails before anything is sent',
		async (_field, updateFields, message) => {
			const [id] = await seededIds();
			const { error } = await sandbox.run({
				resource: 'employee',
				operation: 'update',
				employeeId: byId(id),
				updateFields,
			});
			expect(error?.message).toBe(message);
			expect(await sandbox.requests()).toEqual([]);
		},
	);

	test.each(['.', '..'])(
		'an ID of "%s" fails before anything is sent (a URL would resolve it to another route)',
		async (id) => {
			for (const operation of ['get', 'update']) {
				const { error } = await sandbox.run({
					resource: 'employee',
					operation,
					employeeId: byId(id),
					updateFields: { city: 'Austin' },
				});
				expect(error?.message).toBe(`Employee: "${id}" is not an ID`);
			}
			expect(await sandbox.requests()).toEqual([]);
		},
	);

	test('get and update without an employee fail before anything is sent', async () => {
		for (const operation of ['get', 'update']) {
			const { error } = await sandbox.run({
				resource: 'employee',
				operation,
				employeeId: { __rl: true, mode: 'id', value: '  ' },
			});
			expect(error?.message).toBe('Employee: choose an employee, or enter an ID or work email');
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	test('getAll with an invalid work email filter fails before anything is sent', async () => {
		const { error } = await sandbox.run({
			resource: 'employee',
			operation: 'getAll',
			returnAll: true,
			filters: { email: 'nobody' },
		});
		expect(error?.message).toBe('Work Email: "nobody" is not a valid email address');
		expect(await sandbox.requests()).toEqual([]);
	});

	test.each([
		['firstName', { firstName: 'R2 D2' }, 'First Name may contain letters and spaces only'],
		[
			'workEmail',
			{ workEmail: 'not-an-email' },
			'Work Email: "not-an-email" is not a valid email address',
		],
		[
			'locationType',
			{ locationType: 'Moon Base' },
			'Location Type: "Moon Base" is not one of: Warehouse, Corporate Office, Retail Store, Remote Employee',
		],
		[
			'additionalFields.employmentStartDate',
			{ additionalFields: { employmentStartDate: '2026-02-30' } },
			'Employment Start Date: "2026-02-30" is not a date in the form YYYY-MM-DD',
		],
		['lastName', { lastName: 'O-Brien' }, 'Last Name may contain letters and spaces only'],
		[
			'workPhone',
			{ workPhone: '+1 512 555 0199' },
			'Work Phone: "+1 512 555 0199" must contain digits only, without the country code',
		],
		[
			'workPhoneCountry',
			{ workPhoneCountry: 'United States' },
			'Work Phone Country: "United States" is not an ISO 3166-1 alpha-2 country code (e.g. US, GB)',
		],
		['city', { city: '   ' }, 'City is required'],
		[
			'additionalFields.personalEmail',
			{ additionalFields: { personalEmail: 'ada@' } },
			'Personal Email: "ada@" is not a valid email address',
		],
		['state', { state: '' }, 'State is required for every country except GB (country is US)'],
	])('an invalid %s fails before anything is sent', async (_field, change, message) => {
		const { error } = await sandbox.run(
			employeeCreateParameters({ workEmail: 'another@example.com', ...change }),
		);
		expect(error?.message).toBe(message);
		expect(await sandbox.requests()).toEqual([]);
	});

	test('several required fields left empty by the input fail once, every one named, nothing sent', async () => {
		// n8n checks a required parameter left empty before the run; an expression's value is ours
		const empty = '={{ "" }}';
		const { error } = await sandbox.run(
			employeeCreateParameters({
				workEmail: 'another@example.com',
				firstName: empty,
				workPhone: ' ',
				zip: empty,
				state: '',
			}),
		);
		expect(error?.message).toBe(
			'First Name, Work Phone, Zip and State (for every country except GB (country is US)) are required',
		);
		expect(error?.description).toBe(
			'Fix "First Name", "Work Phone", "Zip", "State"; nothing was sent to the API.',
		);
		expect(await sandbox.requests()).toEqual([]);
	});
});
