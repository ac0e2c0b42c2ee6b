/** Campaign details (campaign and campaign-employee shapes, default page 50) and the campaign list (25 a page, as the sandbox README says). */
import { RECOVERY_STATUSES } from '../../sandbox/valueLists';
import { items, responses } from '../../sandbox/schemas';
import {
	expectKeys,
	expectKeysWithin,
	expectListEnvelope,
	expectSchema,
	Json,
	newRecoveryBody,
	RECOVERY_CONTACT_KEYS,
	useSandbox,
} from './helpers';

const sandbox = useSandbox();

const CAMPAIGN_KEYS = [
	'campaign_number',
	'title',
	'country',
	'start_date',
	'helpdesk_email',
	'return_address',
	'employees',
	'totalEmployees',
	'totalPages',
	'currentPage',
];

const CAMPAIGN_EMPLOYEE_KEYS = [
	'recovery_id',
	...RECOVERY_CONTACT_KEYS,
	'phone_number',
	'status',
	'tracking',
	'last_updated',
];

let campaignNumber: number;

beforeAll(async () => {
	const campaigns = await sandbox.get('/api/v1/recover/campaigns');
	campaignNumber = Number(campaigns.body.campaigns[0].campaign_number);
});

const details = (query: Record<string, number> = {}, number = campaignNumber) =>
	sandbox.get(`/api/v1/recover/campaign/${number}`, query);

/** Adds recoveries through add-employee-to-campaign until the campaign holds at least `wanted` employees. */
async function fillCampaign(wanted: number): Promise<void> {
	const current = (await details()).body.totalEmployees as number;
	for (let i = current; i < wanted; i++) {
		const result = await sandbox.post(
			'/api/v1/recover/campaign/employee/add',
			newRecoveryBody(campaignNumber),
		);
		expect(result.status).toBe(200);
	}
}

describe('the campaign list (/api/v1/recover/campaigns)', () => {
	test('answers the pagination envelope with the campaigns key', async () => {
		const result = await sandbox.get('/api/v1/recover/campaigns');
		expect(result.status).toBe(200);
		expectListEnvelope(result.body, 'campaigns');
		expect(result.body.current_page).toBe(1);
		expect(result.body.campaigns.length).toBeGreaterThan(0);
		expectSchema(responses.campaignList, result.body);
	});

	test('a limit above 25 is answered with 25 per page (README)', async () => {
		const result = await sandbox.get('/api/v1/recover/campaigns', { limit: 100 });
		expect(result.body.per_page).toBe(25);
		expect(result.body.campaigns.length).toBeLessThanOrEqual(25);
	});
});

