import { custodyTimelineFieldPaths } from '../../../shared/shapes/apiRecords';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';

export const getTimeline: Operation = {
	value: 'getTimeline',
	name: 'Get Timeline',
	action: 'Get the chain of custody of a device',
	description:
		"Every repair, ITAD, recovery and deployment order a device went through, with its events (needs the credential's chain-of-custody.read permission)",
	kind: 'request',
	simplified: RECORD_IS_SIMPLE,
	fieldPaths: custodyTimelineFieldPaths,
	properties: [
		{
			displayName: 'Serial Number',
			name: 'serial',
			type: 'string',
			default: '',
			description: "The device's serial number; give it, the IMEI, or both",
		},
		{
			displayName: 'IMEI',
			name: 'imei',
			type: 'string',
			default: '',
			description: "The device's IMEI (mobile devices); give it, the serial number, or both",
		},
	],
	request(item) {
		const serial = item.param<string>('serial', '').trim();
		const imei = item.param<string>('imei', '').trim();
		if (!serial && !imei)
			throw item.invalid('serial', 'enter a serial number or an IMEI (or both)');
		return {
			method: 'GET',
			path: '/chain-of-custody/timeline',
			qs: { serial: serial || undefined, imei: imei || undefined },
			subject: [serial && `serial ${serial}`, imei && `IMEI ${imei}`].filter(Boolean).join(', '),
		};
	},
};
