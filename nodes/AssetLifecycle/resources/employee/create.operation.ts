import type { IDataObject } from 'n8n-workflow';

import { bodyFromFields, fieldParameters } from '../../fields/fieldTable';
import type { Operation } from '../../operation';
import { outputOptions } from '../../output/outputChoice';
import { readBackAfterWrite } from '../../output/readBack';
import { employeeFields, readEmployee, requireCompleteEmployee } from './employee.fields';

export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create an employee',
	description: 'Create an employee record; the output is the stored record, read back',
	kind: 'request',
	properties: [...fieldParameters(employeeFields), outputOptions()],
	request: (item) => ({
		method: 'POST',
		path: '/employee/add',
		body: requireCompleteEmployee(item, bodyFromFields(item, employeeFields)),
	}),
	output: async (created, item) => {
		const address = created.address as IDataObject | undefined;
		return await readBackAfterWrite(created, 'employee', address?.id, async (id) =>
			readEmployee(item, id),
		);
	},
};
