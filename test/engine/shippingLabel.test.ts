import type { INodeParameters } from 'n8n-workflow';

import { shippingLabelCreateParameters, useSandbox } from './support';

const sandbox = useSandbox({ seed: 7 });

const labelParameters = (additionalFields: INodeParameters = {}): INodeParameters =>
	shippingLabelCreateParameters({ height: 3.5, additionalFields });

function newestLabel() {
	const labels = [...sandbox.store.labels.values()];
	return labels[labels.length - 1];
}

describe('shippingLabel create', () => {
	test('sends the flat fields, booleans as 1/0, and outputs the label and its file', async () => {
		const result = await sandbox.run(
			labelParameters({
				country: 'CA',
				lbs: 3,
				oz: 4,
				firstName: 'Dana',
				lastName: 'Reyes',
				phone: '4155550100',
				labelCount: 2,
				labelToContacts: true,
				labelToMe: false,
			}),
		);

		expect(result.error).toBeUndefined();
		const label = newestLabel();
		expect(label).toMatchObject({
			address1: '500 Market Street',
			city: 'San Francisco',
			state: 'CA',
			zip: '94105',
			country: 'CA',
			length: 14,
			width: 10,
			height: 3.5,
			lbs: 3,
			oz: 4,
			shipFromFirstName: 'Dana',
			shipFromLastName: 'Reyes',
			labelCount: 2,
			labelToContacts: 1,
			labelToMe: 0,
		});
		const query = new URLSearchParams({
			path: label.filePath,
			filename: label.fileName,
			is_encrypted: '0',
		});
		expect(result.items.map((item) => item.json)).toEqual([
			{
				shipping_label_id: label.id,
				tracking_numbers: label.tracking.map((row) => row.trackNumber),
				label_url: `${sandbox.origin}/files/retrieve?${query.toString()}`,
				label_path: label.filePath,
				label_file_name: label.fileName,
			},
		]);
		expect(label.tracking).toHaveLength(2);
	});

	test('country defaults to US', async () => {
		await sandbox.run(labelParameters());

		expect(newestLabel().country).toBe('US');
	});

	test('a dimension of 0 fails before anything is sent', async () => {
		const result = await sandbox.run({ ...labelParameters(), width: 0 });

		expect(result.error?.message).toBe('Width must be a number of inches greater than 0 (got 0)');
		expect(await sandbox.requests('POST /shipping/label/create')).toEqual([]);
	});
});

describe('shippingLabel getAll', () => {
	test('filters by country and a date range given as MM/DD/YYYY and YYYY-MM-DD', async () => {
		const store = sandbox.store;
		const day = (date: Date) => date.toISOString().slice(0, 10);
		const seeded = [...store.labels.values()].filter((label) => label.country === 'US');
		const from = day(seeded[2].createdAt);
		const to = day(seeded[seeded.length - 3].createdAt);
		const expected = seeded
			.filter((label) => day(label.createdAt) >= from && day(label.createdAt) <= to)
			.map((label) => label.id)
			.reverse();
		const [year, month, date] = from.split('-');

		const result = await sandbox.run({
			resource: 'shippingLabel',
			operation: 'getAll',
			returnAll: true,
			filters: { country: 'us', startDate: `${month}/${date}/${year}`, endDate: to },
		});

		expect(result.items.map((item) => item.json.id)).toEqual(expected);
		expect((await sandbox.requests('GET /shipping/labels')).map((entry) => entry.query)).toEqual([
			{ country: 'US', start_date: from, end_date: to, page: '1', limit: '100' },
		]);
	});

	test('an impossible date fails before anything is sent', async () => {
		const result = await sandbox.run({
			resource: 'shippingLabel',
			operation: 'getAll',
			returnAll: true,
			filters: { startDate: '02/30/2026' },
		});

		expect(result.error?.message).toBe(
			`Start Date: "02/30/2026" is not a date in the form YYYY-MM-DD or MM/DD/YYYY (e.g. {{ $now.toFormat('yyyy-MM-dd') }})`,
		);
		expect(await sandbox.requests('GET /shipping/labels')).toEqual([]);
	});

	test('the address lines come once, without the aliases address_1 and address_2; Output → Raw keeps them', async () => {
		const parameters = {
			resource: 'shippingLabel',
			operation: 'getAll',
			returnAll: false,
			limit: 1,
		};
		const [label] = (await sandbox.run(parameters)).items.map((item) => item.json);
		const [raw] = (await sandbox.run({ ...parameters, output: 'raw' })).items.map(
			(item) => item.json,
		);

		expect(raw.address_1).toBe(raw.address_line_1);
		const { address_1: _line1, address_2: _line2, ...rawWithoutAliases } = raw;
		expect(label).toEqual(rawWithoutAliases);
		expect(Object.keys(label)).not.toContain('address_1');
	});
});

