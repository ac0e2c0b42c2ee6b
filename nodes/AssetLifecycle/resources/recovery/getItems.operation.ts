import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { Operation } from '../../operation';
import { recoveryNumberParameter, recoveryPath } from '../../helpers/locators';

export const getItems: Operation = {
	value: 'getItems',
	name: 'Get Items',
	action: 'Get the items of a recovery',
	description: 'Get a recovery with its contact, address and devices',
	kind: 'request',
	properties: [recoveryNumberParameter, outputOptions()],
	request: (item) => ({ method: 'GET', path: recoveryPath(item, 'items') }),
	output: (body) => body.data as IDataObject,
};
