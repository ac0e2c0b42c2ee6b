/**
 * Chains of custody: a third of the devices and every recovered one, each order type once on the
 * first.
 */
import { formatDuration } from '../format';
import type { Asset, CustodyEvent, CustodyTimeline, Recovery, Store } from '../store';
import type { SeedContext } from './context';

type OrderType = CustodyTimeline['order_type'];

/** The time a device's events advance on, a few hours each. */
class EventClock {
	constructor(
		private readonly context: SeedContext,
		public time: number,
	) {}

	step(): string {
		this.time += this.context.rng.int(2, 72) * 60 * 60 * 1000;
		return new Date(this.time).toISOString();
	}
}

/** What a device's timelines are made with. */
interface Device {
	asset: Asset;
	recovery: Recovery | undefined;
	assignee: string;
	clock: EventClock;
}

function deploymentTimeline(store: Store, { clock, assignee }: Device): CustodyTimeline {
	const order = `DO-${store.nextNumber('deploymentNumber', 620001)}`;
	const event = (status: string, extra: Partial<CustodyEvent> = {}): CustodyEvent => ({
		occurred_at: clock.step(),
		status,
		order_number: order,
		...extra,
	});
	return {
		order_type: 'deployment',
		order_number: order,
		events: [
			event('Deployment Order Created', { performed_by: 'IT Admin' }),
			event('Device Prepared', { performed_by: 'Warehouse Team' }),
			event('Shipped'),
			event('Delivered', { delivered_to: assignee }),
		],
	};
}

function repairTimeline({ store, rng }: SeedContext, { clock, assignee }: Device): CustodyTimeline {
	const order = `RO-${store.nextNumber('repairNumber', 730001)}`;
	const at = (status: string) => ({ occurred_at: clock.step(), status, order_number: order });
	const created = { ...at('Repair Order Created'), performed_by: 'Helpdesk' };
	const received = { ...at('Device Received'), received_from: assignee };
	const inProgress = at('Repair in Progress');
	const services = rng.chance(0.5)
		? ['Screen Replacement']
		: ['Battery Replacement', 'Diagnostics'];
	return {
		order_type: 'repair',
		order_number: order,
		events: [
			created,
			received,
			{ ...inProgress, performed_by: 'Repair Center', services },
			{ ...at('Repair Completed'), performed_by: 'Repair Center' },
			{ ...at('Device Shipped'), delivered_to: assignee },
		],
	};
}

/** The first events of a recovery's or an ITAD order's custody, up to the device's receipt. */
function intakeEvents(
	store: Store,
	type: OrderType,
	order: string,
	device: Device,
): CustodyEvent[] {
	const { clock, recovery, assignee, asset } = device;
	if (type === 'recovery') {
		return [
			{
				occurred_at: clock.step(),
				status: 'Recovery Initiated',
				order_number: order,
				recovery_number: recovery?.recoveryNumber ?? `RCV-${store.nextNumber('recovery', 200001)}`,
				performed_by: 'IT Admin',
			},
			{ occurred_at: clock.step(), status: 'Box Shipped', order_number: order },
			{
				occurred_at: clock.step(),
				status: 'Box Received',
				order_number: order,
				received_from: assignee,
			},
		];
	}
	return [
		{
			occurred_at: clock.step(),
			status: 'ITAD Order Created',
			order_number: order,
			performed_by: 'IT Admin',
		},
		{ occurred_at: clock.step(), status: 'Pickup Scheduled', order_number: order },
		{
			occurred_at: clock.step(),
			status: 'Device Received',
			order_number: order,
			received_from: asset.location ?? 'Office',
		},
	];
}

