import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import {
	employeeBody,
	optionalEmployeeProperties,
	requireCompleteEmployee,
	requiredEmployeeProperties,
} from './fields';
import { readEmployee } from './get';
import { readBackAfterWrite } from '../../shared/readBack';

export const create: Operation = {
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
		const address = created.address as IDataObject | undefined;
		return await readBackAfterWrite(
			item,
			created,
			'employee',
			address?.id,
			async (id) => await readEmployee(item, id),
		);
	},
};
