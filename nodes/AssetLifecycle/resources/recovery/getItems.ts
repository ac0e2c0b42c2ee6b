import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { recoveryNumberProperty, recoveryPath } from './getStatus';

export const getItems: Operation = {
	properties: [recoveryNumberProperty, outputOptions()],
	request: (item) => ({ method: 'GET', path: recoveryPath(item, 'items') }),
	output: (body) => body.data as IDataObject,
};
