import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { HarnessCredentialsHelper } from './harness/credentials-helper';
import { runNode, type RunNodeOptions } from './harness/run-node';

let running: RunningSandbox;

beforeAll(async () => {
	running = await startSandbox({ port: 0, seed: 7, rateLimit: 100000 });
});
afterAll(async () => await running.close());
beforeEach(async () => await control('DELETE', '/requests'));

interface LoggedRequest {
	method: string;
	route: string | null;
	query: Record<string, string>;
	status: number;
	hasAuthorization: boolean;
}

async function control(method: string, path: string, body?: unknown) {
	const response = await fetch(`${running.origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return text ? (JSON.parse(text) as unknown) : undefined;
}

async function requestsTo(route: string): Promise<LoggedRequest[]> {
	const log = (await control('GET', '/requests')) as LoggedRequest[];
	return log.filter((entry) => entry.route === route);
}

async function run(parameters: INodeParameters, options: Partial<RunNodeOptions> = {}) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const credentials = store.add('assetLifecycleApi', {
		baseUrl: running.baseUrl,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
	});
	return await runNode({ nodeType: new AssetLifecycle(), parameters, credentials, ...options });
}

/** Assets with an assignee and no active hold: devices the tests may place on hold. */
function freeDevices(count: number) {
	const store = running.sandbox.store;
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
	const tickets = [...running.sandbox.store.tickets.values()].filter(
		(ticket) => ticket.type === 'Legal Hold' && ticket.serialNumbers.includes(serialNumber),
	);
	return tickets[tickets.length - 1];
}

async function bearerToken(): Promise<string> {
	const response = await fetch(`${running.baseUrl}/api/v1/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
	});
	return ((await response.json()) as { token: string }).token;
}

async function apiGet(path: string): Promise<IDataObject> {
	const response = await fetch(`${running.baseUrl}/api/v1${path}`, {
		headers: { Authorization: `Bearer ${await bearerToken()}` },
	});
	return (await response.json()) as IDataObject;
}

