/** Employee create, list, detail and update; the three employee shapes (list, detail, written) and their assets. */
import { items, responses } from '../../sandbox/schemas';
import { ASSIGNED_ASSET_FIELDS, EMPLOYMENT_INFORMATION_FIELDS } from '../employeeFixture';
import {
	ADDRESS_KEYS,
	expectKeys,
	expectKeysWithin,
	expectSchema,
	Json,
	newEmployeeBody,
	SEEDED_EMPLOYEES,
	useSandbox,
	validationFields,
} from './helpers';

const sandbox = useSandbox();

const LIST_KEYS = [
	'id',
	'FirstName',
	'LastName',
	'WorkEmail',
	'PersonalEmail',
	'WorkPhone',
	'WorkPhoneCountry',
	'PersonalPhone',
	'PersonalPhoneCountry',
	'Address_1',
	'Address_2',
	'City',
	'State',
	'Zip',
	'Country',
	'LocationType',
	'LocationName',
	'Department',
	'EmployeeId',
	'ConfigureCostCenterId',
	'Source',
	'EmploymentInformation',
];
const LIST_LEGACY_KEYS = ['Email', 'ContactInfo', 'PhoneCountryCode', 'CostCenter'];

/** Where an employee works, in the detail and in what create and update answer. */
const PLACEMENT_KEYS = [
	'location_type',
	'location_name',
	'department',
	'employee_id',
	'configure_cost_center_id',
	'employment_information',
];

const DETAIL_KEYS = [
	'id',
	'first_name',
	'last_name',
	'work_email',
	'personal_email',
	'work_phone',
	'work_phone_country',
	'personal_phone',
	'personal_phone_country',
	...ADDRESS_KEYS,
	...PLACEMENT_KEYS,
];
const DETAIL_LEGACY_KEYS = ['email', 'contact_info', 'phone_country_code'];

const WRITTEN_KEYS = [
	'id',
	'firstname',
	'lastname',
	'work_email',
	'work_phone',
	'contact_info',
	'work_phone_country',
	'contact_country',
	...ADDRESS_KEYS,
	...PLACEMENT_KEYS,
];

const LIST_ASSET_KEYS = [
	'assetId',
	'serialNumber',
	'modelName',
	'modelNumber',
	'productType',
	'purchaseDate',
	'imei',
	'imei2',
	'sku',
	'assetStatus',
];

async function create(body: Record<string, unknown>) {
	return sandbox.api('POST', '/api/v1/employee/add', { token: sandbox.token, body });
}

async function listAll(query: Record<string, string | number> = {}): Promise<Json[]> {
	const result = await sandbox.get('/api/v1/employees', { limit: 100, ...query });
	return result.body.users;
}

function expectEmploymentBlock(block: Json, allowed: string[]): void {
	if (block === null) return;
	expectKeysWithin(block, [], allowed);
	expect(Object.keys(block).length).toBeGreaterThan(0);
	for (const value of Object.values(block)) {
		expect(typeof value).toBe('string');
		expect(value).not.toBe('');
	}
	if (block.employment_status !== 'Terminated') expect(block.termination_date).toBeUndefined();
}

