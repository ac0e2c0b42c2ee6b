import { writtenEmployeeFieldPaths, employeeSimplifiedOf } from '../../../shared/shapes/employee';
import type { IDataObject } from 'n8n-workflow';

import { apiFieldsOf, bodyFromFields, fieldParameters } from '../../fieldTable';
import type { Operation } from '../../operation';
import { readBackAfterWrite } from '../../output/readBack';
import { employeeFields, missingEmployeeState, readEmployee } from './employee.fields';

export const create: Operation = {
	value: 'create',
	name: 'Create',
	action: 'Create an employee',
	description: 'Create an employee record; the output is the stored record, read back',
	kind: 'request',
	simplified: employeeSimplifiedOf(writtenEmployeeFieldPaths),
	fieldPaths: writtenEmployeeFieldPaths,
	apiFields: apiFieldsOf(employeeFields),
	properties: [...fieldParameters(employeeFields)],
	request: (item) => ({
		method: 'POST',
		path: '/employee/add',
		body: bodyFromFields(item, employeeFields, {}, missingEmployeeState),
	}),
	output: async (created, item) => {
		const address = created.address as IDataObject | undefined;
		const written = { answer: created, what: 'employee', id: address?.id };
		return await readBackAfterWrite(item, written, async (id) => readEmployee(item, id));
	},
};
