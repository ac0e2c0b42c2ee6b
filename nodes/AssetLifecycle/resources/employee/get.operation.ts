import type { INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import { employeeLocator, employeePath, resolveEmployeeId } from '../../helpers/locators';
import type { ItemContext, Operation } from '../../operation';
import { employeeFromDetail } from '../../../shared/shapes/employee';

export const includeAssetsOption: INodeProperties = {
	displayName: 'Include Assets',
	name: 'includeAssets',
	type: 'boolean',
	default: false,
	description: 'Whether to add the devices assigned to the employee (assigned_assets)',
};

/** Reads one employee (4.7) in the node's employee shape. */
export async function readEmployee(item: ItemContext, id: string, includeAssets = false) {
	const body = await item.request({
		method: 'GET',
		path: employeePath(id),
		qs: includeAssets ? { include_assets: true } : undefined,
	});
	return item.rawOutput ? body : employeeFromDetail(body.employee as Record<string, never>);
}

export const get: Operation = {
	value: 'get',
	name: 'Get',
	action: 'Get an employee',
	description: 'Get an employee by ID or work email',
	kind: 'execute',
	properties: [employeeLocator, outputOptions([includeAssetsOption])],
	async execute(item) {
		const id = await resolveEmployeeId(item);
		return await readEmployee(item, id, item.collection('options').includeAssets === true);
	},
};
