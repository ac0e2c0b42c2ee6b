import { returnAllAndLimit, outputOptions } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { requireEmail } from '../../shared/validation';
import { envelopes } from '../../../shared/transport/pagination';
import { employeeFromListItem } from '../../../shared/shapes/employee';

export const getAll: Operation = {
	properties: [
		...returnAllAndLimit,
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Work Email',
					name: 'email',
					type: 'string',
					default: '',
					placeholder: 'name@company.com',
					description: 'Only the employee with this exact work email (case is ignored)',
				},
				{
					displayName: 'Include Assets',
					name: 'includeAssets',
					type: 'boolean',
					default: false,
					description: 'Whether to add the devices assigned to each employee (assigned_assets)',
				},
			],
		},
		outputOptions(),
	],
	list(item) {
		const filters = item.collection('filters');
		const email = typeof filters.email === 'string' ? filters.email.trim() : '';
		return {
			path: '/employees',
			qs: {
				email: email ? requireEmail(item, 'filters.email', email) : undefined,
				include_assets: filters.includeAssets === true ? true : undefined,
			},
			envelope: envelopes.users,
		};
	},
	output: (record) => employeeFromListItem(record),
};
