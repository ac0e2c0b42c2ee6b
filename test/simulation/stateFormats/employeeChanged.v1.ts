/**
 * Employee Changed, stateVersion 1: every employee's mark, by id: the hash of the whole record,
 * then the first and last name, the work email, the department, the location name, the
 * employment status and the termination date, trailing nulls dropped.
 */
import type { StateFormat } from './format';
import { employeeScope, keptOf, recordHash } from './employeeRecord';

const MARKED = [
	'first_name',
	'last_name',
	'work_email',
	'department',
	'location_name',
	'employment_status',
	'termination_date',
] as const;

export default {
	event: 'employeeChanged',
	version: 1,
	scope: (parameters) => employeeScope(parameters.onlyTerminations),
	write({ records }) {
		const employees: Record<string, Array<string | null>> = {};
		for (const { api } of records.values()) {
			const kept = keptOf(api);
			const values = MARKED.map((field) => kept[field]);
			while (values.length > 0 && values[values.length - 1] === null) values.pop();
			employees[String(api.id)] = [recordHash(api), ...values];
		}
		return { employees };
	},
} satisfies StateFormat;
