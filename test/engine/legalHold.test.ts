import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

/** Assets with an assignee and no active hold: devices the tests may place on hold. */
function freeDevices(count: number) {
	const store = sandbox.store;
	const free = [...store.assets.values()].filter(
		(asset) => asset.assigneeId && !store.activeHoldForAsset(asset.id),
	);
	return free.slice(0, count).map((asset) => ({
		serialNumber: asset.serialNumber,
		name: store.employeeName(asset.assigneeId),
		email: `${asset.serialNumber.toLowerCase()}@example.com`,
		recoveryNumber: `RC-${asset.serialNumber}`,
		assetName: asset.modelName,
		assetId: asset.customerAssetId,
	}));
}

type Device = ReturnType<typeof freeDevices>[number];

const submitParameters = (options: INodeParameters = {}): INodeParameters => ({
	resource: 'legalHold',
	operation: 'create',
	serialNumber: '={{ $json.serialNumber }}',
	name: '={{ $json.name }}',
	email: '={{ $json.email }}',
	recoveryNumber: '={{ $json.recoveryNumber }}',
	assetName: '={{ $json.assetName }}',
	assetId: '={{ $json.assetId }}',
	summary: 'Litigation hold: Doe v. Acme',
	description: 'Preserve the devices of the custodians named in the complaint.',
	options,
});

const asItems = (devices: Device[]) => devices.map((device) => ({ json: { ...device } }));

const deviceOutput = (device: Device) => ({
	serial_number: device.serialNumber,
	asset_id: device.assetId,
	asset_name: device.assetName,
	name: device.name,
	email: device.email,
	recovery_number: device.recoveryNumber,
});

function ticketFor(serialNumber: string) {
	const tickets = [...sandbox.store.tickets.values()].filter(
		(ticket) => ticket.type === 'Legal Hold' && ticket.serialNumbers.includes(serialNumber),
	);
	return tickets[tickets.length - 1];
}

/** The output item of a device the ticket placed on hold. */
const heldByTicket = (
	device: Device,
	ticket: ReturnType<typeof ticketFor>,
	devicesInTicket: number,
) => ({
	ticket_number: ticket.ticketNumber,
	ticket_id: ticket.id,
	...deviceOutput(device),
	devices_in_ticket: devicesInTicket,
	already_on_hold: false,
});

/** One device an earlier run placed on hold and two free ones; the request log cleared after. */
async function oneHeldAndTwoFree() {
	const [held] = freeDevices(1);
	await sandbox.run(submitParameters(), { items: asItems([held]) });
	const [first, last] = freeDevices(2);
	await sandbox.control('DELETE', '/requests');
	return { held, first, last };
}

const THREE_PAIRED_ITEMS = [{ item: 0 }, { item: 1 }, { item: 2 }];