describe('legalHold create', () => {
	test('three input items make one request and one ticket, each item output with it', async () => {
		const devices = freeDevices(3);
		const before = (await control('GET', '/snapshot')) as { tickets: { count: number } };

		const result = await run(submitParameters(), { items: asItems(devices) });

		expect(result.error).toBeUndefined();
		expect(await requestsTo('POST /legal-hold/submit')).toHaveLength(1);
		const after = (await control('GET', '/snapshot')) as { tickets: { count: number } };
		expect(after.tickets.count).toBe(before.tickets.count + 1);
		const ticket = ticketFor(devices[0].serialNumber);
		expect(ticket.serialNumbers).toEqual(devices.map((device) => device.serialNumber));
		expect(result.items.map((item) => item.json)).toEqual(
			devices.map((device) => ({
				ticket_number: ticket.ticketNumber,
				ticket_id: ticket.id,
				...deviceOutput(device),
				devices_in_ticket: 3,
				already_on_hold: false,
			})),
		);
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
	});

	test('a 409 names the held device and fails its item; the others say why they were not held', async () => {
		const [held] = freeDevices(1);
		await run(submitParameters(), { items: asItems([held]) });
		const [first, last] = freeDevices(2);
		await control('DELETE', '/requests');

		const result = await run(submitParameters(), {
			items: asItems([first, held, last]),
			continueOnFail: true,
		});

		expect(await requestsTo('POST /legal-hold/submit')).toHaveLength(1);
		expect(running.sandbox.store.activeHoldForAsset(assetIdOf(first.serialNumber))).toBeUndefined();
		expect(result.items.map((item) => item.json.error)).toEqual([
			`Device ${first.serialNumber} was not placed on hold: the request that held it was refused because of device ${held.serialNumber}`,
			`Device ${held.serialNumber} is already on legal hold: Legal hold already exists for serial number ${held.serialNumber}.`,
			`Device ${last.serialNumber} was not placed on hold: the request that held it was refused because of device ${held.serialNumber}`,
		]);
		expect(result.items.map((item) => item.json.httpCode)).toEqual(['409', '409', '409']);
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
	});

	test('without Continue On Fail the 409 stops the node naming the held device', async () => {
		const [held] = freeDevices(1);
		await run(submitParameters(), { items: asItems([held]) });
		const [other] = freeDevices(1);

		const result = await run(submitParameters(), { items: asItems([held, other]) });

		expect(result.error?.message).toBe(
			`Device ${held.serialNumber} is already on legal hold: Legal hold already exists for serial number ${held.serialNumber}.`,
		);
	});

	test('"Skip Devices Already on Hold" resubmits once without the held device', async () => {
		const [held] = freeDevices(1);
		await run(submitParameters(), { items: asItems([held]) });
		const [first, last] = freeDevices(2);
		await control('DELETE', '/requests');

		const result = await run(submitParameters({ skipDevicesAlreadyOnHold: true }), {
			items: asItems([first, held, last]),
		});

		expect(result.error).toBeUndefined();
		expect((await requestsTo('POST /legal-hold/submit')).map((entry) => entry.status)).toEqual([
			409, 200,
		]);
		const ticket = ticketFor(first.serialNumber);
		expect(ticket.serialNumbers).toEqual([first.serialNumber, last.serialNumber]);
		expect(result.items.map((item) => item.json)).toEqual([
			{
				ticket_number: ticket.ticketNumber,
				ticket_id: ticket.id,
				...deviceOutput(first),
				devices_in_ticket: 2,
				already_on_hold: false,
			},
			{
				ticket_number: null,
				ticket_id: null,
				...deviceOutput(held),
				devices_in_ticket: 0,
				already_on_hold: true,
				message: `Already on legal hold; not submitted again. The API said: Legal hold already exists for serial number ${held.serialNumber}.`,
			},
			{
				ticket_number: ticket.ticketNumber,
				ticket_id: ticket.id,
				...deviceOutput(last),
				devices_in_ticket: 2,
				already_on_hold: false,
			},
		]);
	});

	test('a bad email in one device row fails before anything is sent, naming the field and device', async () => {
		const devices = freeDevices(2);
		const rows = [devices[0], { ...devices[1], email: 'not-an-email' }];

		const result = await run(submitParameters(), { items: asItems(rows) });

		expect(result.error?.message).toBe(
			`Email: "not-an-email" is not a valid email address (device ${devices[1].serialNumber}, item 2)`,
		);
		expect(await requestsTo('POST /legal-hold/submit')).toEqual([]);
		expect(running.sandbox.store.activeHoldForAsset(assetIdOf(devices[0].serialNumber))).toBe(
			undefined,
		);
	});
});

function assetIdOf(serialNumber: string): string {
	return running.sandbox.store.assetsBySerial.get(serialNumber)!.id;
}

function activeHoldWithoutReleaseTicket() {
	return [...running.sandbox.store.legalHolds.values()].find(
		(hold) => hold.active && !hold.releaseTicketId,
	)!;
}

