import type { IDataObject } from 'n8n-workflow';

import { limitedAccess, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7, employees: 120 });

async function firstAssetSerial(): Promise<string> {
	const body = await sandbox.apiGet('/assets', { page: 1, limit: 1 });
	return String((body.assets as IDataObject[])[0].serial_number);
}

describe('custody getTimeline', () => {
	test('outputs the exact timelines of a seeded device', async () => {
		const serial = await firstAssetSerial();
		const expected = await sandbox.apiGet('/chain-of-custody/timeline', { serial });
		await sandbox.control('DELETE', '/requests');

		const { items, error } = await sandbox.run({
			resource: 'custody',
			operation: 'getTimeline',
			serial,
		});

		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([expected]);
		expect(
			(expected.timelines as IDataObject[]).map((timeline) => timeline.order_type).sort(),
		).toEqual(['deployment', 'itad', 'recovery', 'repair']);
		expect(
			(await sandbox.requests('GET /chain-of-custody/timeline')).map((entry) => entry.query),
		).toEqual([{ serial }]);
	});

	test('an IMEI alone finds the device and goes to the API as imei', async () => {
		const store = sandbox.store;
		const asset = [...store.assets.values()].find(
			(candidate) => candidate.imei && store.custodyBySerial.get(candidate.serialNumber)?.length,
		)!;
		const expected = await sandbox.apiGet('/chain-of-custody/timeline', { imei: asset.imei! });
		await sandbox.control('DELETE', '/requests');

		const { items } = await sandbox.run({
			resource: 'custody',
			operation: 'getTimeline',
			imei: asset.imei,
		});

		expect(items.map((item) => item.json)).toEqual([expected]);
		expect(expected.serial).toBe(asset.serialNumber);
		expect(
			(await sandbox.requests('GET /chain-of-custody/timeline')).map((entry) => entry.query),
		).toEqual([{ imei: asset.imei }]);
	});

	test('a serial number and an IMEI together both go to the API', async () => {
		const store = sandbox.store;
		const asset = [...store.assets.values()].find(
			(candidate) => candidate.imei && store.custodyBySerial.get(candidate.serialNumber)?.length,
		)!;
		const expected = await sandbox.apiGet('/chain-of-custody/timeline', {
			serial: asset.serialNumber,
			imei: asset.imei!,
		});
		await sandbox.control('DELETE', '/requests');

		const { items } = await sandbox.run({
			resource: 'custody',
			operation: 'getTimeline',
			serial: asset.serialNumber,
			imei: asset.imei,
		});

		expect(items.map((item) => item.json)).toEqual([expected]);
		expect(
			(await sandbox.requests('GET /chain-of-custody/timeline')).map((entry) => entry.query),
		).toEqual([{ serial: asset.serialNumber, imei: asset.imei }]);
	});

	test('a device without a timeline fails with the API text', async () => {
		const { error } = await sandbox.run({
			resource: 'custody',
			operation: 'getTimeline',
			serial: 'NO-SUCH-SERIAL-0000',
		});

		expect(error?.message).toBe(
			'No chain of custody timeline found for this device (serial NO-SUCH-SERIAL-0000)',
		);
		expect((await sandbox.requests('GET /chain-of-custody/timeline')).map((e) => e.status)).toEqual(
			[404],
		);
	});

	test('without a serial number or an IMEI it fails naming serial and sends nothing', async () => {
		const { error } = await sandbox.run({ resource: 'custody', operation: 'getTimeline' });

		expect(error?.message).toBe('Serial Number: enter a serial number or an IMEI (or both)');
		expect(await sandbox.requests()).toEqual([]);
	});

	test('a credential without chain-of-custody.read fails with 403 after a single login', async () => {
		const serial = await firstAssetSerial();
		await sandbox.control('DELETE', '/requests');

		const { error } = await sandbox.run(
			{ resource: 'custody', operation: 'getTimeline', serial },
			{},
			sandbox.credentialStore(limitedAccess).credentials,
		);

		expect(error?.message).toBe(
			'Permission denied: this API credential lacks chain-of-custody.read.',
		);
		const counters = await sandbox.counters();
		expect(counters.logins).toBe(1);
		expect(counters.refreshes).toBe(0);
		expect(
			(await sandbox.requests()).map((entry) => [entry.method, entry.route, entry.status]),
		).toEqual([
			['POST', 'POST /auth/login', 200],
			['GET', 'GET /chain-of-custody/timeline', 403],
		]);
	});
});
