import {
	legalHoldSimplifiedFields,
	legalHoldRecord,
	legalHoldFieldPaths,
} from '../../../shared/shapes/legalHold';
import type { IDataObject } from 'n8n-workflow';

import type { Operation } from '../../operation';
import { legalHoldIdParameter } from '../../parameters/locators';
import { legalHoldRequest } from './legalHold';

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get a legal hold',
	description: 'Get an active legal hold by its ID',
	kind: 'request',
	simplified: legalHoldSimplifiedFields,
	fieldPaths: legalHoldFieldPaths,
	properties: [legalHoldIdParameter],
	request: legalHoldRequest,
	output: (body) => legalHoldRecord(body.data as IDataObject),
};
