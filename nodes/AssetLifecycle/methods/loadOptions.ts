import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { COUNTRY_CODES } from '../../shared/options';
import { envelopes, listItems } from '../../shared/transport/pagination';

const all = { returnAll: true };

/** Active departments by name (recoveries, employees and orders take the department's name). */
export async function getDepartments(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const departments = await listItems(
		{ functions: this },
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
	const countries = await listItems(
		{ functions: this },
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

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Every ISO 3166-1 country, as getCountries names them: what a country dropdown offers when it
 * loads before the node has a credential (see credentialFirst.ts), so the first dropdown a new
 * node shows is never empty of countries.
 */
export function everyCountry(): INodePropertyOptions[] {
	return COUNTRY_CODES.map((code) => ({
		name: `${regionNames.of(code) ?? code} (${code})`,
		value: code,
	})).sort((a, b) => a.name.localeCompare(b.name));
}
