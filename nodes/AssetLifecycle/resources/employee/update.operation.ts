import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../parameters/common';
import {
	employeeChanges,
	employeeFields,
	readEmployee,
	requireCompleteEmployee,
	storedEmployeeBody,
} from './employee.fields';
import { fieldParameters } from '../../fields/fieldTable';
import { employeeLocator, employeePath, resolveEmployeeId } from '../../parameters/locators';
import { readBackAfterWrite } from '../../output/readBack';
import type { Operation } from '../../operation';
import { employeeFromDetail } from '../../../shared/shapes/employee';
import { pathSegment } from '../../../shared/transport/baseUrl';

/**
 * The API replaces the whole employee on update, so the node reads the stored record, overlays
 * the fields the user set and sends the full record: fields left empty keep their values.
 */
export const update: Operation = {
	value: 'update',
	name: 'Update',
	action: 'Update an employee',
	description:
		'Change fields of an employee; fields left empty keep their stored values (the node sends the full record)',
	kind: 'execute',
	properties: [
		employeeLocator,
		...fieldParameters(employeeFields, {
			allOptional: true,
			collection: { name: 'updateFields', displayName: 'Update Fields' },
		}),
		outputOptions(),
	],
	async execute(item) {
		const changes = employeeChanges(item);
		const id = await resolveEmployeeId(item);
		const current = await item.request({
			method: 'GET',
			path: employeePath(id),
			subject: `employee ${id}`,
		});
		const stored = storedEmployeeBody(employeeFromDetail(current.employee as IDataObject));
		const body = requireCompleteEmployee(item, { ...stored, ...changes });

		const updated = await item.request({
			method: 'PUT',
			path: `/employee/update/${pathSegment(id)}`,
			body,
		});
		return await readBackAfterWrite(item, updated, 'employee', id, async () =>
			readEmployee(item, id),
		);
	},
};
