/**
 * Edge cases of the transport the sandbox does not produce, answered by nock: an HTTPS Base URL
 * behind a gateway, a RateLimit-Reset sent as an epoch timestamp, a cooldown 429 asking for longer
 * than the wait allowance, and both validation error forms of the API on the error. The node runs
 * in n8n-core.
 */
import nock from 'nock';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { RATE_LIMIT_MESSAGE } from '../../nodes/shared/transport/rateLimit';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { holdTime, type HeldTime } from '../heldTime';
import { runNode } from '../engine/harness/run-node';
import { createdEmployee, employeeCreateParameters } from '../engine/support';

const ORIGIN = 'https://api.example.com';
const API = '/gw/acme/api/v1';
const EMPLOYEE_ID = '4829173-10001';

const detail = {
	success: true,
	/** The API's detail of the employee created, with its legacy `email` alias. */
	employee: {
		id: EMPLOYEE_ID,
		...createdEmployee,
		work_email: 'ada@example.com',
		email: 'ada@example.com',
	},
};

/** The statuses the mocked API answered, in order. */
let answered: number[];

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
	answered = [];
	nock(ORIGIN)
		.post(`${API}/auth/login`)
		.reply(200, () => {
			answered.push(200);
			return { message: 'Login successful', token: 'token-1' };
		});
});
afterEach(() => nock.cleanAll());

/** One run on a credential of its own: the pacing state is per account (Base URL and client). */
async function run(parameters: INodeParameters, clientId: string, items?: INodeExecutionData[]) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: `${ORIGIN}/gw/acme`,
		clientId,
		clientSecret: 'secret',
	});
	return await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, items });
}

const getEmployee = {
	resource: 'employee',
	operation: 'get',
	employeeId: { __rl: true, mode: 'id', value: EMPLOYEE_ID },
};

const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

describe('an HTTPS Base URL with a gateway segment', () => {
	test('logs in and reads under the gateway path with the bearer token', async () => {
		let authorization: string | undefined;
		nock(ORIGIN)
			.get(`${API}/employees/${EMPLOYEE_ID}`)
			.reply(function () {
				authorization = this.req.headers.authorization;
				answered.push(200);
				return [200, detail];
			});

		const { items, error } = await run(getEmployee, 'gateway-client');

		expect(error).toBeUndefined();
		expect(answered).toEqual([200, 200]);
		expect(authorization).toBe('Bearer token-1');
		expect(items.map((item) => item.json.work_email)).toEqual(['ada@example.com']);
	});
});

describe('RateLimit-Reset as an epoch timestamp (a gateway in front of the API)', () => {
	// the waits on time the test holds: the window's instant passes when the node has waited for it
	let time: HeldTime;
	beforeEach(() => {
		time = holdTime();
	});
	afterEach(() => time.release());

	test('the pacer waits for that instant instead of sending into a 429', async () => {
		let windowEndsAt = 0;
		nock(ORIGIN)
			.get(`${API}/employees/${EMPLOYEE_ID}`)
			.times(2)
			.reply(() => {
				const now = Date.now();
				if (windowEndsAt === 0) windowEndsAt = now + 1200;
				if (now < windowEndsAt && answered.length > 1) {
					answered.push(429);
					return [429, { message: RATE_LIMIT_MESSAGE }];
				}
				answered.push(200);
				return [
					200,
					detail,
					{
						'RateLimit-Limit': '2',
						'RateLimit-Remaining': now < windowEndsAt ? '0' : '1',
						'RateLimit-Reset': String(epochSeconds(windowEndsAt)),
					},
				];
			});

		const { items, error } = await run(
			{ ...getEmployee, employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } },
			'epoch-pacing-client',
			[{ json: { id: EMPLOYEE_ID } }, { json: { id: EMPLOYEE_ID } }],
		);

		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(answered).toEqual([200, 200, 200]);
	});

	test("the quota's 429 is waited out until that instant, then the request goes on", async () => {
		const resetAt = Date.now() + 1000;
		nock(ORIGIN)
			.get(`${API}/employees/${EMPLOYEE_ID}`)
			.times(2)
			.reply(() => {
				if (Date.now() < resetAt) {
					answered.push(429);
					return [
						429,
						{ message: RATE_LIMIT_MESSAGE },
						{ 'RateLimit-Remaining': '0', 'RateLimit-Reset': String(epochSeconds(resetAt)) },
					];
				}
				answered.push(200);
				return [200, detail];
			});

		const { items, error } = await run(getEmployee, 'epoch-429-client');

		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(answered).toEqual([200, 429, 200]);
	});
});

describe('a 429 that is not the quota', () => {
	test('a cooldown asking for longer than the wait allowance fails at once, sent once', async () => {
		const cooldown =
			'Invitation was sent less than 5 minutes ago. Resend allowed after 2026-11-22T12:04:47Z.';
		nock(ORIGIN)
			.post(`${API}/users/INV-7/resend-invite`)
			.reply(() => {
				answered.push(429);
				return [
					429,
					{ success: false, message: cooldown, retry_after_seconds: 287 },
					{ 'Retry-After': '287', 'RateLimit-Remaining': '57', 'RateLimit-Reset': '41' },
				];
			});

		const { error } = await run(
			{ resource: 'invitation', operation: 'resend', inviteId: 'INV-7' },
			'cooldown-client',
		);

		expect(error?.message).toBe(cooldown);
		expect(error?.description).toBe(
			'The API asks to wait 287 s, longer than the 120 s this node waits. Run the item again after that.',
		);
		expect(answered).toEqual([200, 429]);
	});
});

