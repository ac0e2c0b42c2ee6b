/** The chain-of-custody timeline: shape, event fields, chronology, DLR SENT, errors. */
import { responses } from '../../sandbox/schemas';
import { expectKeysWithin, expectSchema, Json, useSandbox } from './helpers';

const sandbox = useSandbox();

const TIMELINE = '/api/v1/chain-of-custody/timeline';
const EVENT_KEYS = [
	'occurred_at',
	'status',
	'order_number',
	'performed_by',
	'received_from',
	'delivered_to',
	'recovery_number',
	'services',
	'approved_price',
	'asset_disposition',
	'erasure_started_at',
	'erasure_ended_at',
	'erasure_type',
	'erasure_total_time',
	'sub_events',
];
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Timelines of every asset of the company that has one (found through the asset list). */
let withTimelines: { serial: string; imei: string; body: Json }[] = [];
let serialWithout: string | undefined;

beforeAll(async () => {
	for (const asset of await sandbox.getAll('/api/v1/assets', 'assets')) {
		const result = await sandbox.get(TIMELINE, { serial: asset.serial_number });
		if (result.status === 200) {
			withTimelines.push({ serial: asset.serial_number, imei: asset.imei, body: result.body });
		} else if (result.status === 404) serialWithout = asset.serial_number;
	}
	withTimelines = withTimelines.filter((entry) => entry.body.timelines.length > 0);
});

describe('custody timeline (GET /chain-of-custody/timeline)', () => {
	test('the seeded company has devices with timelines of every order type', () => {
		const types = new Set(
			withTimelines.flatMap((entry) =>
				entry.body.timelines.map((timeline: Json) => timeline.order_type),
			),
		);
		expect([...types].sort()).toEqual(['deployment', 'itad', 'recovery', 'repair']);
	});

	test('answers serial, imei and timelines; each timeline order_type, order_number and events', () => {
		for (const { serial, body } of withTimelines) {
			expectKeysWithin(body, ['serial', 'imei', 'timelines'], []);
			expect(body.serial).toBe(serial);
			expect(typeof body.imei).toBe('string');
			for (const timeline of body.timelines) {
				expect(['repair', 'itad', 'recovery', 'deployment']).toContain(timeline.order_type);
				if (timeline.order_type === 'recovery') {
					expectKeysWithin(
						timeline,
						['order_type', 'recovery_number', 'order_number', 'events'],
						[],
					);
					expect(typeof timeline.recovery_number).toBe('string');
				} else {
					expectKeysWithin(timeline, ['order_type', 'order_number', 'events'], []);
				}
				expect(typeof timeline.order_number).toBe('string');
			}
			expectSchema(responses.custodyTimeline, body);
		}
	});

	test('events carry occurred_at (ISO 8601 UTC) and status, only the timeline event fields, in chronological order', () => {
		for (const { body } of withTimelines) {
			for (const timeline of body.timelines) {
				const times = timeline.events.map((event: Json) => Date.parse(event.occurred_at));
				expect(times).toEqual([...times].sort((a, b) => a - b));
				for (const event of timeline.events) {
					expectKeysWithin(event, ['occurred_at', 'status'], EVENT_KEYS);
					expect(event.occurred_at).toMatch(ISO_UTC);
					expect(typeof event.status).toBe('string');
					if ('approved_price' in event) expect(typeof event.approved_price).toBe('number');
					if ('services' in event) expect(Array.isArray(event.services)).toBe(true);
					if ('erasure_started_at' in event) expect(event.erasure_started_at).toMatch(ISO_UTC);
					if ('erasure_ended_at' in event) expect(event.erasure_ended_at).toMatch(ISO_UTC);
				}
			}
		}
	});

	test('the Recovery Initiated event carries the recovery_number of its recovery timeline', () => {
		const recoveries = withTimelines.flatMap((entry) =>
			entry.body.timelines.filter((timeline: Json) => timeline.order_type === 'recovery'),
		);
		expect(recoveries.length).toBeGreaterThan(0);
		for (const timeline of recoveries) {
			const initiated = timeline.events.find(
				(event: Json) => event.status === 'Recovery Initiated',
			);
			expect(initiated.recovery_number).toBe(timeline.recovery_number);
		}
	});

	test('sub_events appear only on Assessment in Progress of ITAD and recovery timelines, as DLR SENT', () => {
		let dlrSeen = 0;
		for (const { body } of withTimelines) {
			for (const timeline of body.timelines) {
				for (const event of timeline.events) {
					if (!event.sub_events || event.sub_events.length === 0) continue;
					expect(['itad', 'recovery']).toContain(timeline.order_type);
					expect(event.status).toBe('Assessment in Progress');
					for (const sub of event.sub_events) {
						expectKeysWithin(sub, ['occurred_at', 'status'], []);
						expect(sub).toMatchObject({ status: 'DLR SENT' });
						expect(sub.occurred_at).toMatch(ISO_UTC);
					}
					dlrSeen++;
				}
			}
		}
		expect(dlrSeen).toBeGreaterThan(0);
	});

	test('asking by imei answers the same timelines as by serial', async () => {
		const withImei = withTimelines.find((entry) => entry.imei);
		expect(withImei).toBeDefined();
		const result = await sandbox.get(TIMELINE, { imei: withImei!.imei });
		expect(result.status).toBe(200);
		expect(result.body.timelines).toEqual(withImei!.body.timelines);
	});

	test('neither imei nor serial answers 400, success false, a message asking for imei or serial', async () => {
		const result = await sandbox.get(TIMELINE);
		expect(result.status).toBe(400);
		expect(result.body.success).toBe(false);
		expect(result.body.message).toMatch(/imei/i);
		expect(result.body.message).toMatch(/serial/i);
	});

	test('a device without a timeline answers 404, success false, a message saying none was found', async () => {
		const result = await sandbox.get(TIMELINE, { serial: serialWithout ?? 'NO-SUCH-SERIAL-000' });
		expect(result.status).toBe(404);
		expect(result.body.success).toBe(false);
		expect(result.body.message).toMatch(/no .*found|not found/i);
	});

	test('an unknown serial answers 404', async () => {
		const result = await sandbox.get(TIMELINE, { serial: 'NO-SUCH-SERIAL-000' });
		expect(result.status).toBe(404);
		expect(result.body.success).toBe(false);
	});

	test('no token answers 401 No token provided', async () => {
		const result = await sandbox.api('GET', TIMELINE, { query: { serial: 'X' } });
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Access denied: No token provided.');
	});
});
