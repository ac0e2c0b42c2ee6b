import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { employeeFromListItem, type Employee } from '../../shared/shapes/employee';
import { envelopes, listPages } from '../../shared/transport/pagination';
import { TEST_EVENT_NOTE, type TriggerEvent } from '../event';

const PAGE_SIZE = 100;
const TERMINATED = 'terminated';

/** Fields whose previous values an event reports; any other change is caught by the hash. */
const TRACKED = [
	'first_name',
	'last_name',
	'work_email',
	'department',
	'location_name',
	'employment_status',
	'termination_date',
] as const;
type Tracked = (typeof TRACKED)[number];

/**
 * Per employee: a short hash of the whole record, then the TRACKED values in order, trailing
 * nulls dropped. About 80 bytes an employee.
 */
type Mark = [string, ...Array<string | null>];

/** `employees`: each employee's mark as last emitted (or first seen), by employee id. */
export interface EmployeeState {
	employees: Record<string, Mark>;
}

/** JSON with sorted keys, so the hash does not depend on the order the API writes keys in. */
function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value as object)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${stableJson((value as IDataObject)[key])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value ?? null);
}

/** FNV-1a, 32 bits, base 36: enough to tell one employee's versions apart. */
function shortHash(textValue: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < textValue.length; index++) {
		hash ^= textValue.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(36);
}

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

function trackedValues(employee: Employee): Record<Tracked, string | null> {
	const employment = employee.employment_information ?? {};
	return {
		first_name: employee.first_name,
		last_name: employee.last_name,
		work_email: employee.work_email,
		department: employee.department,
		location_name: employee.location_name,
		employment_status: text(employment.employment_status),
		termination_date: text(employment.termination_date),
	};
}

function mark(employee: Employee): Mark {
	const values = TRACKED.map((field) => trackedValues(employee)[field]);
	while (values.length > 0 && values[values.length - 1] === null) values.pop();
	return [shortHash(stableJson(employee)), ...values];
}

function markValues(stored: Mark): Record<Tracked, string | null> {
	return Object.fromEntries(
		TRACKED.map((field, index) => [field, stored[index + 1] ?? null]),
	) as Record<Tracked, string | null>;
}

const isTerminated = (status: string | null) => status?.trim().toLowerCase() === TERMINATED;

async function readEmployees(this: IPollFunctions, limit?: number): Promise<Employee[]> {
	const employees: Employee[] = [];
	const pages = listPages.call(
		this,
		{ path: '/employees', envelope: envelopes.users, maxPageSize: PAGE_SIZE },
		limit === undefined ? { returnAll: true } : { returnAll: false, limit },
	);
	for await (const page of pages) {
		for (const item of page.items) employees.push(employeeFromListItem(item));
	}
	return employees;
}

/**
 * The employee list (4.6) has no change filter, so every poll reads it whole (ceil(N/100)
 * requests for N employees) and compares each employee with its mark.
 */
export const employeeChangedEvent: TriggerEvent<EmployeeState> = {
	properties: [
		{
			displayName: 'Only Terminations',
			name: 'onlyTerminations',
			type: 'boolean',
			default: false,
			displayOptions: { show: { event: ['employeeChanged'] } },
			description:
				'Whether to trigger only when an employee’s employment status became Terminated (the start of an offboarding)',
		},
	],

	scope() {
		return { onlyTerminations: this.getNodeParameter('onlyTerminations', false) };
	},

	async baseline() {
		const employees = await readEmployees.call(this);
		return {
			employees: Object.fromEntries(employees.map((employee) => [employee.id, mark(employee)])),
		};
	},

	async poll(state) {
		const onlyTerminations = this.getNodeParameter('onlyTerminations', false) as boolean;
		const employees = await readEmployees.call(this);
		const next: EmployeeState['employees'] = {};
		const events: IDataObject[] = [];
		for (const employee of employees) {
			const stored = state.employees[employee.id];
			const current = mark(employee);
			if (stored !== undefined && stored[0] === current[0]) {
				next[employee.id] = stored;
				continue;
			}
			const now = trackedValues(employee);
			const before = stored === undefined ? undefined : markValues(stored);
			const becameTerminated =
				isTerminated(now.employment_status) && !isTerminated(before?.employment_status ?? null);
			const delivered = !onlyTerminations || becameTerminated;
			// a change left out by the filter is not recorded: the next change compares to the last one emitted
			next[employee.id] = delivered || stored === undefined ? current : stored;
			if (!delivered) continue;
			const previous: IDataObject = {};
			if (before) {
				for (const field of TRACKED) {
					if (before[field] !== now[field]) previous[field] = before[field];
				}
			}
			events.push({
				...employee,
				change: stored === undefined ? 'created' : 'updated',
				previous: before ? previous : null,
			});
		}
		return { events, state: { employees: next } };
	},

	async sample() {
		const [employee] = await readEmployees.call(this, 1);
		return employee ? [{ ...employee, change: null, previous: null, note: TEST_EVENT_NOTE }] : [];
	},
};
