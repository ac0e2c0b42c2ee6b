import type { INodeProperties } from 'n8n-workflow';

import { operationProperties } from '../../operation';
import { create } from './create';
import { get } from './get';
import { getAll } from './getAll';
import { update } from './update';

export const employeeOperations = { create, get, getAll, update };

export const employeeDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['employee'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Create an employee',
				description: 'Create an employee record; the output is the stored record, read back',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get an employee',
				description: 'Get an employee by ID or work email',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many employees',
				description: 'List the employees of the company',
			},
			{
				name: 'Update',
				value: 'update',
				action: 'Update an employee',
				description:
					'Change fields of an employee; fields left empty keep their stored values (the node sends the full record)',
			},
		],
		default: 'getAll',
	},
	...operationProperties('employee', employeeOperations),
];
