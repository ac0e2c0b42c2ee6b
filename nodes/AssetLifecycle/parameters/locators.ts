import type { IDataObject, INodeProperties, INodeParameterResourceLocator } from 'n8n-workflow';

import { pathSegment } from '../../shared/transport/baseUrl';
import { LARGEST_PAGE_SIZE } from '../../shared/transport/limits';
import { envelopes, recordsOf } from '../../shared/transport/pagination';
import type { ItemContext, ItemRequest } from '../itemContext';

export const employeeLocator: INodeProperties = {
	displayName: 'Employee',
	name: 'employeeId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		'The employee: picked from the list, by ID, or by work email (which must match exactly one employee)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchEmployees', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 4829173-10001' },
		{
			displayName: 'By Work Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@company.com',
		},
	],
};

/**
 * The employee's record id. By work email means exactly one employee whose work email equals it
 * (ignoring case): none or several is an error, never a guess.
 */
export async function resolveEmployeeId(item: ItemContext): Promise<string> {
	const locator = item.param<INodeParameterResourceLocator>('employeeId');
	const value = String(locator.value ?? '').trim();
	if (!value) throw item.invalid('employeeId', 'choose an employee, or enter an ID or work email');
	if (locator.mode !== 'email') {
		if (value === '.' || value === '..')
			throw item.invalid('employeeId', `"${value}" is not an ID`);
		return value;
	}

	const matches = await employeesWithWorkEmail(item, value);
	if (matches.length !== 1) {
		throw item.invalid(
			'employeeId',
			matches.length === 0
				? `no employee has the work email "${value}"`
				: `${matches.length} employees have the work email "${value}"; choose one by ID`,
		);
	}
	return String(matches[0].id);
}

/**
 * The employees whose work email equals `workEmail`, ignoring case, as list items: one request to
 * the list's email filter. The match is checked here, not trusted to the filter, so a filter that
 * matched loosely (a prefix, another case rule) can never pick the wrong person.
 */
export async function employeesWithWorkEmail(
	item: ItemContext,
	workEmail: string,
): Promise<IDataObject[]> {
	const body = await item.request({
		method: 'GET',
		path: '/employees',
		qs: { email: workEmail, limit: LARGEST_PAGE_SIZE },
	});
	const wanted = workEmail.toLowerCase();
	return recordsOf(envelopes.users, body).filter(
		(user) => String(user.WorkEmail ?? user.Email ?? '').toLowerCase() === wanted,
	);
}

export function employeePath(id: string): string {
	return `/employees/${pathSegment(id)}`;
}

export const campaignLocator: INodeProperties = {
	displayName: 'Campaign',
	name: 'campaignNumber',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The recovery campaign: picked from the list, or by its number',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchCampaigns', searchable: true },
		},
		{
			displayName: 'By Number',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1001',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'A campaign number has digits only' },
				},
			],
		},
	],
};

/** The campaign number, a positive whole number. */
export function resolveCampaignNumber(item: ItemContext): number {
	const locator = item.param<INodeParameterResourceLocator>('campaignNumber');
	const value = String(locator.value ?? '').trim();
	if (!/^\d+$/.test(value)) {
		throw item.invalid('campaignNumber', `"${value}" is not a campaign number (digits only)`);
	}
	return Number(value);
}

/**
 * An id that travels as a path segment, trimmed and required. "." and ".." cannot: URLs resolve
 * them, even encoded, to another route.
 */
export function pathId(item: ItemContext, name: string): string {
	const id = item.requiredText(name);
	if (id === '.' || id === '..') throw item.invalid(name, `"${id}" is not an ID`);
	return id;
}

/**
 * The read of one record by the id in parameter `name`: `path` places the encoded id, and a "not
 * found" answer names the record as `what` and the id ("legal hold 501").
 */
export function readById(
	item: ItemContext,
	name: string,
	path: (segment: string) => string,
	what: string,
): ItemRequest {
	const id = pathId(item, name);
	return { method: 'GET', path: path(pathSegment(id)), subject: `${what} ${id}` };
}

export const recoveryNumberParameter: INodeProperties = {
	displayName: 'Recovery Number',
	name: 'recoveryNumber',
	type: 'string',
	required: true,
	default: '',
	description: 'The recovery number (the recovery_code returned when the employee was added)',
};

/** A read of one recovery, by its number. */
export function recoveryRequest(item: ItemContext, suffix: 'items' | 'status'): ItemRequest {
	const path = (recoveryNumber: string) => `/recoveries/${recoveryNumber}/${suffix}`;
	return readById(item, 'recoveryNumber', path, 'recovery number');
}

export const legalHoldIdParameter: INodeProperties = {
	displayName: 'Legal Hold ID',
	name: 'legalHoldId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 501',
	description:
		'The legal-hold record ID of an active hold (not the asset ID), as Get Many lists it',
};

export const labelIdParameter: INodeProperties = {
	displayName: 'Label ID',
	name: 'labelId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 4829173-60001',
	description: 'The shipping label ID, as Create returns it and Get Many lists it',
};

/** The request for a label's file URL. */
export function labelViewRequest(item: ItemContext): ItemRequest {
	return readById(item, 'labelId', (labelId) => `/shipping/${labelId}/view`, 'label');
}
