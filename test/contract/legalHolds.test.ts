/** Submit, get and request release of legal holds, the active-holds list; their effects on devices and error bodies. */
import { items, responses } from '../../sandbox/schemas';
import {
	expectKeys,
	expectListEnvelope,
	expectSchema,
	Json,
	useSandbox,
	validationFields,
} from './helpers';

const sandbox = useSandbox();

const HOLD_KEYS = [
	'id',
	'asset_id',
	'customer_asset_id',
	'placed_on',
	'age_on_hold',
	'serial_number',
	'asset_name',
	'manufacturer_name',
	'product_type_name',
	'status_name',
	'status_type_name',
	'status_type_id',
	'asset_location',
	'last_assignee',
	'ticket_exists',
	'ticket_info',
];

/** Assigned assets not on hold, taken one by one by the tests. */
let freeAssets: Json[] = [];

const allAssets = () => sandbox.getAll('/api/v1/assets', 'assets');
const activeHolds = () => sandbox.getAll('/api/v1/legal-hold/active-holds', 'data');
const allTickets = () => sandbox.getAll('/api/v1/tickets', 'data');

beforeAll(async () => {
	freeAssets = (await allAssets()).filter(
		(asset) => asset.assignee && asset.status_name !== 'Legal Hold',
	);
});

function holdEntry(asset: Json) {
	return {
		serialNumber: asset.serial_number,
		name: asset.assignee.name,
		email: asset.assignee.email,
		recoveryNumber: 'RCV-200001',
		assetName: asset.asset_name,
		assetId: asset.asset_id,
	};
}

const submit = (body: unknown) => sandbox.post('/api/v1/legal-hold/submit', body);
const holdBody = (assets: Json[]) => ({
	summary: 'Litigation hold',
	description: 'Preserve for matter 2026-114.',
	users: assets.map(holdEntry),
});

async function holdFor(serial: string): Promise<Json> {
	return (await activeHolds()).find((hold) => hold.serial_number === serial);
}

describe('submit legal hold (POST /legal-hold/submit)', () => {
	test('answers 200 with success, ticketNumber and ticketId', async () => {
		const result = await submit(holdBody([freeAssets.shift()]));
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'ticketNumber', 'ticketId']);
		expect(result.body.success).toBe(true);
		expect(typeof result.body.ticketNumber).toBe('string');
		expect(typeof result.body.ticketId).toBe('string');
		expectSchema(responses.legalHoldSubmit, result.body);
	});

	test('one request holds many devices with one support ticket; each device takes Legal Hold, Undeployable', async () => {
		const [first, second] = [freeAssets.shift(), freeAssets.shift()];
		const ticketsBefore = (await allTickets()).length;
		const result = await submit(holdBody([first, second]));
		expect(result.status).toBe(200);
		const tickets = await allTickets();
		expect(tickets).toHaveLength(ticketsBefore + 1);
		const ticket = tickets.find((candidate) => candidate.id === result.body.ticketId);
		expect(ticket.ticket_number).toBe(result.body.ticketNumber);
		expect([...ticket.serial_numbers].sort()).toEqual(
			[first.serial_number, second.serial_number].sort(),
		);

		for (const asset of [first, second]) {
			const hold = await holdFor(asset.serial_number);
			expect(hold).toMatchObject({
				serial_number: asset.serial_number,
				status_name: 'Legal Hold',
				status_type_name: 'Undeployable',
				ticket_exists: false,
				ticket_info: null,
			});
			const listed = (await allAssets()).find((candidate) => candidate.id === asset.id);
			expect(listed).toMatchObject({ status_name: 'Legal Hold', status_type_name: 'Undeployable' });
		}
	});

	test('the held device shows asset status Legal Hold on its employee', async () => {
		const asset = freeAssets.shift();
		expect((await submit(holdBody([asset]))).status).toBe(200);
		const detail = await sandbox.get(`/api/v1/employees/${asset.assignee.id}`, {
			include_assets: 'true',
		});
		const held = detail.body.employee.assigned_assets.find(
			(candidate: Json) => candidate.serial_number === asset.serial_number,
		);
		expect(held.asset_status).toBe('Legal Hold');
	});

	test('a second hold for the same device answers 409', async () => {
		const asset = freeAssets.shift();
		expect((await submit(holdBody([asset]))).status).toBe(200);
		const again = await submit(holdBody([asset]));
		expect(again.status).toBe(409);
		expect(again.body.success).toBe(false);
		expectSchema(responses.duplicateLegalHold, again.body);
	});

	test('a serial number the company does not have answers 404 error Asset number not found in your company.', async () => {
		const entry = { ...holdEntry(freeAssets[0]), serialNumber: 'NOT-OURS-0001' };
		const result = await submit({ summary: 's', description: 'd', users: [entry] });
		expect(result.status).toBe(404);
		expect(result.body.error).toBe('Asset number not found in your company.');
		expectSchema(responses.unknownAsset, result.body);
		expect(await holdFor(freeAssets[0].serial_number)).toBeUndefined();
	});

	test.each([
		['an object', { serialNumber: 'X' }],
		['an empty array', []],
		['a string', 'SN1'],
	])('users as %s answers 400 Payload must be a non-empty array.', async (_case, users) => {
		const result = await submit({ summary: 's', description: 'd', users });
		expect(result.status).toBe(400);
		expect(result.body).toEqual({ success: false, message: 'Payload must be a non-empty array.' });
		expectSchema(responses.nonArrayPayload, result.body);
	});

	test('missing summary and description answer 422 naming them', async () => {
		const result = await submit({ users: [holdEntry(freeAssets[0])] });
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['description', 'summary']);
	});

	test('an invalid email answers 422 naming the email field', async () => {
		const entry = { ...holdEntry(freeAssets[0]), email: 'not-an-email' };
		const result = await submit({ summary: 's', description: 'd', users: [entry] });
		expect(result.status).toBe(422);
		const fields = validationFields(result.body);
		expect(fields).toHaveLength(1);
		expect(fields[0]).toMatch(/email$/);
	});

	test('a missing user field answers 422 naming it', async () => {
		const entry: Record<string, unknown> = holdEntry(freeAssets[0]);
		delete entry.assetName;
		const result = await submit({ summary: 's', description: 'd', users: [entry] });
		expect(result.status).toBe(422);
		const fields = validationFields(result.body);
		expect(fields).toHaveLength(1);
		expect(fields[0]).toMatch(/assetName$/);
	});
});