describe('campaign details (GET /recover/campaign/:campaignNumber)', () => {
	test('answers the campaign fields with the employees pagination', async () => {
		const result = await details();
		expect(result.status).toBe(200);
		expectKeys(result.body, CAMPAIGN_KEYS);
		expect(Number(result.body.campaign_number)).toBe(campaignNumber);
		expectKeys(result.body.country, ['name', 'code']);
		expect(result.body.currentPage).toBe(1);
		expectSchema(responses.campaignDetails, result.body);
	});

	test('return_address entries carry the return-address keys and packages their numbers', async () => {
		const result = await details();
		expect(result.body.return_address.length).toBeGreaterThan(0);
		for (const address of result.body.return_address) {
			expectKeys(address, [
				'name',
				'title',
				'company',
				'country',
				'state',
				'city',
				'zip_code',
				'address',
				'phone',
				'email',
				'packages',
				'campaign_countries',
			]);
			expectKeys(address.country, ['name', 'code']);
			for (const pack of address.packages) {
				expectKeys(pack, ['device', 'qty', 'incoming_weight', 'length', 'width', 'height']);
				for (const key of ['qty', 'incoming_weight', 'length', 'width', 'height']) {
					expect(typeof pack[key]).toBe('number');
				}
			}
			for (const code of address.campaign_countries) expect(code).toMatch(/^[A-Z]{2}$/);
		}
	});

	test('campaign employees carry the campaign-employee keys, items, tracking and a recovery status', async () => {
		await fillCampaign(3);
		const result = await details();
		expect(result.body.employees.length).toBeGreaterThan(0);
		for (const employee of result.body.employees) {
			expectKeys(employee, CAMPAIGN_EMPLOYEE_KEYS);
			expect(['work', 'personal']).toContain(employee.send_notifications_to);
			expect(employee.email).toBe(employee.work_email);
			expect(employee.phone_number).toBe(employee.work_phone);
			expect(employee.phone_country).toBe(employee.work_phone_country);
			expectKeys(employee.country, ['name', 'code']);
			if (employee.state !== null) expectKeys(employee.state, ['name', 'code', 'country_code']);
			expect(RECOVERY_STATUSES).toContain(employee.status);
			for (const item of employee.items) {
				expectKeys(item, [
					'item',
					'item_serial_no',
					'item_asset_id',
					'item_imei',
					'custom_field_1',
					'custom_field_2',
					'intake_status',
				]);
			}
			for (const tracking of employee.tracking) {
				expectKeys(tracking, ['carrier_name', 'forward_shipping', 'return_shipping']);
				expectKeys(tracking.forward_shipping, ['tracking_number', 'tracking_link']);
				expectKeys(tracking.return_shipping, ['tracking_number', 'tracking_link']);
			}
			expectSchema(items.campaignEmployee, employee);
		}
	});

	test('a recovery added to the campaign appears with its values, state as name/code/country_code', async () => {
		const body = newRecoveryBody(campaignNumber, {
			firstname: 'Wen',
			work_phone: '2065550101',
			address_line_1: '5 Lake View',
			city: 'Seattle',
			state: 'WA',
			zip: '98101',
			items: [
				{ item: 'MacBook Air 13"', item_serial_no: 'C02XYZ', custom_field_2: 'returns desk' },
			],
		});
		const added = await sandbox.post('/api/v1/recover/campaign/employee/add', body);
		const code = added.body.recovery_code;
		const all = await sandbox.getAll(`/api/v1/recover/campaign/${campaignNumber}`, 'employees');
		const entry = all.find((employee) => employee.recovery_id === code);
		expect(entry).toMatchObject({
			firstname: 'Wen',
			lastname: body.lastname,
			send_notifications_to: 'work',
			work_email: body.work_email,
			work_phone: '2065550101',
			city: 'Seattle',
			zip: '98101',
			address_line_1: '5 Lake View',
			address_line_2: null,
			country: { code: 'US', name: 'United States' },
			state: { code: 'WA', name: 'Washington', country_code: 'US' },
			items: [
				{
					item: 'MacBook Air 13"',
					item_serial_no: 'C02XYZ',
					item_asset_id: null,
					item_imei: null,
					custom_field_1: null,
					custom_field_2: 'returns desk',
					intake_status: 'Pending',
				},
			],
		});
	});

	test('pages hold 50 employees by default and at most 100 (README)', async () => {
		await fillCampaign(105);
		const first = await details();
		const total = first.body.totalEmployees;
		expect(total).toBeGreaterThanOrEqual(105);
		expect(first.body.employees).toHaveLength(50);
		expect(first.body.totalPages).toBe(Math.ceil(total / 50));
		const largest = await details({ limit: 500 });
		expect(largest.body.employees).toHaveLength(100);
		expect(largest.body.totalPages).toBe(Math.ceil(total / 100));
	});

	test('page 2 of limit 5 is the next 5 employees', async () => {
		const first = await details({ page: 1, limit: 5 });
		const second = await details({ page: 2, limit: 5 });
		expect(second.body.currentPage).toBe(2);
		expect(second.body.employees).toHaveLength(5);
		const firstIds = first.body.employees.map((employee: Json) => employee.recovery_id);
		for (const employee of second.body.employees) {
			expect(firstIds).not.toContain(employee.recovery_id);
		}
	});

	test('no token answers 401 Access denied: No token provided.', async () => {
		const result = await sandbox.api('GET', `/api/v1/recover/campaign/${campaignNumber}`);
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
		expectKeysWithin(result.body, ['message'], ['success']);
	});
});
