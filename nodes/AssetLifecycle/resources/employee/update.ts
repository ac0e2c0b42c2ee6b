import type { IDataObject } from 'n8n-workflow';

import { outputOptions } from '../../shared/descriptions';
import { employeeLocator, employeePath, resolveEmployeeId } from '../../shared/locators';
import type { Operation } from '../../operation';
import { employeeFromDetail, type Employee } from '../../../shared/shapes/employee';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { allEmployeeProperties, employeeBody, requireCompleteEmployee } from './fields';
import { readBackAfterWrite } from '../../shared/readBack';
import { readEmployee } from './get';

/**
 * The stored record as 4.8's body (the fields of 4.5). The cost center, the HR-system employee
 * number and work phone of the employment block have no field there, so they cannot be sent back.
 */
function storedBody(employee: Employee): IDataObject {
	const employment = employee.employment_information ?? {};
	const body: IDataObject = {
		firstname: employee.first_name,
		lastname: employee.last_name,
		work_email: employee.work_email,
		work_phone: employee.work_phone,
		work_phone_country: employee.work_phone_country,
		personal_email: employee.personal_email,
		personal_phone: employee.personal_phone,
		personal_contact_country: employee.personal_phone_country,
		address_1: employee.address_1,
		address_2: employee.address_2,
		city: employee.city,
		state: employee.state,
		zip: employee.zip,
		country: employee.country,
		location_type: employee.location_type,
		location_name: employee.location_name,
		employee_id: employee.employee_id,
		department: employee.department,
		employment_status: employment.employment_status,
		employment_type: employment.employment_type,
		manager: employment.manager,
		employment_start_date: employment.employment_start_date,
		termination_date: employment.termination_date,
	};
	return Object.fromEntries(
		Object.entries(body).filter(
			([, value]) => value !== null && value !== undefined && value !== '',
		),
	);
}

export const update: Operation = {
	properties: [
		employeeLocator,
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: allEmployeeProperties,
		},
		outputOptions(),
	],
	async execute(item) {
		const changes = employeeBody(item, item.collection('updateFields'));
		const id = await resolveEmployeeId(item);
		const current = await item.request({ method: 'GET', path: employeePath(id) });
		const stored = storedBody(employeeFromDetail(current.employee as IDataObject));
		const body = requireCompleteEmployee(item, { ...stored, ...changes });

		const updated = await item.request({
			method: 'PUT',
			path: `/employee/update/${pathSegment(id)}`,
			body,
		});
		return await readBackAfterWrite(
			item,
			updated,
			'employee',
			id,
			async () => await readEmployee(item, id),
		);
	},
};
