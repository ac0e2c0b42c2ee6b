import type { IDataObject } from 'n8n-workflow';

import type { ExecuteOperation } from '../../operation';
import { outputOptions } from '../../output/outputChoice';
import { employeeLocator, resolveEmployeeId } from '../../parameters/locators';
import { employeeRecord, employeeRequest, includeAssetsOption } from './employee.fields';

export const get: ExecuteOperation<IDataObject> = {
	value: 'get',
	name: 'Get',
	action: 'Get an employee',
	description: 'Get an employee by ID or work email',
	kind: 'execute',
	properties: [employeeLocator, outputOptions([includeAssetsOption])],
	async execute(item) {
		const id = await resolveEmployeeId(item);
		const includeAssets = item.collection('options').includeAssets === true;
		return { raw: await item.request(employeeRequest(id, includeAssets)) };
	},
	output: employeeRecord,
};
