import { recoveryItemsFieldPaths } from '../../../shared/shapes/apiRecords';
import type { IDataObject } from 'n8n-workflow';

import type { Operation } from '../../operation';
import { recoveryNumberParameter, recoveryRequest } from '../../parameters/locators';

export const getItems: Operation = {
	value: 'getItems',
	name: 'Get Items',
	action: 'Get the items of a recovery',
	description: 'Get a recovery with its contact, address and devices',
	kind: 'request',
	simplified: [
		'recovery_number',
		'status',
		'firstname',
		'lastname',
		'email',
		'country',
		'items.name',
		'items.serial_no',
		'items.device_type',
		'items.item_status',
	],
	fieldPaths: recoveryItemsFieldPaths,
	properties: [recoveryNumberParameter],
	request: (item) => recoveryRequest(item, 'items'),
	output: (body) => body.data as IDataObject,
};
