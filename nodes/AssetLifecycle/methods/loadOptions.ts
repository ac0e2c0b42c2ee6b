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
 * Countries by ISO code. The API takes every ISO 3166-1 country for an employee, an order or a
 * label, so those dropdowns offer every one, without asking the account. A recovery goes only to a
 * country of the account's countries list, which also says where it needs a state: Recovery
 * Create offers that list, so the entries there are what the account accepts.
 */
export async function getCountries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const recoveryCreate =
		this.getCurrentNodeParameter('resource') === 'recovery' &&
		this.getCurrentNodeParameter('operation') === 'create';
	if (!recoveryCreate) return everyCountry();
	const countries = await listItems(
		{ functions: this },
		{ path: '/countries', envelope: envelopes.common('countries') },
		all,
	);
	return countries
		.map((country: IDataObject) => ({
			name: `${String(country.name)} (${String(country.code)})`,
			value: String(country.code),
			description: country.is_state_required
				? 'A recovery to this country needs a state'
				: undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Every ISO 3166-1 country, as getCountries names them: what a country dropdown offers, and what
 * Recovery Create's offers when it loads before the node has a credential (see credentialFirst.ts).
 */
export function everyCountry(): INodePropertyOptions[] {
	return COUNTRY_CODES.map((code) => ({
		name: `${regionNames.of(code) ?? code} (${code})`,
		value: code,
	})).sort((a, b) => a.name.localeCompare(b.name));
}
