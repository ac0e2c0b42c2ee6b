import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

interface Snapshot {
	recoveries: { count: number; ids: string[] };
	recoveriesByCampaign: Record<string, string[]>;
}

const snapshot = () => sandbox.control<Snapshot>('GET', '/snapshot');

async function lastCampaignNumber(): Promise<string> {
	const campaigns = Object.keys((await snapshot()).recoveriesByCampaign);
	return campaigns[campaigns.length - 1];
}

function recoveryParameters(
	campaignNumber: string,
	overrides: INodeParameters = {},
): INodeParameters {
	return {
		resource: 'recovery',
		operation: 'create',
		campaignNumber: { __rl: true, mode: 'id', value: campaignNumber },
		firstname: 'Ines',
		lastname: 'Marlowe',
		sendNotificationsTo: 'work',
		workEmail: 'ines.marlowe@example.com',
		workPhone: '5125550183',
		addressLine1: '400 Congress Ave',
		city: 'Austin',
		state: 'TX',
		zip: '78701',
		country: 'US',
		itemsSource: 'define',
		items: {
			device: [
				{ item: 'MacBook Pro 14', itemSerialNo: 'C02XK1AAMD6T', itemAssetId: 'AT-1001' },
				{ item: 'iPhone 15', itemImei: '356938035643809' },
			],
		},
		...overrides,
	};
}

const posts = () => sandbox.requests('POST /recover/campaign/employee/add');

describe('recovery create', () => {
	test('adds the employee with two devices; its status and items answer the new recovery', async () => {
		const campaignNumber = await lastCampaignNumber();

		const created = await sandbox.run(recoveryParameters(campaignNumber));

		expect(created.error).toBeUndefined();
		const newest = (await snapshot()).recoveries.ids.at(-1)!;
		expect(newest).toMatch(/^RCV-\d+$/);
		expect(created.items.map((item) => item.json)).toEqual([
			{
				skipped: false,
				recovery_number: newest,
				campaign_number: Number(campaignNumber),
				message: 'Employee added to recovery campaign successfully',
			},
		]);
		expect(await posts()).toHaveLength(1);

		const status = await sandbox.run({
			resource: 'recovery',
			operation: 'getStatus',
			recoveryNumber: newest,
		});
		expect(status.items.map((item) => item.json)).toEqual([
			{ recovery_number: newest, status: 'Order Received' },
		]);

		const items = await sandbox.run({
			resource: 'recovery',
			operation: 'getItems',
			recoveryNumber: newest,
		});
		expect(items.items).toHaveLength(1);
		expect(items.items[0].json).toMatchObject({
			recovery_number: newest,
			firstname: 'Ines',
			lastname: 'Marlowe',
			work_email: 'ines.marlowe@example.com',
			state: 'TX',
			country: 'US',
		});
		expect(
			(items.items[0].json.items as IDataObject[]).map((device) => [
				device.name,
				device.serial_no,
				device.asset_id,
				device.imei,
			]),
		).toEqual([
			['MacBook Pro 14', 'C02XK1AAMD6T', 'AT-1001', null],
			['iPhone 15', null, null, '356938035643809'],
		]);
	});

	test('the same input again outputs the existing recovery, skipped, without a second add', async () => {
		const campaignNumber = await lastCampaignNumber();
		const parameters = recoveryParameters(campaignNumber, {
			workEmail: 'rerun.safe@example.com',
		});
		const first = await sandbox.run(parameters);
		expect(first.error).toBeUndefined();
		await sandbox.control('DELETE', '/requests');

		const again = await sandbox.run(parameters);

		expect(again.error).toBeUndefined();
		expect(again.items.map((item) => item.json)).toEqual([
			{
				skipped: true,
				recovery_number: first.items[0].json.recovery_number,
				campaign_number: Number(campaignNumber),
				status: 'Order Received',
				message: `rerun.safe@example.com is already in campaign ${campaignNumber}; not added again`,
			},
		]);
		expect(await posts()).toEqual([]);
	});

	test('two input items for the same person in one execution add them once', async () => {
		const campaignNumber = await lastCampaignNumber();

		const { items, error } = await sandbox.run(
			recoveryParameters(campaignNumber, { workEmail: 'same.run@example.com' }),
			{ items: [{ json: {} }, { json: {} }] },
		);

		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.skipped, item.pairedItem])).toEqual([
			[false, { item: 0 }],
			[true, { item: 1 }],
		]);
		expect(items[1].json.recovery_number).toBe(items[0].json.recovery_number);
		expect(await posts()).toHaveLength(1);
		expect(await sandbox.requests('GET /recover/campaign/:campaignNumber')).toHaveLength(1);
	});

	test('devices from a JSON list of assigned assets map to the recovery item keys', async () => {
		const campaignNumber = await lastCampaignNumber();
		const assignedAssets = [
			{ model_name: 'Dell Latitude 7440', serial_number: 'DL7440-88F2', asset_id: 'AT-2201' },
			{ model_name: 'Lenovo ThinkPad X1', serial_number: 'LNX1-00Q7', asset_id: 'AT-2202' },
		];

		const created = await sandbox.run(
			recoveryParameters(campaignNumber, {
				workEmail: 'json.devices@example.com',
				itemsSource: 'json',
				itemsJson: JSON.stringify(assignedAssets),
			}),
		);
		expect(created.error).toBeUndefined();
		const recoveryNumber = created.items[0].json.recovery_number as string;

		const items = await sandbox.run({
			resource: 'recovery',
			operation: 'getItems',
			recoveryNumber,
		});

		expect(
			(items.items[0].json.items as IDataObject[]).map((device) => [
				device.name,
				device.serial_no,
				device.asset_id,
			]),
		).toEqual(
			assignedAssets.map((asset) => [asset.model_name, asset.serial_number, asset.asset_id]),
		);
		const stored = sandbox.sandbox.sandbox.store.recoveries.get(recoveryNumber)!;
		expect(stored.items.map((device) => [device.item, device.serialNo, device.assetId])).toEqual(
			assignedAssets.map((asset) => [asset.model_name, asset.serial_number, asset.asset_id]),
		);
	});

	const sixDevices = {
		device: Array.from({ length: 6 }, (_, index) => ({ item: `Laptop ${index + 1}` })),
	};

	test.each<[string, INodeParameters, string]>([
		['six devices', { items: sixDevices }, 'items: a recovery holds 1 to 5 devices (got 6)'],
		[
			'reason Other without a note',
			{ additionalFields: { recoveryReason: 4 } },
			'recoveryReasonNote: is required when the recovery reason is Other',
		],
		[
			'personal notifications without a personal email',
			{
				sendNotificationsTo: 'personal',
				personalEmail: '={{ $json.personalEmail ?? "" }}',
				personalPhone: '5125550199',
			},
			'personalEmail: is required',
		],
		['no state for the US', { state: '' }, 'state: is required for country US'],
		['a state the US does not have', { state: 'Texxas' }, 'state: "Texxas" is not a state of US'],
	])('%s fails before anything is added', async (_, overrides, message) => {
		const campaignNumber = await lastCampaignNumber();
		const before = (await snapshot()).recoveries.count;

		const { error } = await sandbox.run(recoveryParameters(campaignNumber, overrides));

		expect(error?.message).toBe(message);
		expect(await posts()).toEqual([]);
		expect((await snapshot()).recoveries.count).toBe(before);
	});
});