describe('legalHold create with Continue On Fail', () => {
	test('an invalid row becomes its error item; the valid rows still share one ticket', async () => {
		const [first, broken, last] = freeDevices(3);

		const result = await run(submitParameters(), {
			items: asItems([first, { ...broken, recoveryNumber: '  ' }, last]),
			continueOnFail: true,
		});

		expect(await requestsTo('POST /legal-hold/submit')).toHaveLength(1);
		const ticket = ticketFor(first.serialNumber);
		expect(ticket.serialNumbers).toEqual([first.serialNumber, last.serialNumber]);
		expect(running.sandbox.store.activeHoldForAsset(assetIdOf(broken.serialNumber))).toBe(
			undefined,
		);
		expect(result.items.map((item) => item.json)).toEqual([
			{
				ticket_number: ticket.ticketNumber,
				ticket_id: ticket.id,
				...deviceOutput(first),
				devices_in_ticket: 2,
				already_on_hold: false,
			},
			{
				error: 'Recovery Number is required',
				description: 'Fix "Recovery Number"; nothing was sent to the API.',
			},
			{
				ticket_number: ticket.ticketNumber,
				ticket_id: ticket.id,
				...deviceOutput(last),
				devices_in_ticket: 2,
				already_on_hold: false,
			},
		]);
	});

	test('an unknown serial number fails its own item; the others were not held', async () => {
		const [known] = freeDevices(1);
		const unknown = { ...known, serialNumber: 'NOSUCHSERIAL1' };

		const result = await run(submitParameters(), {
			items: asItems([known, unknown]),
			continueOnFail: true,
		});

		expect(await requestsTo('POST /legal-hold/submit')).toHaveLength(1);
		expect(result.items.map((item) => [item.json.error, item.json.httpCode])).toEqual([
			[
				`Device ${known.serialNumber} was not placed on hold: the request that held it was refused because of device NOSUCHSERIAL1`,
				'404',
			],
			['Device NOSUCHSERIAL1 was refused: Asset number not found in your company.', '404'],
		]);
		expect(running.sandbox.store.activeHoldForAsset(assetIdOf(known.serialNumber))).toBe(undefined);
	});
});

describe('legalHold get', () => {
	test('returns the hold with placed_on kept as text and an ISO companion', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const raw = await apiGet(`/legal-hold/${hold.id}`);

		const result = await run({
			resource: 'legalHold',
			operation: 'get',
			legalHoldId: String(hold.id),
		});

		expect(result.items.map((item) => item.json)).toEqual([
			{ ...(raw.data as IDataObject), placed_on_iso: hold.placedOn.toISOString().slice(0, 10) },
		]);
		expect(result.items[0].json.placed_on).toBe((raw.data as IDataObject).placed_on);
	});

	test('Raw Output returns the API body untouched', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const raw = await apiGet(`/legal-hold/${hold.id}`);

		const result = await run({
			resource: 'legalHold',
			operation: 'get',
			legalHoldId: String(hold.id),
			options: { rawOutput: true },
		});

		expect(result.items.map((item) => item.json)).toEqual([raw]);
	});

	test('an unknown hold fails with the API text', async () => {
		const result = await run({ resource: 'legalHold', operation: 'get', legalHoldId: '999999' });

		expect(result.error?.message).toBe('Active legal hold not found (legal hold 999999)');
		expect(await requestsTo('GET /legal-hold/:id')).toHaveLength(1);
	});
});

describe('legalHold getAll', () => {
	test('Return All lists every active hold with its ISO companion', async () => {
		const store = running.sandbox.store;
		const active = [...store.legalHolds.values()].filter((hold) => hold.active);

		const result = await run({ resource: 'legalHold', operation: 'getAll', returnAll: true });

		expect(result.items.map((item) => item.json.id).sort()).toEqual(
			active.map((hold) => hold.id).sort(),
		);
		for (const item of result.items) {
			const hold = store.legalHolds.get(item.json.id as number)!;
			expect(item.json.placed_on_iso).toBe(hold.placedOn.toISOString().slice(0, 10));
		}
		const lists = await requestsTo('GET /legal-hold/active-holds');
		expect(lists.map((entry) => entry.query)).toEqual([{ page: '1', limit: '100' }]);
	});
});

describe('legalHold requestRelease', () => {
	test('the second request says ticket_exists with the same ticket', async () => {
		const hold = activeHoldWithoutReleaseTicket();
		const serialNumber = running.sandbox.store.assets.get(hold.assetId)!.serialNumber;
		const parameters = {
			resource: 'legalHold',
			operation: 'requestRelease',
			legalHoldId: String(hold.id),
			summary: 'Release: matter closed',
			description: 'The case was settled; the device may be redeployed.',
		};

		const first = await run(parameters);
		const ticket = running.sandbox.store.tickets.get(hold.releaseTicketId!)!;
		const second = await run(parameters);

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
		expect(await requestsTo('POST /legal-hold/active')).toHaveLength(2);
		expect(await requestsTo('GET /legal-hold/:id')).toHaveLength(2);
	});
});
