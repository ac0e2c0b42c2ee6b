import { employeeFieldPaths, employeeSimplifiedOf } from '../../../shared/shapes/employee';
import { optionsCollection } from '../../parameters/common';
import type { IDataObject } from 'n8n-workflow';

import type { ExecuteOperation } from '../../operation';
import { employeeLocator, resolveEmployeeId } from '../../parameters/locators';
import { employeeRecord, employeeRequest, includeAssetsOption } from './employee.fields';

export const get: ExecuteOperation<IDataObject> = {
	value: 'get',
	name: 'Get',
	action: 'Get an employee',
	description: 'Get an employee by ID or work email',
	kind: 'execute',
	simplified: employeeSimplifiedOf(employeeFieldPaths),
	fieldPaths: employeeFieldPaths,
	apiFields: { id: 'employeeId' },
	properties: [employeeLocator, optionsCollection([includeAssetsOption])],
	async execute(item) {
		const id = await resolveEmployeeId(item);
		const includeAssets = item.collection('options').includeAssets === true;
		return { raw: await item.request(employeeRequest(id, includeAssets)) };
	},
	output: employeeRecord,
};
