import {
	employeeFieldPaths,
	employeeSimplifiedOf,
	employeeFromListItem,
} from '../../../shared/shapes/employee';
import { filters, returnAllAndLimit, optionsCollection } from '../../parameters/common';
import { includeAssetsOption } from './employee.fields';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';
import { email, optionalText } from '../../../shared/values';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many employees',
	description: 'List the employees of the company',
	kind: 'list',
	simplified: employeeSimplifiedOf(employeeFieldPaths),
	fieldPaths: employeeFieldPaths,
	properties: [
		...returnAllAndLimit,
		filters([
			{
				displayName: 'Work Email',
				name: 'email',
				type: 'string',
				default: '',
				placeholder: 'name@company.com',
				description: 'Only the employee with this exact work email (case is ignored)',
			},
		]),
		optionsCollection([includeAssetsOption]),
	],
	list(item) {
		const filters = item.collection('filters');
		const workEmail = optionalText(filters.email);
		return {
			path: '/employees',
			qs: {
				email: workEmail && item.check('filters.email', email, workEmail),
				include_assets: item.collection('options').includeAssets === true ? true : undefined,
			},
			envelope: envelopes.users,
		};
	},
	output: (record) => employeeFromListItem(record),
};
