import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { envelopes, listItems } from '../../shared/transport/pagination';

const all = { returnAll: true };

/** Active departments by name (the API takes the name: 4.4, 4.5, 4.21). */
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

/** Countries by ISO code; those that need a state say so. */
export async function getCountries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const countries = await listItems.call(
		this,
		{ path: '/countries', envelope: envelopes.common('countries') },
		all,
	);
	return countries
		.map((country: IDataObject) => ({
			name: `${String(country.name)} (${String(country.code)})`,
			value: String(country.code),
			description: country.is_state_required ? 'A state is required for this country' : undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
