/** Add employee to a recovery campaign, recovery items, recovery status, and the recovery statuses. */
import { RECOVERY_STATUSES } from '../../sandbox/valueLists';
import { responses } from '../../sandbox/schemas';
import {
	expectKeys,
	expectSchema,
	Json,
	newRecoveryBody,
	RECOVERY_CONTACT_KEYS,
	uniqueLetters,
	useSandbox,
	validationFields,
} from './helpers';

const sandbox = useSandbox();

let campaignNumber: number;

beforeAll(async () => {
	const campaigns = await sandbox.get('/api/v1/recover/campaigns');
	campaignNumber = Number(campaigns.body.campaigns[0].campaign_number);
});

const recoveryBody = (overrides: Record<string, unknown> = {}) =>
	newRecoveryBody(campaignNumber, overrides);

const add = (body: unknown) => sandbox.post('/api/v1/recover/campaign/employee/add', body);

const RECOVERY_ITEMS_DATA_KEYS = ['recovery_number', 'status', ...RECOVERY_CONTACT_KEYS, 'phone'];

const allDepartmentNames = async (): Promise<string[]> =>
	(await sandbox.getAll('/api/v1/departments', 'departments', {}, 50)).map(
		(department) => department.name,
	);

describe('add employee to a recovery campaign (POST /recover/campaign/employee/add)', () => {
	test('answers 200 with success, recovery_code and message', async () => {
		const result = await add(recoveryBody());
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'recovery_code', 'message']);
		expect(result.body.success).toBe(true);
		expect(result.body.recovery_code).toEqual(expect.any(String));
		expect(result.body.recovery_code.length).toBeGreaterThan(0);
		expectSchema(responses.recoveryAdd, result.body);
	});

	test('the recovery_code is the recovery_number of recovery items and status and the recovery_id of the campaign employee', async () => {
		const body = recoveryBody();
		const code = (await add(body)).body.recovery_code;
		const itemsResult = await sandbox.get(`/api/v1/recoveries/${code}/items`);
		expect(itemsResult.status).toBe(200);
		expect(itemsResult.body.data.recovery_number).toBe(code);
		const status = await sandbox.get(`/api/v1/recoveries/${code}/status`);
		expect(status.status).toBe(200);
		expect(status.body.data.recovery_number).toBe(code);

		const found = (
			await sandbox.getAll(`/api/v1/recover/campaign/${campaignNumber}`, 'employees')
		).filter((entry) => entry.recovery_id === code);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatchObject({
			firstname: 'Ivan',
			lastname: body.lastname,
			work_email: body.work_email,
		});
	});

	test('recovery items hold the sent values, populated slots only, status Pending', async () => {
		const body = recoveryBody({
			address_line_2: 'Unit 5',
			items: [
				{
					item: 'iPhone 15',
					item_serial_no: 'F2LXK1',
					item_asset_id: 'AS-100',
					item_imei: '356938035643809',
				},
				{ item: 'Dell Monitor', custom_field_1: 'desk 4' },
			],
		});
		const code = (await add(body)).body.recovery_code;
		const result = await sandbox.get(`/api/v1/recoveries/${code}/items`);
		expectKeys(result.body.data, RECOVERY_ITEMS_DATA_KEYS);
		expect(result.body.data).toMatchObject({
			recovery_number: code,
			firstname: 'Ivan',
			lastname: body.lastname,
			send_notifications_to: 'work',
			work_email: body.work_email,
			email: body.work_email,
			work_phone: '5125550150',
			phone: '5125550150',
			address_line_1: '12 Oak Ave',
			address_line_2: 'Unit 5',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
			country: 'US',
		});
		expect(result.body.data.phone_country).toBe(result.body.data.work_phone_country);
		expect(RECOVERY_STATUSES).toContain(result.body.data.status);
		const slots = result.body.data.items;
		expect(slots).toHaveLength(2);
		for (const slot of slots) {
			expectKeys(slot, [
				'slot',
				'name',
				'serial_no',
				'asset_id',
				'imei',
				'device_type',
				'item_status',
			]);
			expect(slot.item_status).toBe('Pending');
		}
		expect(slots[0]).toMatchObject({
			slot: 1,
			name: 'iPhone 15',
			serial_no: 'F2LXK1',
			asset_id: 'AS-100',
			imei: '356938035643809',
		});
		expect(slots[1]).toMatchObject({ slot: 2, name: 'Dell Monitor' });
		expectSchema(responses.recoveryItems, result.body);
	});

	test('recovery status answers data.recovery_number and data.status, the same status as recovery items', async () => {
		const code = (await add(recoveryBody())).body.recovery_code;
		const status = await sandbox.get(`/api/v1/recoveries/${code}/status`);
		expectKeys(status.body.data, ['recovery_number', 'status']);
		const itemsResult = await sandbox.get(`/api/v1/recoveries/${code}/items`);
		expect(status.body.data.status).toBe(itemsResult.body.data.status);
		expect(RECOVERY_STATUSES).toContain(status.body.data.status);
		expectSchema(responses.recoveryStatus, status.body);
	});

	test('five items are accepted', async () => {
		const items = Array.from({ length: 5 }, (_, i) => ({ item: `Device ${i + 1}` }));
		const code = (await add(recoveryBody({ items }))).body.recovery_code;
		const result = await sandbox.get(`/api/v1/recoveries/${code}/items`);
		expect(result.body.data.items.map((slot: Json) => slot.slot)).toEqual([1, 2, 3, 4, 5]);
	});

	test.each([
		['no items', []],
		['six items', Array.from({ length: 6 }, (_, i) => ({ item: `Device ${i + 1}` }))],
	])('%s answers 422 naming items (1 to 5 per recovery)', async (_case, items) => {
		const result = await add(recoveryBody({ items }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['items']);
	});

	test('items missing answers 422 naming items', async () => {
		const result = await add(recoveryBody({ items: undefined }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['items']);
	});

	test('without send_notifications_to, work_email and work_phone are required', async () => {
		const result = await add(recoveryBody({ work_email: undefined, work_phone: undefined }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['work_email', 'work_phone']);
	});

	test('send_notifications_to personal requires personal_email and personal_phone, not the work ones', async () => {
		const missing = await add(
			recoveryBody({
				send_notifications_to: 'personal',
				work_email: undefined,
				work_phone: undefined,
			}),
		);
		expect(missing.status).toBe(422);
		expect(validationFields(missing.body)).toEqual(['personal_email', 'personal_phone']);

		const complete = await add(
			recoveryBody({
				send_notifications_to: 'personal',
				work_email: undefined,
				work_phone: undefined,
				personal_email: 'ivan.home@example.net',
				personal_phone: '5125550177',
			}),
		);
		expect(complete.status).toBe(200);
		const result = await sandbox.get(`/api/v1/recoveries/${complete.body.recovery_code}/items`);
		expect(result.body.data).toMatchObject({
			send_notifications_to: 'personal',
			personal_email: 'ivan.home@example.net',
			personal_phone: '5125550177',
			personal_phone_country: 'US',
		});
	});

	test('send_notifications_to other than work or personal answers 422', async () => {
		const result = await add(recoveryBody({ send_notifications_to: 'sms' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['send_notifications_to']);
	});

	test('recovery_reason 4 without a note answers 422 naming recovery_reason_note; with a note it is accepted', async () => {
		const missing = await add(recoveryBody({ recovery_reason: 4 }));
		expect(missing.status).toBe(422);
		expect(validationFields(missing.body)).toEqual(['recovery_reason_note']);
		const noted = await add(
			recoveryBody({ recovery_reason: 4, recovery_reason_note: 'Left the company early' }),
		);
		expect(noted.status).toBe(200);
	});

	test('recovery_reason 1 to 3 need no note', async () => {
		for (const reason of [1, 2, 3]) {
			expect((await add(recoveryBody({ recovery_reason: reason }))).status).toBe(200);
		}
	});

	test('a recovery_reason other than the codes 1 to 4 answers 422 naming recovery_reason', async () => {
		for (const reason of [0, 5, '1']) {
			const refused = await add(recoveryBody({ recovery_reason: reason }));
			expect([refused.status, validationFields(refused.body)]).toEqual([422, ['recovery_reason']]);
		}
	});

	test('state is required for a country with is_state_required (US)', async () => {
		const result = await add(recoveryBody({ state: undefined }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['state']);
	});

	test('a state that is not a state of the country answers 422 naming state', async () => {
		const result = await add(recoveryBody({ state: 'ZZ' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['state']);
	});

	test('GB needs no state but does need zip', async () => {
		const gb = { country: 'GB', city: 'London', state: undefined, zip: 'EC1A 1BB' };
		expect((await add(recoveryBody(gb))).status).toBe(200);
		const noZip = await add(recoveryBody({ ...gb, zip: undefined }));
		expect(noZip.status).toBe(422);
		expect(validationFields(noZip.body)).toEqual(['zip']);
	});

	test('an unknown department name creates the department', async () => {
		const name = `Field Ops ${uniqueLetters()}`;
		expect(await allDepartmentNames()).not.toContain(name);
		expect((await add(recoveryBody({ department: name }))).status).toBe(200);
		const names = await allDepartmentNames();
		expect(names.filter((existing) => existing === name)).toHaveLength(1);
	});

	test('a department name matching an active department case-insensitively creates none', async () => {
		const before = await allDepartmentNames();
		expect((await add(recoveryBody({ department: before[0].toUpperCase() }))).status).toBe(200);
		expect(await allDepartmentNames()).toHaveLength(before.length);
	});

	test('a new department name shorter than 2 characters answers 422 naming department', async () => {
		const result = await add(recoveryBody({ department: 'X' }));
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['department']);
	});

	test('is_legal_hold 1 on an item is accepted', async () => {
		const result = await add(recoveryBody({ items: [{ item: 'Galaxy S24', is_legal_hold: 1 }] }));
		expect(result.status).toBe(200);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('POST', '/api/v1/recover/campaign/employee/add', {
			body: recoveryBody(),
		});
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});

describe('recovery items and status for an unknown recovery', () => {
	test.each(['items', 'status'])('%s answers 404 Recovery not found', async (what) => {
		const result = await sandbox.get(`/api/v1/recoveries/NO-SUCH-RECOVERY/${what}`);
		expect(result.status).toBe(404);
		expect(result.body.message).toBe('Recovery not found');
	});
});

describe('a recovery status moved through the control API', () => {
	test('is what recovery status, recovery items and the campaign employee then answer', async () => {
		const code = (await add(recoveryBody())).body.recovery_code;
		await sandbox.control('POST', `/recoveries/${code}/status`, { status: 'Box Received' });
		const status = await sandbox.get(`/api/v1/recoveries/${code}/status`);
		expect(status.body.data).toEqual({ recovery_number: code, status: 'Box Received' });
		const itemsResult = await sandbox.get(`/api/v1/recoveries/${code}/items`);
		expect(itemsResult.body.data.status).toBe('Box Received');
	});
});
