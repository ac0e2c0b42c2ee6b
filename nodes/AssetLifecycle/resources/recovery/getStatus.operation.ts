import { recoveryStatusFieldPaths } from '../../../shared/shapes/apiRecords';
import type { IDataObject } from 'n8n-workflow';

import { recoveryNumberParameter, recoveryRequest } from '../../parameters/locators';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';

export const getStatus: Operation = {
	value: 'getStatus',
	name: 'Get Status',
	action: 'Get the status of a recovery',
	description: 'Get the workflow status of a recovery, e.g. Box Received',
	kind: 'request',
	simplified: RECORD_IS_SIMPLE,
	fieldPaths: recoveryStatusFieldPaths,
	properties: [recoveryNumberParameter],
	request: (item) => recoveryRequest(item, 'status'),
	output: (body) => body.data as IDataObject,
};