/** The assessment (its DLR sub-event when `dlr`), the data erasure and the end of the order. */
function processingEvents(
	{ rng }: SeedContext,
	[type, order, dlr]: [OrderType, string, boolean],
	{ clock }: Device,
): CustodyEvent[] {
	const assessmentAt = clock.step();
	const assessment: CustodyEvent = {
		occurred_at: assessmentAt,
		status: 'Assessment in Progress',
		order_number: order,
		performed_by: 'Processing Facility',
	};
	if (dlr) {
		const sentAt = new Date(Date.parse(assessmentAt) + 30 * 60 * 1000).toISOString();
		assessment.sub_events = [{ occurred_at: sentAt, status: 'DLR SENT' }];
	}
	const completed: CustodyEvent = {
		occurred_at: clock.step(),
		status: 'Assessment Completed',
		order_number: order,
		approved_price: Number((rng.int(2000, 60000) / 100).toFixed(2)),
		asset_disposition: rng.pick(['Resale', 'Recycle', 'Return to Stock']),
	};
	const erasureStart = clock.time + 60 * 60 * 1000;
	const erasureEnd = erasureStart + rng.int(20 * 60, 3 * 60 * 60) * 1000;
	clock.time = erasureEnd + 10 * 60 * 1000;
	const erasure: CustodyEvent = {
		occurred_at: new Date(clock.time).toISOString(),
		status: 'Data Erasure Completed',
		order_number: order,
		performed_by: 'Processing Facility',
		erasure_started_at: new Date(erasureStart).toISOString(),
		erasure_ended_at: new Date(erasureEnd).toISOString(),
		erasure_type: rng.pick(['NIST 800-88 Purge', 'NIST 800-88 Clear', 'Cryptographic Erase']),
		erasure_total_time: formatDuration(erasureEnd - erasureStart),
	};
	const end = type === 'recovery' ? 'Returned to Stock' : 'Certificate Issued';
	return [
		assessment,
		completed,
		erasure,
		{ occurred_at: clock.step(), status: end, order_number: order },
	];
}

/** A recovery's or an ITAD order's timeline: intake, assessment, erasure, the end. */
function disposalTimeline(context: SeedContext, type: OrderType, device: Device, dlr: boolean) {
	const { store } = context;
	const order =
		type === 'recovery'
			? `RR-${store.nextNumber('remoteRecoveryNumber', 840001)}`
			: `ITAD-${store.nextNumber('itadNumber', 510001)}`;
	const events = intakeEvents(store, type, order, device);
	events.push(...processingEvents(context, [type, order, dlr], device));
	return {
		order_type: type,
		...(type === 'recovery' ? { recovery_number: events[0].recovery_number as string } : {}),
		order_number: order,
		events,
	};
}

/** The order types a device went through: a deployment, maybe a repair, its recovery or an ITAD. */
function orderTypesOf({ rng }: SeedContext, everyType: boolean, recovered: boolean): OrderType[] {
	if (everyType) return ['deployment', 'repair', 'recovery', 'itad'];
	return [
		'deployment',
		...(rng.chance(0.3) ? (['repair'] as const) : []),
		...(recovered ? (['recovery'] as const) : rng.chance(0.3) ? (['itad'] as const) : []),
	];
}

export function seedCustody(context: SeedContext): void {
	const { store, rng, daysAgo } = context;
	const recoveryBySerial = new Map<string, Recovery>();
	for (const recovery of store.recoveries.values()) {
		for (const item of recovery.items) {
			if (item.serialNo && !recoveryBySerial.has(item.serialNo)) {
				recoveryBySerial.set(item.serialNo, recovery);
			}
		}
	}
	[...store.assets.values()].forEach((asset, index) => {
		const recovery = recoveryBySerial.get(asset.serialNumber);
		if (index % 3 !== 0 && !recovery) return;
		const everyType = index === 0;
		const types = orderTypesOf(context, everyType, recovery !== undefined);
		const assignee = store.employeeName(asset.assigneeId) ?? 'Warehouse stock';
		const device = {
			asset,
			recovery,
			assignee,
			clock: new EventClock(context, daysAgo(300, 700).getTime()),
		};
		const timelines: CustodyTimeline[] = types.map((type) => {
			const dlr = everyType || rng.chance(0.4);
			if (type === 'deployment') return deploymentTimeline(store, device);
			if (type === 'repair') return repairTimeline(context, device);
			return disposalTimeline(context, type, device, dlr);
		});
		store.custodyBySerial.set(asset.serialNumber, timelines);
	});
}
