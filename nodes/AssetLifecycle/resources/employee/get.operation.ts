import { outputOptions } from '../../parameters/common';
import { includeAssetsOption, readEmployee } from './employee.fields';
import { employeeLocator, resolveEmployeeId } from '../../parameters/locators';
import type { Operation } from '../../operation';

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get an employee',
	description: 'Get an employee by ID or work email',
	kind: 'execute',
	properties: [employeeLocator, outputOptions([includeAssetsOption])],
	async execute(item) {
		const id = await resolveEmployeeId(item);
		return await readEmployee(item, id, item.collection('options').includeAssets === true);
	},
};
