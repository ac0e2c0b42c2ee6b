import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../parameters/common';
import { readLegalHold } from './legalHold';
import { legalHoldIdParameter } from '../../parameters/locators';
import type { Operation } from '../../operation';
import { legalHoldRecord } from '../../../shared/shapes/legalHold';

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get a legal hold',
	description: 'Get an active legal hold by its ID',
	kind: 'execute',
	properties: [legalHoldIdParameter, outputOptions()],
	async execute(item) {
		const body = await readLegalHold(item);
		return item.rawOutput ? body : legalHoldRecord(body.data as IDataObject);
	},
};