describe('legalHold create', () => {
	test('three input items make one request and one ticket, each item output with it', async () => {
		const devices = freeDevices(3);
		const before = await sandbox.control<{ tickets: { count: number } }>('GET', '/snapshot');

		const result = await sandbox.run(submitParameters(), { items: asItems(devices) });

		expect(result.error).toBeUndefined();
		expect(await sandbox.requests('POST /legal-hold/submit')).toHaveLength(1);
		const after = await sandbox.control<{ tickets: { count: number } }>('GET', '/snapshot');
		expect(after.tickets.count).toBe(before.tickets.count + 1);
		const ticket = ticketFor(devices[0].serialNumber);
		expect(ticket.serialNumbers).toEqual(devices.map((device) => device.serialNumber));
		expect(result.items.map((item) => item.json)).toEqual(
			devices.map((device) => heldByTicket(device, ticket, 3)),
		);
		expect(result.items.map((item) => item.pairedItem)).toEqual(THREE_PAIRED_ITEMS);
	});

	test('a 409 names the held device and fails its item; the others say why they were not held', async () => {
		const { held, first, last } = await oneHeldAndTwoFree();

		const result = await sandbox.run(submitParameters(), {
			items: asItems([first, held, last]),
			continueOnFail: true,
		});

		expect(await sandbox.requests('POST /legal-hold/submit')).toHaveLength(1);
		expect(sandbox.store.activeHoldForAsset(assetIdOf(first.serialNumber))).toBeUndefined();
		expect(result.items.map((item) => item.json.error)).toEqual([
			`Device ${first.serialNumber} was not placed on hold: the request that held it was refused because of device ${held.serialNumber}`,
			`Device ${held.serialNumber} is already on legal hold: Legal hold already exists for serial number ${held.serialNumber}.`,
			`Device ${last.serialNumber} was not placed on hold: the request that held it was refused because of device ${held.serialNumber}`,
		]);
		expect(result.items.map((item) => item.json.httpCode)).toEqual(['409', '409', '409']);
		expect(result.items.map((item) => item.pairedItem)).toEqual(THREE_PAIRED_ITEMS);
	});

	test('without Continue On Fail the 409 stops the node naming the held device', async () => {
		const { held, first: other } = await oneHeldAndTwoFree();

		const result = await sandbox.run(submitParameters(), { items: asItems([held, other]) });

		expect(result.error?.message).toBe(
			`Device ${held.serialNumber} is already on legal hold: Legal hold already exists for serial number ${held.serialNumber}.`,
		);
	});

	test('"Skip Devices Already on Hold" resubmits once without the held device', async () => {
		const { held, first, last } = await oneHeldAndTwoFree();

		const result = await sandbox.run(submitParameters({ skipDevicesAlreadyOnHold: true }), {
			items: asItems([first, held, last]),
		});

		expect(result.error).toBeUndefined();
		expect(
			(await sandbox.requests('POST /legal-hold/submit')).map((entry) => entry.status),
		).toEqual([409, 200]);
		const ticket = ticketFor(first.serialNumber);
		expect(ticket.serialNumbers).toEqual([first.serialNumber, last.serialNumber]);
		expect(result.items.map((item) => item.json)).toEqual([
			heldByTicket(first, ticket, 2),
			{
				ticket_number: null,
				ticket_id: null,
				...deviceOutput(held),
				devices_in_ticket: 0,
				already_on_hold: true,
				message: `Already on legal hold; not submitted again. The API said: Legal hold already exists for serial number ${held.serialNumber}.`,
			},
			heldByTicket(last, ticket, 2),
		]);
	});

	test('a bad email in one device row fails before anything is sent, naming the field and device', async () => {
		const devices = freeDevices(2);
		const rows = [devices[0], { ...devices[1], email: 'not-an-email' }];

		const result = await sandbox.run(submitParameters(), { items: asItems(rows) });

		expect(result.error?.message).toBe(
			`Email: "not-an-email" is not a valid email address (device ${devices[1].serialNumber}, item 2)`,
		);
		expect(await sandbox.requests('POST /legal-hold/submit')).toEqual([]);
		expect(sandbox.store.activeHoldForAsset(assetIdOf(devices[0].serialNumber))).toBe(undefined);
	});
});

function assetIdOf(serialNumber: string): string {
	return sandbox.store.assetsBySerial.get(serialNumber)!.id;
}

function activeHoldWithoutReleaseTicket() {
	return [...sandbox.store.legalHolds.values()].find(
		(hold) => hold.active && !hold.releaseTicketId,
	)!;
}

describe('legalHold create with Continue On Fail', () => {
	test('an invalid row becomes its error item; the valid rows still share one ticket', async () => {
		const [first, broken, last] = freeDevices(3);

		const result = await sandbox.run(submitParameters(), {
			items: asItems([first, { ...broken, recoveryNumber: '  ' }, last]),
			continueOnFail: true,
		});

		expect(await sandbox.requests('POST /legal-hold/submit')).toHaveLength(1);
		const ticket = ticketFor(first.serialNumber);
		expect(ticket.serialNumbers).toEqual([first.serialNumber, last.serialNumber]);
		expect(sandbox.store.activeHoldForAsset(assetIdOf(broken.serialNumber))).toBe(undefined);
		expect(result.items.map((item) => item.json)).toEqual([
			heldByTicket(first, ticket, 2),
			{
				error: 'Recovery Number is required',
				description: 'Fix "Recovery Number"; nothing was sent to the API.',
			},
			heldByTicket(last, ticket, 2),
		]);
	});

	test('an unknown serial number fails its own item; the others were not held', async () => {
		const [known] = freeDevices(1);
		const unknown = { ...known, serialNumber: 'NOSUCHSERIAL1' };

		const result = await sandbox.run(submitParameters(), {
			items: asItems([known, unknown]),
			continueOnFail: true,
		});

		expect(await sandbox.requests('POST /legal-hold/submit')).toHaveLength(1);
		expect(result.items.map((item) => [item.json.error, item.json.httpCode])).toEqual([
			[
				`Device ${known.serialNumber} was not placed on hold: the request that held it was refused because of device NOSUCHSERIAL1`,
				'404',
			],
			['Device NOSUCHSERIAL1 was refused: Asset number not found in your company.', '404'],
		]);
		expect(sandbox.store.activeHoldForAsset(assetIdOf(known.serialNumber))).toBe(undefined);
	});
});