describe('shippingLabel getUrl', () => {
	test('outputs the label ID and its file URL', async () => {
		const label = [...sandbox.store.labels.values()][0];
		const query = new URLSearchParams({
			path: label.filePath,
			filename: label.fileName,
			is_encrypted: '0',
		});

		const result = await sandbox.run({
			resource: 'shippingLabel',
			operation: 'getUrl',
			labelId: label.id,
		});

		expect(result.items.map((item) => item.json)).toEqual([
			{ label_id: label.id, label_url: `${sandbox.origin}/files/retrieve?${query.toString()}` },
		]);
	});
});

describe('shippingLabel download', () => {
	afterEach(async () => await sandbox.control('PUT', '/label-host', { host: '127.0.0.1' }));

	/** Downloads the seed's label at `index` into the binary field `field`. */
	async function download(index: number, field = 'data') {
		const label = [...sandbox.store.labels.values()][index];
		const result = await sandbox.run({
			resource: 'shippingLabel',
			operation: 'download',
			labelId: label.id,
			binaryPropertyName: field,
		});
		expect(result.error).toBeUndefined();
		return { label, item: result.items[0] };
	}

	/** Whether binary data is a PDF file: its first bytes. */
	const isPdf = (data: string) =>
		Buffer.from(data, 'base64').subarray(0, 5).toString('latin1') === '%PDF-';

	test('the label PDF on the API host comes as binary data, fetched with the token', async () => {
		const { label, item } = await download(0, 'labelPdf');

		expect(item.json).toEqual({
			label_id: label.id,
			label_url: expect.stringContaining(`${sandbox.origin}/files/retrieve?`),
			file_name: label.fileName,
		});
		const binary = item.binary!.labelPdf;
		expect(binary.mimeType).toBe('application/pdf');
		expect(binary.fileName).toBe(label.fileName);
		expect(isPdf(binary.data)).toBe(true);
		expect(
			(await sandbox.requests('GET /files/retrieve')).map((entry) => entry.hasAuthorization),
		).toEqual([true]);
	});

	test('a label file the API host answers 503 once is asked for again, as every GET: one label', async () => {
		await sandbox.control('POST', '/faults', { route: 'GET /files/retrieve', status: 503 });

		const { item } = await download(2);

		expect(isPdf(item.binary!.data.data)).toBe(true);
		expect(
			(await sandbox.requests('GET /files/retrieve')).map((entry) => [
				entry.status,
				entry.hasAuthorization,
			]),
		).toEqual([
			[503, true],
			[200, true],
		]);
	});

	test('a label file on another host is fetched without the token', async () => {
		await sandbox.control('PUT', '/label-host', { host: 'localhost' });

		const { item } = await download(1);

		expect(item.json.label_url).toMatch(/^http:\/\/localhost:\d+\/files\/retrieve\?/);
		expect(isPdf(item.binary!.data.data)).toBe(true);
		expect(
			(await sandbox.requests('GET /files/retrieve')).map((entry) => entry.hasAuthorization),
		).toEqual([false]);
		expect(
			(await sandbox.requests('GET /shipping/:labelId/view')).map(
				(entry) => entry.hasAuthorization,
			),
		).toEqual([true]);
	});
});
