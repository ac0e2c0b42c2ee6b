import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { envelopes, listItems } from '../../shared/transport/pagination';

const all = { returnAll: true };

/** Active departments by name (recoveries, employees and orders take the department's name). */
export async function getDepartments(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const departments = await listItems.call(
		this,
		{ path: '/departments', envelope: envelopes.departments },
		all,
	);
	return departments
		.filter((department) => department.active !== false)
		.map((department) => ({
			name: String(department.name),
			value: String(department.name),
			description: department.location ? `Location: ${String(department.location)}` : undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Countries by ISO code. The countries list says which countries need a state for a recovery: that
 * mark shows only on Recovery Create, whose rule it is (an employee needs a state everywhere but
 * GB).
 */
export async function getCountries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const countries = await listItems.call(
		this,
		{ path: '/countries', envelope: envelopes.common('countries') },
		all,
	);
	const recoveryRule =
		this.getCurrentNodeParameter('resource') === 'recovery' &&
		this.getCurrentNodeParameter('operation') === 'create';
	return countries
		.map((country: IDataObject) => ({
			name: `${String(country.name)} (${String(country.code)})`,
			value: String(country.code),
			description:
				recoveryRule && country.is_state_required
					? 'A recovery to this country needs a state'
					: undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
