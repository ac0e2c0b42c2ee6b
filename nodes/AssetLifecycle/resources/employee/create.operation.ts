import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../parameters/common';
import { employeeFields, readEmployee, requireCompleteEmployee } from './employee.fields';
import { fieldParameters, bodyFromFields } from '../../fields/fieldTable';
import { readBackAfterWrite } from '../../output/readBack';
import type { Operation } from '../../operation';

export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create an employee',
	description: 'Create an employee record; the output is the stored record, read back',
	kind: 'execute',
	properties: [...fieldParameters(employeeFields), outputOptions()],
	async execute(item) {
		const body = requireCompleteEmployee(item, bodyFromFields(item, employeeFields));

		const created = await item.request({ method: 'POST', path: '/employee/add', body });
		const address = created.address as IDataObject | undefined;
		return await readBackAfterWrite(item, created, 'employee', address?.id, async (id) =>
			readEmployee(item, id),
		);
	},
};