describe('employee update sends the whole stored record', () => {
	test('the PUT body carries every stored value, with only the given field changed', async () => {
		const stored = {
			...detail.employee,
			personal_email: 'ada@home.example',
			department: 'Engineering',
			employee_id: 'HR-1815',
			employment_information: {
				employment_status: 'Active',
				employment_type: 'Full-time',
				manager: 'Charles Babbage',
				employment_start_date: '2026-01-05',
				employee_number_id: 'E-77',
				work_phone: '5125550000',
			},
		};
		let putBody: unknown;
		nock(ORIGIN)
			.get(`${API}/employees/${EMPLOYEE_ID}`)
			.twice()
			.reply(200, () => ({ success: true, employee: stored }));
		nock(ORIGIN)
			.put(`${API}/employee/update/${EMPLOYEE_ID}`, (body) => {
				putBody = body;
				return true;
			})
			.reply(200, { success: true, message: 'Employee updated', address: {} });

		const { error } = await run(
			{ ...getEmployee, operation: 'update', updateFields: { city: 'Round Rock' } },
			'update-client',
		);

		expect(error).toBeUndefined();
		expect(putBody).toEqual({
			firstname: 'Ada',
			lastname: 'Lovelace',
			work_email: 'ada@example.com',
			work_phone: '5125550199',
			work_phone_country: 'US',
			personal_email: 'ada@home.example',
			address_1: '1 Analytical Way',
			city: 'Round Rock',
			state: 'TX',
			zip: '78701',
			country: 'US',
			location_type: 'Remote Employee',
			location_name: 'Ada Lovelace',
			employee_id: 'HR-1815',
			department: 'Engineering',
			employment_status: 'Active',
			employment_type: 'Full-time',
			manager: 'Charles Babbage',
			employment_start_date: '2026-01-05',
		});
	});
});

describe('an employee by work email is exactly one exact match', () => {
	const listItem = (id: string, email: string) => ({ id, FirstName: 'A', WorkEmail: email });
	const byEmail = {
		...getEmployee,
		employeeId: { __rl: true, mode: 'email', value: 'ada@example.com' },
	};

	test('among near matches the API lists, the exact one (case ignored) is read', async () => {
		nock(ORIGIN)
			.get(`${API}/employees`)
			.query({ email: 'ada@example.com', limit: '100' })
			.reply(200, {
				success: true,
				totalUsers: 3,
				totalPages: 1,
				currentPage: 1,
				per_page: 100,
				users: [
					listItem('4829173-1', 'xada@example.com'),
					listItem(EMPLOYEE_ID, 'ADA@example.com'),
					listItem('4829173-3', 'ada@example.com.au'),
				],
			});
		nock(ORIGIN).get(`${API}/employees/${EMPLOYEE_ID}`).reply(200, detail);

		const { items, error } = await run(byEmail, 'email-exact-client');

		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.id)).toEqual([EMPLOYEE_ID]);
	});

	test('only near matches: a clear error, and no record is read', async () => {
		let detailRead = false;
		nock(ORIGIN)
			.get(`${API}/employees`)
			.query(true)
			.reply(200, {
				success: true,
				totalUsers: 1,
				totalPages: 1,
				currentPage: 1,
				per_page: 100,
				users: [listItem('4829173-1', 'ada.lovelace@example.com')],
			});
		nock(ORIGIN)
			.get(/\/employees\/.+/)
			.reply(() => {
				detailRead = true;
				return [200, detail];
			});

		const { error } = await run(byEmail, 'email-near-client');

		expect(error?.message).toBe('Employee: no employee has the work email "ada@example.com"');
		expect(detailRead).toBe(false);
	});

	test('two exact matches: an error asking for the ID, never a guess', async () => {
		nock(ORIGIN)
			.get(`${API}/employees`)
			.query(true)
			.reply(200, {
				success: true,
				totalUsers: 2,
				totalPages: 1,
				currentPage: 1,
				per_page: 100,
				users: [listItem('4829173-1', 'ada@example.com'), listItem('4829173-2', 'Ada@Example.com')],
			});

		const { error } = await run(byEmail, 'email-twice-client');

		expect(error?.message).toBe(
			'Employee: 2 employees have the work email "ada@example.com"; choose one by ID',
		);
	});
});

describe("validation errors are told in the user's words", () => {
	test('the array form: one line per field', async () => {
		nock(ORIGIN)
			.post(`${API}/employee/add`)
			.reply(422, {
				success: false,
				message: 'Validation failed',
				errors: [
					{ type: 'field', value: 'x', msg: 'Invalid value', path: 'work_email', location: 'body' },
					{ message: 'Must be digits', path: ['work_phone'], type: 'format' },
					{ msg: 'Not allowed', path: 'legacy_flag' },
				],
			});

		const { error } = await run(employeeCreateParameters(), 'array-form-client');

		// each field the node sent is told by its label and the value sent
		expect(error?.message).toBe(
			'Work Email: "ada.lovelace@example.com" was refused: Invalid value; Work Phone: "5125550199" was refused: Must be digits',
		);
		// a field the node does not send stays in the API's words
		expect(error?.description).toBe(
			'Fix "Work Email" (e.g. name@email.com), "Work Phone"; the API refused the request, so nothing was written.\nlegacy_flag: Not allowed',
		);
	});

	test('the field-map form: field and text', async () => {
		nock(ORIGIN)
			.get(`${API}/employees/${EMPLOYEE_ID}`)
			.reply(422, {
				success: false,
				message: 'Invalid employee ID',
				errors: { id: 'The id must look like 1234567-123' },
			});

		const { error } = await run(getEmployee, 'field-map-client');

		expect(error?.message).toBe(
			`Employee: "${EMPLOYEE_ID}" was refused: The id must look like 1234567-123`,
		);
		expect(error?.description).toBe(
			'Fix "Employee" (e.g. 4829173-10001); the API refused the request.',
		);
	});
});
