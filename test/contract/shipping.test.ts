/** List labels, create label, label view, and the label file it points at. */
import { items, responses } from '../../sandbox/schemas';
import {
	ADDRESS_KEYS,
	expectKeys,
	expectSchema,
	firstPageOfTen,
	Json,
	pageEnvelopeKeys,
	useSandbox,
	validationFields,
} from './helpers';

const sandbox = useSandbox();

const LABEL_KEYS = [
	'id',
	'creator_firstname',
	'creator_lastname',
	'ship_from_first_name',
	'ship_from_last_name',
	'address_line_1',
	'address_line_2',
	...ADDRESS_KEYS,
	'lbs',
	'oz',
	'length',
	'width',
	'height',
	'label_count',
	'label_to_contacts',
	'label_to_me',
	'recipient_name',
	'recipient_company',
	'label_url',
	'created_at',
	'updated_at',
	'tracking_numbers',
	'users',
];

const labels = (query: Record<string, string | number> = {}) =>
	sandbox.get('/api/v1/shipping/labels', query);

const allLabels = (query: Record<string, string> = {}) =>
	sandbox.getAll('/api/v1/shipping/labels', 'labels', query);

const createBody = {
	address_line_1: '500 W 2nd St',
	city: 'Austin',
	state: 'TX',
	zip: '78701',
	length: 16,
	width: 12,
	height: 4,
	lbs: 5,
	oz: 3,
	first_name: 'Dana',
	last_name: 'Shipper',
	phone: '5125550190',
};
const create = (body: unknown) => sandbox.post('/api/v1/shipping/label/create', body);

describe('list labels (GET /shipping/labels)', () => {
	test('answers labels with the pagination envelope, 10 per page by default', async () => {
		const result = await labels();
		expect(result.status).toBe(200);
		expectKeys(result.body, pageEnvelopeKeys('labels'));
		const total = result.body.total;
		expect(total).toBeGreaterThan(10);
		expect(result.body).toMatchObject(firstPageOfTen(total));
		expect(result.body.labels).toHaveLength(10);
		expectSchema(responses.labelList, result.body);
	});

	test('page 2 of limit 5 answers from 6 to 10', async () => {
		const result = await labels({ page: 2, limit: 5 });
		expect(result.body).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
		expect(result.body.labels).toHaveLength(5);
	});

	test('a limit above 100 is answered with 100 per page', async () => {
		const result = await labels({ limit: 1000 });
		expect(result.body.per_page).toBe(100);
		expect(result.body.labels).toHaveLength(Math.min(100, result.body.total));
	});

	test('each label has exactly the label fields; address_1/2 alias address_line_1/2; sizes are strings', async () => {
		for (const label of await allLabels()) {
			expectKeys(label, LABEL_KEYS);
			expect(label.address_1).toBe(label.address_line_1);
			expect(label.address_2).toBe(label.address_line_2);
			for (const key of ['lbs', 'oz', 'length', 'width', 'height'])
				expect(typeof label[key]).toBe('string');
			for (const key of ['label_count', 'label_to_contacts', 'label_to_me']) {
				expect(typeof label[key]).toBe('number');
			}
			const url = new URL(label.label_url);
			for (const parameter of ['path', 'filename', 'is_encrypted']) {
				expect(url.searchParams.has(parameter)).toBe(true);
			}
			for (const tracking of label.tracking_numbers) {
				expectKeys(tracking, [
					'track_number',
					'price',
					'label_service',
					'carrier',
					'tracking_link',
				]);
				expect(typeof tracking.price).toBe('number');
				expect(typeof tracking.label_service).toBe('number');
			}
			for (const user of label.users) expectKeys(user, ['contact_name', 'contact_email']);
			if (label.label_to_contacts !== 1) expect(label.users).toEqual([]);
			expectSchema(items.label, label);
		}
	});

	test('start_date and end_date are inclusive YYYY-MM-DD bounds on created_at', async () => {
		const all = await allLabels();
		const day = all[Math.floor(all.length / 2)].created_at.slice(0, 10);
		const sameDay = all.filter((label) => label.created_at.slice(0, 10) === day);
		const result = await allLabels({ start_date: day, end_date: day });
		expect(result.map((label) => label.id).sort()).toEqual(sameDay.map((label) => label.id).sort());
	});

	test('MM/DD/YYYY bounds answer the same labels as YYYY-MM-DD', async () => {
		const days = (await allLabels()).map((label) => label.created_at.slice(0, 10)).sort();
		const [low, high] = [
			days[Math.floor(days.length / 3)],
			days[Math.floor((2 * days.length) / 3)],
		];
		const usDate = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;
		const iso = await labels({ start_date: low, end_date: high, limit: 100 });
		const us = await labels({ start_date: usDate(low), end_date: usDate(high), limit: 100 });
		expect(us.status).toBe(200);
		expect(iso.body.total).toBeGreaterThan(0);
		expect(iso.body.total).toBe(days.filter((day) => day >= low && day <= high).length);
		expect(us.body.total).toBe(iso.body.total);
		expect(us.body.labels.map((label: Json) => label.id)).toEqual(
			iso.body.labels.map((label: Json) => label.id),
		);
	});

	test('the country filter answers only labels of that country', async () => {
		const all = await allLabels();
		const country = all[0].country;
		const result = await allLabels({ country });
		expect(result.length).toBe(all.filter((label) => label.country === country).length);
		for (const label of result) expect(label.country).toBe(country);
	});

	test('no match answers total 0 with from and to null', async () => {
		const result = await labels({ start_date: '2001-01-01', end_date: '2001-01-02' });
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ labels: [], total: 0, from: null, to: null });
	});
});

