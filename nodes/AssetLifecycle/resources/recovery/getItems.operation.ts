import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../output/outputChoice';
import type { Operation } from '../../operation';
import { recoveryNumberParameter, recoveryRequest } from '../../parameters/locators';

export const getItems: Operation = {
	value: 'getItems',
	name: 'Get Items',
	action: 'Get the items of a recovery',
	description: 'Get a recovery with its contact, address and devices',
	kind: 'request',
	properties: [recoveryNumberParameter, outputOptions()],
	request: (item) => recoveryRequest(item, 'items'),
	output: (body) => body.data as IDataObject,
};
