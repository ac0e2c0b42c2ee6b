/**
 * Whole events: what the model expects an event to say, every field of it, from the account's
 * record as the API answered it in the version the event names, and from the version last emitted
 * (its anchor): `change`, `previous`, `changed_fields`, `previous_status` and the record's own
 * fields, for every filter setting. The trigger's outputs are written in docs/trigger.md and
 * docs/output.md; the record's own fields go through the shapes both nodes share.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { employeeFromListItem } from '../../nodes/shared/shapes/employee';
import { walletTransaction } from '../../nodes/shared/shapes/wallet';
import type { Store } from '../../sandbox/data/store';
import { departmentShape } from '../../sandbox/routes/departments';
import { employeeListItem } from '../../sandbox/routes/employeeShapes';
import { campaignEmployeeShape } from '../../sandbox/routes/campaigns';
import { transactionShape } from '../../sandbox/routes/wallet';
import type { SimulatedEvent } from './history';
import type { Compare, Describe, Rendering, Version } from './model';

/**
 * A wallet transaction's row number (`serial_number`) is its place in the list when it was read,
 * which arrivals move: checked against the places it held during the poll, not here.
 */
export const ANY_ROW_NUMBER = '<its place in the list when read>';

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

/** What the API answers of the record `key` now, and the record's part of the trigger's item. */
export function renderingOf(
	event: SimulatedEvent,
	store: Store,
	key: string,
): Rendering | undefined {
	switch (event) {
		case 'walletTransaction': {
			const row = store.walletTransactions.find((transaction) => transaction.id === key);
			if (!row) return undefined;
			const api = transactionShape(row, 0);
			return { api, item: { ...walletTransaction(api), serial_number: ANY_ROW_NUMBER } };
		}
		case 'departmentChanged': {
			const department = store.departments.get(key);
			if (!department) return undefined;
			const api = departmentShape(department);
			const item = {
				id: api.id,
				name: text(api.name),
				location: text(api.location),
				phone_number: text(api.phone_number),
				active: api.active,
			};
			return { api, item };
		}
		case 'recoveryStatusChanged': {
			const recovery = store.recoveries.get(key);
			if (!recovery) return undefined;
			const api = { ...campaignEmployeeShape(recovery), campaign_number: recovery.campaignNumber };
			const item = {
				recovery_number: api.recovery_id,
				status: api.status,
				campaign_number: recovery.campaignNumber,
				employee: {
					first_name: text(api.firstname),
					last_name: text(api.lastname),
					work_email: text(api.work_email),
				},
			};
			return { api, item };
		}
		case 'employeeChanged': {
			const employee = store.employees.get(key);
			if (!employee) return undefined;
			const api = employeeListItem(store, employee, false) as IDataObject;
			return { api, item: employeeFromListItem(api) };
		}
	}
}

/** The fields an employee's `previous` keeps, and those only `changed_fields` names. */
const EMPLOYEE_KEPT = ['employment_status', 'termination_date', 'department', 'location_name'];
const EMPLOYEE_FINGERPRINTED = ['first_name', 'last_name', 'work_email'];
const DEPARTMENT_TRACKED = ['name', 'location', 'phone_number', 'active'];

function employeeValue(item: IDataObject, field: string): unknown {
	if (field in item) return item[field];
	return ((item.employment_information ?? {}) as IDataObject)[field] ?? null;
}

const employeeFieldValue = (item: IDataObject, field: string) =>
	field === 'employment_status' || field === 'termination_date'
		? text(employeeValue(item, field))
		: employeeValue(item, field);

/** The whole event for each event, as docs/trigger.md says it. */
export function describer(event: SimulatedEvent, parameters: INodeParameters): Describe {
	return (anchor: Version, version: Version) => {
		const item = version.rendering!.item;
		const before = anchor.rendering?.item;
		switch (event) {
			case 'walletTransaction':
				return item;
			case 'departmentChanged': {
				if (!before) return { ...item, change: 'created', previous: null };
				const deactivated = before.active === true && item.active === false;
				const changed = DEPARTMENT_TRACKED.filter((field) => before[field] !== item[field]);
				return {
					...item,
					change: deactivated ? 'deactivated' : 'updated',
					previous: Object.fromEntries(changed.map((field) => [field, before[field]])),
				};
			}
			case 'recoveryStatusChanged':
				return {
					...item,
					previous_status: before ? before.status : null,
					// the recovery items answer that Listed Recoveries read does not name the campaign
					campaign_number: parameters.scope === 'recoveries' ? null : item.campaign_number,
				};
			case 'employeeChanged': {
				if (!before) return { ...item, change: 'created', previous: null, changed_fields: [] };
				const differs = (field: string) =>
					employeeFieldValue(before, field) !== employeeFieldValue(item, field);
				const kept = EMPLOYEE_KEPT.filter(differs);
				return {
					...item,
					change: 'updated',
					previous: Object.fromEntries(
						kept.map((field) => [field, employeeFieldValue(before, field)]),
					),
					changed_fields: [...kept, ...EMPLOYEE_FINGERPRINTED.filter(differs)],
				};
			}
		}
	};
}

function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value as object)
			.filter((key) => (value as IDataObject)[key] !== undefined)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${stableJson((value as IDataObject)[key])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value ?? null);
}

const shown = (value: unknown) => {
	const json = stableJson(value);
	return json.length > 160 ? `${json.slice(0, 157)}...` : json;
};

/** Field by field: the fields an event says otherwise than expected, or leaves out, or adds. */
export const compareWhole: Compare = (expected, said) => {
	const keys = new Set([...Object.keys(expected), ...Object.keys(said)]);
	const wrong = [...keys]
		.filter((key) => expected[key] !== ANY_ROW_NUMBER)
		.filter((key) => stableJson(expected[key]) !== stableJson(said[key]))
		.map((key) => `${key} ${shown(said[key])}, expected ${shown(expected[key])}`);
	return wrong.length ? wrong.join('; ') : undefined;
};
