/** The chain-of-custody timeline by imei or serial (needs chain-of-custody.read). */
import type { RouteDefinition } from '../http';
import { reply } from '../http';

export const custodyRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/chain-of-custody/timeline',
		permission: 'chain-of-custody.read',
		handler: (context) => {
			const store = context.sandbox.store;
			const imei = context.query.get('imei')?.trim() || '';
			const serial = context.query.get('serial')?.trim() || '';
			if (!imei && !serial) {
				return reply(400, {
					success: false,
					message: 'Please provide an imei or a serial number.',
				});
			}
			let asset = serial ? store.assetsBySerial.get(serial) : undefined;
			if (!asset && imei) {
				asset = [...store.assets.values()].find(
					(candidate) => candidate.imei === imei || candidate.imei2 === imei,
				);
			}
			const timelines = asset ? store.custodyBySerial.get(asset.serialNumber) : undefined;
			if (!asset || !timelines || !timelines.length) {
				return reply(404, {
					success: false,
					message: 'No chain of custody timeline found for this device.',
				});
			}
			return reply(200, {
				serial: asset.serialNumber,
				imei: asset.imei,
				timelines: timelines.map((timeline) => ({
					...timeline,
					events: timeline.events.map((event) => ({
						...event,
						...(event.sub_events
							? { sub_events: event.sub_events.map((sub) => ({ ...sub })) }
							: {}),
					})),
				})),
			});
		},
	},
];
