import type { Operation } from '../../operation';

export const getTimeline: Operation = {
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
		};
	},
};
