import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { Operation } from '../../operation';
import {
	employeeBody,
	optionalEmployeeProperties,
	requireCompleteEmployee,
	requiredEmployeeProperties,
} from '../../helpers/employee';
import { readEmployee } from './get.operation';

export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create an employee',
	description: 'Create an employee record; the output is the stored record, read back',
	kind: 'execute',
	properties: [
		...requiredEmployeeProperties,
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: optionalEmployeeProperties,
		},
		outputOptions(),
	],
	async execute(item) {
		const values: IDataObject = { ...item.collection('additionalFields') };
		for (const property of requiredEmployeeProperties)
			values[property.name] = item.param(property.name);
		const body = requireCompleteEmployee(item, employeeBody(item, values));

		const created = await item.request({ method: 'POST', path: '/employee/add', body });
		if (item.rawOutput) return created;
		const id = (created.address as IDataObject | undefined)?.id;
		return await readEmployee(item, String(id));
	},
};