describe('get legal hold (GET /legal-hold/:id)', () => {
	test('answers success, message and data with the legal-hold fields; data.id is the path id', async () => {
		const asset = freeAssets.shift();
		await submit(holdBody([asset]));
		const listed = await holdFor(asset.serial_number);
		const result = await sandbox.get(`/api/v1/legal-hold/${listed.id}`);
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'message', 'data']);
		expect(result.body.success).toBe(true);
		expectKeys(result.body.data, HOLD_KEYS);
		expect(String(result.body.data.id)).toBe(String(listed.id));
		expect(result.body.data).toMatchObject({
			serial_number: asset.serial_number,
			asset_name: asset.asset_name,
			status_name: 'Legal Hold',
			status_type_name: 'Undeployable',
			ticket_exists: false,
			ticket_info: null,
		});
		expect(typeof result.body.data.status_type_id).toBe('number');
		expect(typeof result.body.data.age_on_hold).toBe('string');
		expectSchema(responses.legalHold, result.body);
	});

	test('an unknown id answers 404 success false, error Active legal hold not found', async () => {
		const result = await sandbox.get('/api/v1/legal-hold/999999');
		expect(result.status).toBe(404);
		expect(result.body).toEqual({ success: false, error: 'Active legal hold not found' });
		expectSchema(responses.notFoundError, result.body);
	});
});

describe('request legal-hold release (POST /legal-hold/active)', () => {
	async function placedHold(): Promise<Json> {
		const asset = freeAssets.shift();
		expect((await submit(holdBody([asset]))).status).toBe(200);
		const listed = await holdFor(asset.serial_number);
		return (await sandbox.get(`/api/v1/legal-hold/${listed.id}`)).body.data;
	}

	const release = (hold: Json) =>
		sandbox.post('/api/v1/legal-hold/active', {
			summary: 'Release hold',
			description: 'Matter closed.',
			user: { id: hold.id, serial_number: hold.serial_number, status_name: hold.status_name },
		});

	test('the first request creates a release ticket: ticket_exists false, ticketId, ticketNumber', async () => {
		const hold = await placedHold();
		const ticketsBefore = (await allTickets()).length;
		const result = await release(hold);
		expect(result.status).toBe(200);
		expectKeys(result.body, ['success', 'ticket_exists', 'message', 'ticketId', 'ticketNumber']);
		expect(result.body).toMatchObject({ success: true, ticket_exists: false });
		expect(await allTickets()).toHaveLength(ticketsBefore + 1);
		expectSchema(responses.legalHoldRelease, result.body);
	});

	test('a second request creates none: ticket_exists true with the existing ticket and existingSerialNumbers', async () => {
		const hold = await placedHold();
		const first = await release(hold);
		const ticketsBefore = (await allTickets()).length;
		const second = await release(hold);
		expect(second.status).toBe(200);
		expectKeys(second.body, [
			'success',
			'ticket_exists',
			'message',
			'ticketId',
			'ticketNumber',
			'existingSerialNumbers',
		]);
		expect(second.body).toMatchObject({
			success: true,
			ticket_exists: true,
			ticketId: first.body.ticketId,
			ticketNumber: first.body.ticketNumber,
		});
		expect(second.body.existingSerialNumbers).toContain(hold.serial_number);
		expect(await allTickets()).toHaveLength(ticketsBefore);
		expectSchema(responses.legalHoldRelease, second.body);
	});

	test('after a release request get legal hold answers ticket_exists true with ticket_info', async () => {
		const hold = await placedHold();
		const released = await release(hold);
		const result = await sandbox.get(`/api/v1/legal-hold/${hold.id}`);
		expect(result.body.data.ticket_exists).toBe(true);
		expect(result.body.data.ticket_info).toBeInstanceOf(Object);
		expect(result.body.data.ticket_info).toMatchObject({
			ticketId: released.body.ticketId,
			ticketNumber: released.body.ticketNumber,
		});
	});

	test('a missing user answers 422 naming user', async () => {
		const result = await sandbox.post('/api/v1/legal-hold/active', {
			summary: 's',
			description: 'd',
		});
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['user']);
	});

	test('user.id must be a number (the legal-hold record id)', async () => {
		const hold = await placedHold();
		const result = await sandbox.post('/api/v1/legal-hold/active', {
			summary: 's',
			description: 'd',
			user: { id: hold.asset_id, serial_number: hold.serial_number, status_name: 'Legal Hold' },
		});
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['user.id']);
	});
});

describe('the active legal holds list (/api/v1/legal-hold/active-holds)', () => {
	test('answers the pagination envelope with data, items in the get legal hold shape', async () => {
		const result = await sandbox.get('/api/v1/legal-hold/active-holds');
		expect(result.status).toBe(200);
		expectListEnvelope(result.body, 'data');
		expect(result.body.data.length).toBeGreaterThan(0);
		for (const hold of result.body.data) {
			expectKeys(hold, HOLD_KEYS);
			expectSchema(items.legalHold, hold);
		}
		expectSchema(responses.activeLegalHoldList, result.body);
	});
});
