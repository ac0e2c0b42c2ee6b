import {
	writtenEmployeeFieldPaths,
	employeeSimplifiedOf,
	employeeFromDetail,
} from '../../../shared/shapes/employee';
import type { IDataObject } from 'n8n-workflow';

import type { ExecuteOperation } from '../../operation';
import { readBackAfterWrite } from '../../output/readBack';
import { employeeLocator, resolveEmployeeId } from '../../parameters/locators';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { apiFieldsOf } from '../../fieldTable';
import {
	employeeChanges,
	employeeFields,
	employeeRequest,
	employeeUpdateParameters,
	readEmployee,
	updateFieldOptions,
} from './employee.fields';
import { mergedEmployeeBody } from './safeMerge';

/**
 * The API replaces the whole employee on update, so the node reads the stored record, overlays
 * the fields the user set and sends the full record: fields left empty keep their values.
 */
export const update: ExecuteOperation<IDataObject, { id: string }> = {
	value: 'update',
	name: 'Update',
	action: 'Update an employee',
	description:
		'Change fields of an employee; fields left empty keep their stored values (the node sends the full record)',
	kind: 'execute',
	simplified: employeeSimplifiedOf(writtenEmployeeFieldPaths),
	fieldPaths: writtenEmployeeFieldPaths,
	apiFields: { id: 'employeeId', ...apiFieldsOf(employeeFields, updateFieldOptions) },
	properties: [employeeLocator, ...employeeUpdateParameters],
	async execute(item) {
		const changes = employeeChanges(item);
		const id = await resolveEmployeeId(item);
		const current = await item.request(employeeRequest(id));
		const stored = employeeFromDetail(current.employee as IDataObject);
		const body = mergedEmployeeBody(item, stored, changes, updateFieldOptions);

		const updated = await item.request({
			method: 'PUT',
			path: `/employee/update/${pathSegment(id)}`,
			body,
		});
		return { raw: updated, needs: { id } };
	},
	output: async (updated, item, { id }) =>
		await readBackAfterWrite(
			item,
			{ answer: updated, what: 'employee', id, rerun: 'safe' },
			async () => readEmployee(item, id),
		),
};