describe('create label (POST /shipping/label/create)', () => {
	test('answers message, shipping_label_id, tracking_numbers and files', async () => {
		const result = await create(createBody);
		expect(result.status).toBe(200);
		expectKeys(result.body, ['message', 'shipping_label_id', 'tracking_numbers', 'files']);
		expect(typeof result.body.message).toBe('string');
		expect(typeof result.body.shipping_label_id).toBe('string');
		expect(result.body.tracking_numbers.length).toBeGreaterThan(0);
		for (const number of result.body.tracking_numbers) expect(typeof number).toBe('string');
		expectKeys(result.body.files, ['label_path', 'label_url', 'label_file_name']);
		expectSchema(responses.labelCreate, result.body);
	});

	test('the new label is listed with the values sent, country US by default', async () => {
		const totalBefore = (await labels()).body.total;
		const result = await create({ ...createBody, city: 'Round Rock', zip: '78664' });
		const all = await allLabels();
		expect(all).toHaveLength(totalBefore + 1);
		const label = all.find((candidate) => candidate.id === result.body.shipping_label_id);
		expect(label).toMatchObject({
			address_line_1: '500 W 2nd St',
			address_1: '500 W 2nd St',
			address_line_2: null,
			city: 'Round Rock',
			state: 'TX',
			zip: '78664',
			country: 'US',
			lbs: '5',
			oz: '3',
			length: '16',
			width: '12',
			height: '4',
			label_count: 1,
			ship_from_first_name: 'Dana',
			ship_from_last_name: 'Shipper',
		});
		expect(label.tracking_numbers.map((tracking: Json) => tracking.track_number)).toEqual(
			result.body.tracking_numbers,
		);
	});

	test('missing required fields answer 422 naming them', async () => {
		const result = await create({ country: 'US' });
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(
			expect.arrayContaining([
				'address_line_1',
				'city',
				'state',
				'zip',
				'length',
				'width',
				'height',
			]),
		);
	});

	test('a missing height alone answers 422 naming only height', async () => {
		const body: Record<string, unknown> = { ...createBody };
		delete body.height;
		const result = await create(body);
		expect(result.status).toBe(422);
		expect(validationFields(result.body)).toEqual(['height']);
	});

	test('object_ship_from may supply the ship-from address', async () => {
		const result = await create({
			object_ship_from: { address_line_1: '9 River Rd', city: 'Denver', state: 'CO', zip: '80202' },
			length: 10,
			width: 8,
			height: 2,
		});
		expect(result.status).toBe(200);
	});
});

describe('label view (GET /shipping/:labelId/view) and the label file', () => {
	test('answers label_url for a label', async () => {
		const [label] = (await labels()).body.labels;
		const result = await sandbox.get(`/api/v1/shipping/${label.id}/view`);
		expect(result.status).toBe(200);
		expectKeys(result.body, ['label_url']);
		expect(result.body.label_url).toBe(label.label_url);
		expectSchema(responses.labelView, result.body);
	});

	test('the label_url serves a PDF without the bearer token', async () => {
		const created = await create(createBody);
		const view = await sandbox.get(`/api/v1/shipping/${created.body.shipping_label_id}/view`);
		const file = await fetch(view.body.label_url);
		expect(file.status).toBe(200);
		expect(file.headers.get('content-type')).toBe('application/pdf');
		const bytes = Buffer.from(await file.arrayBuffer());
		expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
		expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
	});

	test('an unknown label answers 404', async () => {
		const [label] = (await labels()).body.labels;
		const prefix = label.id.split('-')[0];
		const result = await sandbox.get(`/api/v1/shipping/${prefix}-99999999/view`);
		expect(result.status).toBe(404);
	});
});