describe('recovery getStatus and getItems', () => {
	test('answer the exact data of a seeded recovery', async () => {
		const recoveryNumber = (await snapshot()).recoveries.ids[0];
		const status = await sandbox.apiGet(`/recoveries/${recoveryNumber}/status`);
		const items = await sandbox.apiGet(`/recoveries/${recoveryNumber}/items`);
		const seeded = sandbox.sandbox.sandbox.store.recoveries.get(recoveryNumber)!;
		await sandbox.control('DELETE', '/requests');

		const statusRun = await sandbox.run({
			resource: 'recovery',
			operation: 'getStatus',
			recoveryNumber,
		});
		const itemsRun = await sandbox.run({
			resource: 'recovery',
			operation: 'getItems',
			recoveryNumber,
		});

		expect(statusRun.items.map((item) => item.json)).toEqual([
			{ recovery_number: recoveryNumber, status: seeded.status },
		]);
		expect(itemsRun.items.map((item) => item.json)).toEqual([items.data]);
		expect(status.data).toEqual({ recovery_number: recoveryNumber, status: seeded.status });
		expect((itemsRun.items[0].json.items as IDataObject[]).map((device) => device.name)).toEqual(
			seeded.items.map((device) => device.item),
		);
		expect(
			(await sandbox.requests())
				.filter((entry) => entry.method === 'GET')
				.map((entry) => `${entry.method} ${entry.path}`),
		).toEqual([
			expect.stringMatching(new RegExp(`^GET .*/recoveries/${recoveryNumber}/status$`)),
			expect.stringMatching(new RegExp(`^GET .*/recoveries/${recoveryNumber}/items$`)),
		]);
	});

	test.each(['getStatus', 'getItems'])(
		'%s of an unknown recovery fails with Recovery not found',
		async (operation) => {
			const { error } = await sandbox.run({
				resource: 'recovery',
				operation,
				recoveryNumber: 'RCV-999999',
			});

			expect(error?.message).toBe('Recovery not found');
		},
	);

	test('Continue On Fail pairs the output and the error with their input items', async () => {
		const recoveryNumber = (await snapshot()).recoveries.ids[0];
		const seeded = sandbox.sandbox.sandbox.store.recoveries.get(recoveryNumber)!;

		const { items, error } = await sandbox.run(
			{ resource: 'recovery', operation: 'getStatus', recoveryNumber: '={{ $json.number }}' },
			{
				items: [{ json: { number: recoveryNumber } }, { json: { number: 'RCV-999999' } }],
				continueOnFail: true,
			},
		);

		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json, item.pairedItem])).toEqual([
			[{ recovery_number: recoveryNumber, status: seeded.status }, { item: 0 }],
			[{ error: 'Recovery not found', httpCode: '404' }, { item: 1 }],
		]);
	});
});