describe('list employees (GET /employees)', () => {
	test('answers 10 employees by default in the users envelope', async () => {
		const result = await sandbox.get('/api/v1/employees');
		expect(result.status).toBe(200);
		expectKeys(result.body, [
			'success',
			'totalUsers',
			'totalPages',
			'currentPage',
			'per_page',
			'users',
		]);
		expect(result.body).toMatchObject({
			success: true,
			totalUsers: SEEDED_EMPLOYEES,
			totalPages: 3,
			currentPage: 1,
			per_page: 10,
		});
		expect(result.body.users).toHaveLength(10);
		expectSchema(responses.employeeList, result.body);
	});

	test('page 2 of limit 7 is the next 7 employees, none from page 1', async () => {
		const first = await sandbox.get('/api/v1/employees', { page: 1, limit: 7 });
		const second = await sandbox.get('/api/v1/employees', { page: 2, limit: 7 });
		expect(second.body).toMatchObject({ currentPage: 2, per_page: 7, totalPages: 5 });
		expect(second.body.users).toHaveLength(7);
		const firstIds = first.body.users.map((user: Json) => user.id);
		for (const user of second.body.users) expect(firstIds).not.toContain(user.id);
	});

	test('the last page holds the remainder', async () => {
		const result = await sandbox.get('/api/v1/employees', { page: 5, limit: 7 });
		expect(result.body.currentPage).toBe(5);
		expect(result.body.users).toHaveLength(SEEDED_EMPLOYEES - 4 * 7);
	});

	test('a limit above 100 is answered with 100 per page, and per_page says so', async () => {
		const result = await sandbox.get('/api/v1/employees', { limit: 500 });
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ per_page: 100, totalPages: 1, currentPage: 1 });
		expect(result.body.users).toHaveLength(SEEDED_EMPLOYEES);
	});

	test('every list item has the employee list keys and no AssignedAssets without include_assets', async () => {
		const users = await listAll();
		for (const user of users) {
			expectKeysWithin(user, LIST_KEYS, LIST_LEGACY_KEYS);
			expect(['unduit', 'google']).toContain(user.Source);
			expect(
				user.ConfigureCostCenterId === null || typeof user.ConfigureCostCenterId === 'number',
			).toBe(true);
			if ('Email' in user) expect(user.Email).toBe(user.WorkEmail);
			if ('ContactInfo' in user) expect(user.ContactInfo).toBe(user.WorkPhone);
			if ('PhoneCountryCode' in user) expect(user.PhoneCountryCode).toBe(user.WorkPhoneCountry);
			expectEmploymentBlock(user.EmploymentInformation, EMPLOYMENT_INFORMATION_FIELDS);
			expectSchema(items.employeeListItem, user);
		}
	});

	test.each(['true', '1'])(
		'include_assets=%s adds AssignedAssets with the asset list keys',
		async (flag) => {
			const users = await listAll({ include_assets: flag });
			for (const user of users) {
				expect(Array.isArray(user.AssignedAssets)).toBe(true);
				for (const asset of user.AssignedAssets) {
					expectKeys(asset, LIST_ASSET_KEYS);
					expect(asset.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
				}
			}
			expect(users.some((user) => user.AssignedAssets.length > 0)).toBe(true);
		},
	);

	test('include_assets=false adds no AssignedAssets', async () => {
		const users = await listAll({ include_assets: 'false' });
		for (const user of users) expect(user).not.toHaveProperty('AssignedAssets');
	});

	test('the email filter matches the work email exactly and case-insensitively', async () => {
		const [, , someone] = await listAll();
		const result = await sandbox.get('/api/v1/employees', {
			email: someone.WorkEmail.toUpperCase(),
		});
		expect(result.body.totalUsers).toBe(1);
		expect(result.body.users.map((user: Json) => user.id)).toEqual([someone.id]);
	});

	test('the email filter does not match a part of an email', async () => {
		const [someone] = await listAll();
		const part = someone.WorkEmail.slice(0, someone.WorkEmail.indexOf('@'));
		const result = await sandbox.get('/api/v1/employees', { email: part });
		expect(result.body).toMatchObject({ totalUsers: 0, users: [] });
	});

	test('an employee without assets gets AssignedAssets [] with include_assets', async () => {
		const body = newEmployeeBody();
		expect((await create(body)).status).toBe(201);
		const result = await sandbox.get('/api/v1/employees', {
			email: body.work_email as string,
			include_assets: 'true',
		});
		expect(result.body.users).toHaveLength(1);
		expect(result.body.users[0].AssignedAssets).toEqual([]);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('GET', '/api/v1/employees');
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});

describe('employee detail (GET /employees/:id)', () => {
	test('answers success and the detail shape with the same values as the list item', async () => {
		const users = await listAll();
		for (const listed of users.slice(0, 8)) {
			const result = await sandbox.get(`/api/v1/employees/${listed.id}`);
			expect(result.status).toBe(200);
			expectKeys(result.body, ['success', 'employee']);
			expect(result.body.success).toBe(true);
			const employee = result.body.employee;
			expectKeysWithin(employee, DETAIL_KEYS, DETAIL_LEGACY_KEYS);
			expect(employee).toMatchObject({
				id: listed.id,
				first_name: listed.FirstName,
				last_name: listed.LastName,
				work_email: listed.WorkEmail,
				personal_email: listed.PersonalEmail,
				work_phone: listed.WorkPhone,
				work_phone_country: listed.WorkPhoneCountry,
				personal_phone: listed.PersonalPhone,
				personal_phone_country: listed.PersonalPhoneCountry,
				address_1: listed.Address_1,
				address_2: listed.Address_2,
				city: listed.City,
				state: listed.State,
				zip: listed.Zip,
				country: listed.Country,
				location_type: listed.LocationType,
				location_name: listed.LocationName,
				department: listed.Department,
				employee_id: listed.EmployeeId,
				employment_information: listed.EmploymentInformation,
			});
			expect(employee).not.toHaveProperty('Source');
			expect(employee).not.toHaveProperty('source');
			expect(employee).not.toHaveProperty('assigned_assets');
			if ('email' in employee) expect(employee.email).toBe(employee.work_email);
			if ('contact_info' in employee) expect(employee.contact_info).toBe(employee.work_phone);
			if ('phone_country_code' in employee) {
				expect(employee.phone_country_code).toBe(employee.work_phone_country);
			}
			expect(
				employee.configure_cost_center_id === null ||
					typeof employee.configure_cost_center_id === 'string',
			).toBe(true);
			expectSchema(responses.employeeDetail, result.body);
		}
	});

	test('include_assets=true adds assigned_assets with the detail keys and the list values', async () => {
		const users = await listAll({ include_assets: 'true' });
		const owner = users.find((user) => user.AssignedAssets.length > 0);
		const result = await sandbox.get(`/api/v1/employees/${owner.id}`, { include_assets: 'true' });
		const assets = result.body.employee.assigned_assets;
		expect(assets).toEqual(
			owner.AssignedAssets.map((asset: Json) => ({
				asset_id: asset.assetId,
				serial_number: asset.serialNumber,
				model_name: asset.modelName,
				model_number: asset.modelNumber,
				product_type: asset.productType,
				purchase_date: asset.purchaseDate,
				imei: asset.imei,
				imei2: asset.imei2,
				sku: asset.sku,
				asset_status: asset.assetStatus,
			})),
		);
		for (const asset of assets) expectKeys(asset, ASSIGNED_ASSET_FIELDS);
		expectSchema(responses.employeeDetail, result.body);
	});

	test('include_assets=1 works on the detail too', async () => {
		const [someone] = await listAll();
		const result = await sandbox.get(`/api/v1/employees/${someone.id}`, { include_assets: 1 });
		expect(Array.isArray(result.body.employee.assigned_assets)).toBe(true);
	});

	test('an unknown id answers 404 Employee not found', async () => {
		const [someone] = await listAll();
		const prefix = someone.id.split('-')[0];
		const result = await sandbox.get(`/api/v1/employees/${prefix}-999999999`);
		expect(result.status).toBe(404);
		expect(result.body).toEqual({ success: false, message: 'Employee not found' });
		expectSchema(responses.notFound, result.body);
	});

	test('a malformed id answers 422 Invalid employee ID with errors.id', async () => {
		const result = await sandbox.get('/api/v1/employees/not-an-id');
		expect(result.status).toBe(422);
		expect(result.body).toEqual({
			success: false,
			message: 'Invalid employee ID',
			errors: { id: expect.any(String) },
		});
		expectSchema(responses.invalidEmployeeId, result.body);
	});
});

describe('create employee (POST /employee/add)', () => {
	test('answers 201 with success, message and the create shape in address (with contact_info and contact_country)', async () => {
		const body = newEmployeeBody({ work_phone: '512 555-0199', address_2: 'Suite 4' });
		const result = await create(body);
		expect(result.status).toBe(201);
		expectKeys(result.body, ['success', 'message', 'address']);
		expect(result.body.success).toBe(true);
		expect(typeof result.body.message).toBe('string');
		expectKeys(result.body.address, WRITTEN_KEYS);
		expect(result.body.address).toMatchObject({
			firstname: 'Ada',
			lastname: body.lastname,
			work_email: body.work_email,
			work_phone: '5125550199',
			contact_info: '5125550199',
			work_phone_country: 'US',
			contact_country: 'US',
			address_1: '1 Congress Ave',
			address_2: 'Suite 4',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
			country: 'US',
			location_type: 'Remote Employee',
			employment_information: null,
		});
		expect(result.body.address.id).toMatch(/^\d{7}-\d+$/);
		expectSchema(responses.employeeCreate, result.body);
	});

	test('address_2 is null and location_name is "firstname lastname" when not provided', async () => {
		const body = newEmployeeBody({ firstname: 'Grace', lastname: 'Hopper' });
		const result = await create(body);
		expect(result.status).toBe(201);
		expect(result.body.address.address_2).toBeNull();
		expect(result.body.address.location_name).toBe('Grace Hopper');
	});

	test('employment and personal contact fields come back nested in employment_information', async () => {
		const employment = {
			personal_email: 'ada.home@example.net',
			personal_phone: '5125550111',
			personal_contact_country: 'US',
			employment_status: 'Active',
			employment_type: 'Full-time',
			manager: 'Charles Babbage',
			employment_start_date: '2026-01-15',
		};
		const result = await create(newEmployeeBody(employment));
		expect(result.status).toBe(201);
		expect(result.body.address.employment_information).toEqual(employment);
	});

	test('termination_date is kept only when employment_status is Terminated', async () => {
		const active = await create(
			newEmployeeBody({ employment_status: 'Active', termination_date: '2026-12-31' }),
		);
		expect(active.status).toBe(201);
		expect(active.body.address.employment_information).toEqual({ employment_status: 'Active' });
		const terminated = await create(
			newEmployeeBody({ employment_status: 'Terminated', termination_date: '2026-12-31' }),
		);
		expect(terminated.body.address.employment_information).toEqual({
			employment_status: 'Terminated',
			termination_date: '2026-12-31',
		});
	});

	test('aliases email and personal_phone_country are accepted for work_email and personal_contact_country', async () => {
		const body = newEmployeeBody({ personal_phone: '5125550123', personal_phone_country: 'CA' });
		body.email = body.work_email;
		delete body.work_email;
		const result = await create(body);
		expect(result.status).toBe(201);
		expect(result.body.address.work_email).toBe(body.email);
		expect(result.body.address.employment_information).toEqual({
			personal_phone: '5125550123',
			personal_contact_country: 'CA',
		});
	});

	test('the new employee is in the list and the detail with the values sent', async () => {
		const body = newEmployeeBody({ personal_email: 'direct@example.net', employee_id: 'HR-77' });
		const created = await create(body);
		const id = created.body.address.id;
		const detail = await sandbox.get(`/api/v1/employees/${id}`);
		expect(detail.body.employee).toMatchObject({
			id,
			first_name: 'Ada',
			last_name: body.lastname,
			work_email: body.work_email,
			personal_email: 'direct@example.net',
			work_phone: '5125550100',
			address_1: '1 Congress Ave',
			address_2: null,
			employee_id: 'HR-77',
		});
		const listed = await sandbox.get('/api/v1/employees', { email: body.work_email as string });
		expect(listed.body.users).toHaveLength(1);
		expect(listed.body.users[0]).toMatchObject({
			id,
			PersonalEmail: 'direct@example.net',
			Source: 'unduit',
		});
	});

	test('location_type is compared case-insensitively', async () => {
		const result = await create(newEmployeeBody({ location_type: 'corporate office' }));
		expect(result.status).toBe(201);
		expect(result.body.address.location_type.toLowerCase()).toBe('corporate office');
	});

	test('a location_type outside the four values answers 422 naming location_type', async () => {
		const result = await create(newEmployeeBody({ location_type: 'Garage' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['location_type']);
	});

	test('an empty body answers 422 naming every required field', async () => {
		const result = await create({});
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(
			expect.arrayContaining([
				'firstname',
				'lastname',
				'work_email',
				'work_phone',
				'work_phone_country',
				'address_1',
				'city',
				'zip',
				'country',
				'location_type',
			]),
		);
	});

	test('a missing city answers 422 naming only city', async () => {
		const result = await create(newEmployeeBody({ city: undefined }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['city']);
	});

	test('a name with digits answers 422 naming firstname (letters and spaces only)', async () => {
		const result = await create(newEmployeeBody({ firstname: 'Ad4' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['firstname']);
	});

	test('state is required for US and answers 422 naming state without it', async () => {
		const result = await create(newEmployeeBody({ state: undefined }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['state']);
	});

	test('state is not required for GB', async () => {
		const result = await create(
			newEmployeeBody({ state: undefined, country: 'GB', city: 'London', zip: 'EC1A 1BB' }),
		);
		expect(result.status).toBe(201);
		expect(result.body.address.state).toBeNull();
	});

	test('a work email already in use answers 422 Work email already exists with errors.work_email', async () => {
		const [someone] = await listAll();
		const result = await create(newEmployeeBody({ work_email: someone.WorkEmail }));
		expect(result.status).toBe(422);
		expect(result.body.message).toBe('Work email already exists');
		expect(result.body.errors).toEqual({ work_email: expect.any(String) });
	});

	test('an unknown department answers 422 naming the department, errors.department', async () => {
		const result = await create(newEmployeeBody({ department: 'Underwater Basketweaving' }));
		expect(result.status).toBe(422);
		expect(result.body.message).toContain('Underwater Basketweaving');
		expect(result.body.message).toMatch(/not found/i);
		expect(Object.keys(result.body.errors)).toEqual(['department']);
	});

	test('an existing department is accepted and returned by name', async () => {
		const departments = await sandbox.get('/api/v1/departments', { limit: 50 });
		const active = departments.body.departments.find((department: Json) => department.active);
		const result = await create(newEmployeeBody({ department: active.name }));
		expect(result.status).toBe(201);
		expect(result.body.address.department).toBe(active.name);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('POST', '/api/v1/employee/add', { body: newEmployeeBody() });
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});

describe('update employee, a full replace (PUT /employee/update/:id)', () => {
	async function createOne(overrides: Record<string, unknown> = {}) {
		const body = newEmployeeBody(overrides);
		const result = await create(body);
		expect(result.status).toBe(201);
		return { id: result.body.address.id as string, body };
	}

	const update = (id: string, body: unknown) =>
		sandbox.api('PUT', `/api/v1/employee/update/${id}`, { token: sandbox.token, body });

	test('answers 200 with the update shape, which also holds the legacy alias email', async () => {
		const { id, body } = await createOne();
		const result = await update(id, { ...body, city: 'Round Rock', zip: '78664' });
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'message', 'address']);
		expect(result.body.success).toBe(true);
		expectKeys(result.body.address, [...WRITTEN_KEYS, 'email']);
		expect(result.body.address).toMatchObject({
			id,
			city: 'Round Rock',
			zip: '78664',
			work_email: body.work_email,
			email: body.work_email,
			contact_info: body.work_phone,
			contact_country: body.work_phone_country,
		});
		expectSchema(responses.employeeUpdate, result.body);
	});

	test('the detail shows the replaced record', async () => {
		const { id, body } = await createOne({ address_2: 'Apt 1' });
		await update(id, { ...body, firstname: 'Augusta', address_2: undefined });
		const detail = await sandbox.get(`/api/v1/employees/${id}`);
		expect(detail.body.employee).toMatchObject({ first_name: 'Augusta', address_2: null });
	});

	test('a body without the required fields answers 422 naming them', async () => {
		const { id } = await createOne();
		const result = await update(id, { firstname: 'Only' });
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(
			expect.arrayContaining(['lastname', 'work_email', 'work_phone', 'address_1', 'city', 'zip']),
		);
	});

	test('employment values given overwrite the stored ones', async () => {
		const { id, body } = await createOne({
			manager: 'First Manager',
			employment_type: 'Contractor',
		});
		const result = await update(id, {
			...body,
			manager: 'Second Manager',
			employment_type: 'Full-time',
		});
		expect(result.status).toBe(200);
		expect(result.body.address.employment_information).toMatchObject({
			manager: 'Second Manager',
			employment_type: 'Full-time',
		});
	});

	test('an unknown id answers 404 Employee not found', async () => {
		const { id, body } = await createOne();
		const prefix = id.split('-')[0];
		const result = await update(`${prefix}-999999999`, body);
		expect(result.status).toBe(404);
		expect(result.body).toEqual({ success: false, message: 'Employee not found' });
	});

	test('an unknown department answers 422 with errors.department', async () => {
		const { id, body } = await createOne();
		const result = await update(id, { ...body, department: 'Nonexistent Team' });
		expect(result.status).toBe(422);
		expect(result.body.message).toContain('Nonexistent Team');
		expect(Object.keys(result.body.errors)).toEqual(['department']);
	});

	test('keeping its own work email is allowed; taking another employee’s is 422 Work email already exists', async () => {
		const first = await createOne();
		const second = await createOne();
		expect((await update(first.id, first.body)).status).toBe(200);
		const taken = await update(first.id, { ...first.body, work_email: second.body.work_email });
		expect(taken.status).toBe(422);
		expect(taken.body.message).toBe('Work email already exists');
		expect(taken.body.errors).toEqual({ work_email: expect.any(String) });
	});
});