describe('legalHold get', () => {
	const getHold = (legalHoldId: string, parameters: INodeParameters = {}) =>
		sandbox.run({ resource: 'legalHold', operation: 'get', legalHoldId, ...parameters });

	test('returns the hold with placed_on kept as text and an ISO companion', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const raw = await sandbox.apiGet(`/legal-hold/${hold.id}`);

		const result = await getHold(String(hold.id));

		expect(result.items.map((item) => item.json)).toEqual([
			{ ...(raw.data as IDataObject), placed_on_iso: hold.placedOn.toISOString().slice(0, 10) },
		]);
		expect(result.items[0].json.placed_on).toBe((raw.data as IDataObject).placed_on);
	});

	test('Raw output returns the API body untouched', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const raw = await sandbox.apiGet(`/legal-hold/${hold.id}`);

		const result = await getHold(String(hold.id), { output: 'raw' });

		expect(result.items.map((item) => item.json)).toEqual([raw]);
	});

	test('an unknown hold fails with the API text', async () => {
		const result = await getHold('999999');

		expect(result.error?.message).toBe('Active legal hold not found (legal hold 999999)');
		expect(await sandbox.requests('GET /legal-hold/:id')).toHaveLength(1);
	});
});

describe('legalHold getAll', () => {
	test('Return All lists every active hold with its ISO companion', async () => {
		const store = sandbox.store;
		const active = [...store.legalHolds.values()].filter((hold) => hold.active);

		const result = await sandbox.run({
			resource: 'legalHold',
			operation: 'getAll',
			returnAll: true,
		});

		expect(result.items.map((item) => item.json.id).sort()).toEqual(
			active.map((hold) => hold.id).sort(),
		);
		for (const item of result.items) {
			const hold = store.legalHolds.get(item.json.id as number)!;
			expect(item.json.placed_on_iso).toBe(hold.placedOn.toISOString().slice(0, 10));
		}
		const lists = await sandbox.requests('GET /legal-hold/active-holds');
		expect(lists.map((entry) => entry.query)).toEqual([{ page: '1', limit: '100' }]);
	});
});

describe('legalHold requestRelease', () => {
	test('the second request says ticket_exists with the same ticket', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const serialNumber = sandbox.store.assets.get(hold.assetId)!.serialNumber;
		const parameters = {
			resource: 'legalHold',
			operation: 'requestRelease',
			legalHoldId: String(hold.id),
			summary: 'Release: matter closed',
			description: 'The case was settled; the device may be redeployed.',
		};

		const first = await sandbox.run(parameters);
		const ticket = sandbox.store.tickets.get(hold.releaseTicketId!)!;
		const second = await sandbox.run(parameters);

		expect(first.items.map((item) => item.json)).toEqual([
			{
				legal_hold_id: hold.id,
				serial_number: serialNumber,
				ticket_exists: false,
				ticket_id: ticket.id,
				ticket_number: ticket.ticketNumber,
				message: 'Release request submitted successfully',
			},
		]);
		expect(second.items.map((item) => item.json)).toEqual([
			{
				legal_hold_id: hold.id,
				serial_number: serialNumber,
				ticket_exists: true,
				ticket_id: ticket.id,
				ticket_number: ticket.ticketNumber,
				message: 'A release request already exists for this device.',
			},
		]);
		expect(ticket.subject).toBe('Release: matter closed');
		expect(await sandbox.requests('POST /legal-hold/active')).toHaveLength(2);
		expect(await sandbox.requests('GET /legal-hold/:id')).toHaveLength(2);
	});
});
