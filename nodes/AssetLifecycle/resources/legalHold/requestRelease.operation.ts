import type { IDataObject } from 'n8n-workflow';

import { RECORD_IS_SIMPLE, type ExecuteOperation } from '../../operation';
import { legalHoldIdParameter } from '../../parameters/locators';
import { legalHoldRequest, ticketTextParameters } from './legalHold';

/**
 * Reads the hold and asks for its release with the hold's own id, serial number and
 * status, so the user gives only the legal-hold ID. When a release ticket already exists the API
 * creates none and answers with that ticket (ticket_exists true).
 */
export const requestRelease: ExecuteOperation<IDataObject, { hold: IDataObject }> = {
	value: 'requestRelease',
	name: 'Request Release',
	action: 'Request the release of a legal hold',
	description:
		'Open a release ticket for a held device; when one already exists, its ticket is returned (ticket_exists true)',
	kind: 'execute',
	simplified: RECORD_IS_SIMPLE,
	// the fields of its output, below
	fieldPaths: [
		'legal_hold_id',
		'serial_number',
		'ticket_exists',
		'ticket_id',
		'ticket_number',
		'message',
	],
	properties: [legalHoldIdParameter, ...ticketTextParameters],
	async execute(item) {
		const summary = item.requiredText('summary');
		const description = item.requiredText('description');
		const hold = (await item.request(legalHoldRequest(item))).data as IDataObject;
		const body = await item.request({
			method: 'POST',
			path: '/legal-hold/active',
			body: {
				summary,
				description,
				user: {
					id: Number(hold.id),
					serial_number: hold.serial_number,
					status_name: hold.status_name,
				},
			},
		});
		return { raw: body, needs: { hold } };
	},
	output: (body, _item, { hold }) => ({
		legal_hold_id: hold.id,
		serial_number: hold.serial_number,
		ticket_exists: body.ticket_exists === true,
		ticket_id: body.ticketId ?? null,
		ticket_number: body.ticketNumber ?? null,
		message: body.message ?? null,
	}),
};
