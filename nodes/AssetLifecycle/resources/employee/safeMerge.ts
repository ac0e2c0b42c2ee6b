import type { IDataObject } from 'n8n-workflow';

import { checkStoredValues, type FieldOptions } from '../../fieldTable';
import type { ItemContext } from '../../itemContext';
import type { Employee } from '../../../shared/shapes/employee';
import { employeeFields, requireCompleteEmployee } from './employee.fields';

/**
 * The record as stored, as the body update sends. The cost center, and the HR system's employee
 * number and work phone of the employment block, have no field in that body: they cannot be
 * sent back.
 */
export function storedEmployeeBody(employee: Employee): IDataObject {
	const body: IDataObject = {};
	for (const { stored, apiName } of employeeFields) {
		const value = stored
			.split('.')
			.reduce<unknown>((record, key) => (record as IDataObject | undefined)?.[key], employee);
		if (value !== null && value !== undefined && value !== '') body[apiName] = value as string;
	}
	return body;
}

/**
 * The safe merge of an update: the stored record with the changes over it, every value the user
 * did not give checked with the same field table, and the whole checked before it is sent (the API
 * replaces and validates the whole record). `options` names where the user sets a field instead.
 */
export function mergedEmployeeBody(
	item: ItemContext,
	employee: Employee,
	changes: IDataObject,
	options: FieldOptions,
): IDataObject {
	const merged = { ...storedEmployeeBody(employee), ...changes };
	checkStoredValues(item, employeeFields, merged, changes, options);
	return requireCompleteEmployee(item, merged);
}
