/** Employee create, list, detail and full-replace update, in the spec's three employee shapes. */
import type { Employee, Employment } from '../data/store';
import type { Context, Reply, RouteDefinition } from '../http';
import { isRecordId, readPage, reply, totalPages, validationArray } from '../http';
import { LOCATION_TYPES } from '../valueLists';
import { requests } from '../schemas';
import type { EmployeeBody } from '../schemas';
import { employeeDetail, employeeListItem, writtenShape } from './employeeShapes';

const employmentKeys = [
	'employment_status',
	'employment_type',
	'employment_start_date',
	'termination_date',
	'manager',
] as const;

const includeAssets = (context: Context) =>
	['true', '1'].includes(context.query.get('include_assets') ?? '');

const blank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Validates a create or update body; answers the record's new values or the API's error reply. */
function readEmployeeBody(
	context: Context,
	self: Employee | undefined,
): { values: EmployeeBody; departmentId: string | null } | Reply {
	const store = context.sandbox.store;
	const parsed = requests.employeeCreate.safeParse(context.body ?? {});
	if (!parsed.success) return validationArray(parsed.error, context.body);
	const values = parsed.data;
	let departmentId: string | null = null;
	const departmentName = blank(values.department);
	if (departmentName) {
		const department = store.findActiveDepartment(departmentName);
		if (!department) {
			const message = `Department "${departmentName}" not found`;
			return reply(422, { success: false, message, errors: { department: message } });
		}
		departmentId = department.id;
	}
	const owner = store.findEmployeeByEmail(values.work_email.trim());
	if (owner && owner !== self) {
		return reply(422, {
			success: false,
			message: 'Work email already exists',
			errors: { work_email: 'Work email already exists' },
		});
	}
	return { values, departmentId };
}

function applyValues(employee: Employee, values: EmployeeBody, departmentId: string | null): void {
	const canonicalLocation =
		LOCATION_TYPES.find((type) => type.toLowerCase() === values.location_type.toLowerCase()) ??
		values.location_type;
	employee.firstName = values.firstname.trim();
	employee.lastName = values.lastname.trim();
	employee.workEmail = values.work_email.trim();
	employee.workPhone = values.work_phone;
	employee.workPhoneCountry = values.work_phone_country.toUpperCase();
	employee.personalEmail = blank(values.personal_email);
	employee.personalPhone = blank(values.personal_phone);
	employee.personalPhoneCountry = blank(values.personal_contact_country)?.toUpperCase() ?? null;
	employee.address1 = values.address_1.trim();
	employee.address2 = blank(values.address_2);
	employee.city = values.city.trim();
	employee.state = blank(values.state);
	employee.zip = values.zip.trim();
	employee.country = values.country.toUpperCase();
	employee.locationType = canonicalLocation;
	employee.locationName =
		blank(values.location_name) ?? `${employee.firstName} ${employee.lastName}`;
	employee.employeeId = blank(values.employee_id) ?? employee.employeeId;
	employee.departmentId = departmentId;
	const employment: Employment = { ...employee.employment };
	for (const key of employmentKeys) {
		const value = blank(values[key]);
		if (value) employment[key] = value;
	}
	if (employment.employment_status !== 'Terminated') delete employment.termination_date;
	employee.employment = Object.keys(employment).length ? employment : null;
	employee.updatedAt = new Date();
}

function findEmployee(context: Context): Employee | Reply {
	const id = context.params.id;
	if (!isRecordId(id)) {
		return reply(422, {
			success: false,
			message: 'Invalid employee ID',
			errors: { id: 'Invalid employee ID' },
		});
	}
	const employee = context.sandbox.store.employees.get(id);
	return employee ?? reply(404, { success: false, message: 'Employee not found' });
}

const isReply = (value: object): value is Reply => 'status' in value && 'body' in value;

export const employeeRoutes: RouteDefinition[] = [
	{
		method: 'POST',
		path: '/employee/add',
		permission: 'employees.write',
		handler: (context) => {
			const read = readEmployeeBody(context, undefined);
			if (isReply(read)) return read;
			const store = context.sandbox.store;
			const employee: Employee = {
				id: store.nextId('employee', 10001),
				firstName: '',
				lastName: '',
				workEmail: '',
				personalEmail: null,
				workPhone: '',
				workPhoneCountry: '',
				personalPhone: null,
				personalPhoneCountry: null,
				address1: '',
				address2: null,
				city: '',
				state: null,
				zip: '',
				country: '',
				locationType: '',
				locationName: '',
				departmentId: null,
				employeeId: null,
				costCenterId: null,
				source: 'unduit',
				legacyEmailKey: false,
				employment: null,
				hr: null,
				assetIds: [],
				updatedAt: new Date(),
			};
			applyValues(employee, read.values, read.departmentId);
			store.employees.set(employee.id, employee);
			return reply(201, {
				success: true,
				message: 'Employee created successfully',
				address: writtenShape(store, employee, false),
			});
		},
	},
	{
		method: 'GET',
		path: '/employees',
		permission: 'employees.read',
		handler: (context) => {
			const store = context.sandbox.store;
			const page = readPage(context.query, 10, 100);
			const email = context.query.get('email');
			let records: Employee[];
			if (email) {
				const match = store.findEmployeeByEmail(email.trim());
				records = match ? [match] : [];
			} else {
				records = [...store.employees.values()];
			}
			const withAssets = includeAssets(context);
			return reply(200, {
				success: true,
				totalUsers: records.length,
				totalPages: totalPages(records.length, page.limit),
				currentPage: page.page,
				per_page: page.limit,
				users: records
					.slice(page.offset, page.offset + page.limit)
					.map((employee) => employeeListItem(store, employee, withAssets)),
			});
		},
	},
	{
		method: 'GET',
		path: '/employees/:id',
		permission: 'employees.read',
		handler: (context) => {
			const found = findEmployee(context);
			if (isReply(found)) return found;
			return reply(200, {
				success: true,
				employee: employeeDetail(context.sandbox.store, found, includeAssets(context)),
			});
		},
	},
	{
		method: 'PUT',
		path: '/employee/update/:id',
		permission: 'employees.write',
		handler: (context) => {
			const found = findEmployee(context);
			if (isReply(found)) return found;
			const read = readEmployeeBody(context, found);
			if (isReply(read)) return read;
			applyValues(found, read.values, read.departmentId);
			return reply(200, {
				success: true,
				message: 'Employee updated successfully',
				address: writtenShape(context.sandbox.store, found, true),
			});
		},
	},
];
