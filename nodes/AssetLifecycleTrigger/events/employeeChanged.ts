import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import {
	employeeFromDetail,
	employeeFromListItem,
	type Employee,
} from '../../shared/shapes/employee';
import { pathSegment } from '../../shared/transport/baseUrl';
import { envelopes, LARGEST_PAGE_SIZE, readPage } from '../../shared/transport/pagination';
import { apiRequest } from '../../shared/transport/request';
import { shortHash } from '../../shared/hash';
import { textOrNull } from '../../shared/values';
import { settle, withinBudget, type RequestMeter } from '../budget';
import { SLOW_PASS_MS, type TriggerEvent } from '../triggerEvent';

const TERMINATED = 'terminated';

/** Fields whose old values the state keeps and `previous` reports. */
const CLEAR = ['employment_status', 'termination_date', 'department', 'location_name'] as const;
type Clear = (typeof CLEAR)[number];
/** Fields the state keeps only as a fingerprint: a change is named in `changed_fields`. */
const FINGERPRINTED = ['first_name', 'last_name', 'work_email'] as const;
const FINGERPRINT_LENGTH = 3;
/** Passes are numbered modulo 3 in the marks: the last, the current and the next pass differ. */
const PASS_DIGITS = 3;

/**
 * The employee sweep. The employee list has no change filter and no stated order, so the trigger
 * reads it page by page, a few pages a poll, and compares each employee with its mark.
 *
 * `marks`: one string per employee, keyed by id without the account's common `prefix` (`=` and the
 * whole id when it does not start with it): the pass it was last read in (modulo 3), a hash of the
 * whole record (empty after a detail read, whose shape differs), the fingerprints of the names and
 * the work email, then indices into `values` of the CLEAR fields. About 40 bytes an employee.
 * `page`: the next page of the current `pass`, 0 once its pages are read. Inserts and deletions
 * between polls shift records across pages: one pushed onto a page already read is missed by
 * this pass and met by the next. `verify`: at the end of the pages, the employees neither this
 * pass nor the last one met (deleted, or missed twice); each is read by id before the pass ends,
 * so every employee is read at least once every two passes. `baselined`: the first pass has
 * completed; until then a record read for the first time is the baseline, after it a creation.
 */
export interface EmployeeState {
	prefix: string;
	values: string[];
	marks: Record<string, string>;
	pass: number;
	page: number;
	verify: string[];
	baselined: boolean;
	passStartedAt: number;
	/** The list's total at the last page read. */
	total: number;
}

/** The state of the version that kept the names and email in clear. */
interface EmployeeStateVersion1 {
	employees: Record<string, [string, ...Array<string | null>]>;
}

interface Mark {
	pass: number;
	hash: string;
	names: string;
	clear: Record<Clear, string | null>;
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

function fingerprint(value: string | null): string {
	if (value === null) return '0'.repeat(FINGERPRINT_LENGTH);
	return shortHash(value).padStart(7, '0').slice(-FINGERPRINT_LENGTH);
}

function clearValues(employee: Employee): Record<Clear, string | null> {
	const employment = employee.employment_information ?? {};
	return {
		employment_status: textOrNull(employment.employment_status),
		termination_date: textOrNull(employment.termination_date),
		department: employee.department,
		location_name: employee.location_name,
	};
}

function nameFingerprints(values: Record<(typeof FINGERPRINTED)[number], string | null>): string {
	return FINGERPRINTED.map((field) => fingerprint(values[field])).join('');
}

function encode(state: EmployeeState, mark: Mark): string {
	const indices = CLEAR.map((field) => {
		const value = mark.clear[field];
		if (value === null) return '';
		let index = state.values.indexOf(value);
		if (index === -1) index = state.values.push(value) - 1;
		return index.toString(36);
	});
	while (indices.length > 0 && indices[indices.length - 1] === '') indices.pop();
	return [`${mark.pass % PASS_DIGITS}${mark.hash}`, mark.names, ...indices].join('|');
}

function decode(state: EmployeeState, stored: string): Mark {
	const [head, names, ...indices] = stored.split('|');
	const clear = Object.fromEntries(
		CLEAR.map((field, position) => {
			const index = indices[position];
			return [field, index ? (state.values[parseInt(index, 36)] ?? null) : null];
		}),
	) as Record<Clear, string | null>;
	return { pass: Number(head[0]), hash: head.slice(1), names, clear };
}

function keyOf(state: EmployeeState, id: string): string {
	return state.prefix && id.startsWith(state.prefix) ? id.slice(state.prefix.length) : `=${id}`;
}

function idOf(state: EmployeeState, key: string): string {
	return key.startsWith('=') ? key.slice(1) : `${state.prefix}${key}`;
}

/** The part of an id up to its last `-`: the account's prefix of the spec's opaque ids. */
function prefixOf(id: string): string {
	return id.slice(0, id.lastIndexOf('-') + 1);
}

function freshState(): EmployeeState {
	return {
		prefix: '',
		values: [],
		marks: {},
		pass: 0,
		page: 1,
		verify: [],
		baselined: false,
		passStartedAt: Date.now(),
		total: 0,
	};
}

const isTerminated = (status: string | null) => status?.trim().toLowerCase() === TERMINATED;

interface Sweep {
	state: EmployeeState;
	onlyTerminations: boolean;
	events: IDataObject[];
}

/**
 * Compares one employee as read now with its mark and records what the rules keep. `hash` is
 * undefined for a detail read, whose shape differs from the list's: only the tracked fields are
 * compared then, and the next list read takes the hash without an event.
 */
function meet(sweep: Sweep, employee: Employee, hash: string | undefined): void {
	const { state } = sweep;
	if (!state.prefix && Object.keys(state.marks).length === 0) state.prefix = prefixOf(employee.id);
	const key = keyOf(state, employee.id);
	const stored = state.marks[key] === undefined ? undefined : decode(state, state.marks[key]);
	const pass = state.pass;
	const current: Mark = {
		pass,
		hash: hash ?? '',
		names: nameFingerprints(employee),
		clear: clearValues(employee),
	};
	if (stored === undefined) {
		state.marks[key] = encode(state, current);
		if (state.baselined && !sweep.onlyTerminations) {
			sweep.events.push({ ...employee, change: 'created', previous: null, changed_fields: [] });
		}
		return;
	}
	const namesAt = (marked: Mark, index: number) =>
		marked.names.slice(index * FINGERPRINT_LENGTH, (index + 1) * FINGERPRINT_LENGTH);
	const changedFields: string[] = [
		...CLEAR.filter((field) => stored.clear[field] !== current.clear[field]),
		...FINGERPRINTED.filter((_, index) => namesAt(stored, index) !== namesAt(current, index)),
	];
	const unchanged =
		hash !== undefined && stored.hash !== '' ? stored.hash === hash : changedFields.length === 0;
	if (unchanged) {
		state.marks[key] = encode(state, { ...stored, pass, hash: hash ?? stored.hash });
		return;
	}
	const becameTerminated =
		isTerminated(current.clear.employment_status) && !isTerminated(stored.clear.employment_status);
	if (sweep.onlyTerminations && !becameTerminated) {
		// left out by the filter: the mark keeps the last emitted values, so a later change compares to them
		state.marks[key] = encode(state, { ...stored, pass });
		return;
	}
	state.marks[key] = encode(state, current);
	const previous = Object.fromEntries(
		CLEAR.filter((field) => changedFields.includes(field)).map((field) => [
			field,
			stored.clear[field],
		]),
	);
	sweep.events.push({ ...employee, change: 'updated', previous, changed_fields: changedFields });
}

/**
 * After the last page: the employees neither this pass nor the last one met are to be read by id.
 * Returns whether any are.
 */
function pagesRead(state: EmployeeState): boolean {
	const thisPass = String(state.pass % PASS_DIGITS);
	const lastPass = String((state.pass + PASS_DIGITS - 1) % PASS_DIGITS);
	state.verify = Object.keys(state.marks).filter(
		(key) => state.marks[key][0] !== thisPass && state.marks[key][0] !== lastPass,
	);
	state.page = 0;
	return state.verify.length > 0;
}

function finishPass(this: IPollFunctions, state: EmployeeState): void {
	const took = Date.now() - state.passStartedAt;
	if (took > SLOW_PASS_MS) {
		this.logger.warn(
			`Asset Lifecycle Trigger: a pass over ${state.total} employees took ${Math.round(took / 60000)} minutes (more than ${SLOW_PASS_MS / 60000}); raise Max Requests per Poll or poll more often to see changes sooner`,
			{ event: 'employeeChanged', employees: state.total, passMinutes: Math.round(took / 60000) },
		);
	}
	state.pass += 1;
	state.page = 1;
	state.baselined = true;
	state.passStartedAt = Date.now();
}

async function employeesPage(this: IPollFunctions, page: number, pageSize?: number) {
	return await readPage.call(this, {
		path: '/employees',
		envelope: envelopes.users,
		page,
		pageSize,
	});
}

/** An employee by id; null when the API no longer knows it. */
async function readDetail(this: IPollFunctions, id: string): Promise<Employee | null> {
	const outcome = await settle(
		async () =>
			await apiRequest.call(this, { method: 'GET', path: `/employees/${pathSegment(id)}` }),
	);
	if ('value' in outcome) return employeeFromDetail((outcome.value.employee ?? {}) as IDataObject);
	if ((outcome.error as { httpCode?: string }).httpCode === '404') return null;
	throw outcome.error;
}

export function upgradeEmployeeState(old: EmployeeStateVersion1): EmployeeState {
	const state = freshState();
	state.baselined = true;
	const ids = Object.keys(old.employees ?? {});
	state.prefix = ids.length ? prefixOf(ids[0]) : '';
	for (const id of ids) {
		const [hash, first, last, email, department, location, status, termination] = old.employees[id];
		const clear = {
			employment_status: status ?? null,
			termination_date: termination ?? null,
			department: department ?? null,
			location_name: location ?? null,
		};
		const names = nameFingerprints({
			first_name: first ?? null,
			last_name: last ?? null,
			work_email: email ?? null,
		});
		state.marks[keyOf(state, id)] = encode(state, { pass: 0, hash, names, clear });
	}
	state.total = ids.length;
	return state;
}

/** A real employee dressed as the event a live poll would emit for it. */
function illustrativeEvent(employee: Employee, terminated: boolean): IDataObject {
	if (!terminated) {
		return {
			...employee,
			change: 'created',
			previous: null,
			changed_fields: [],
			illustrative: true,
			note: ILLUSTRATIVE_NOTE,
		};
	}
	const dated = clearValues(employee).termination_date !== null;
	return {
		...employee,
		change: 'updated',
		previous: dated
			? { employment_status: 'Active', termination_date: null }
			: { employment_status: 'Active' },
		changed_fields: dated ? ['employment_status', 'termination_date'] : ['employment_status'],
		illustrative: true,
		note: ILLUSTRATIVE_NOTE,
	};
}

/**
 * An event with ids no employee has, for an account where none matching was found: a termination
 * with "Only Terminations", else a creation.
 */
function exampleEvent(onlyTerminations: boolean): IDataObject {
	const person = {
		id: 'example-employee',
		first_name: 'Example',
		last_name: onlyTerminations ? 'Leaver' : 'Joiner',
		work_email: `example.${onlyTerminations ? 'leaver' : 'joiner'}@example.invalid`,
	};
	const changed = onlyTerminations
		? {
				employment_information: { employment_status: 'Terminated', termination_date: null },
				change: 'updated',
				previous: { employment_status: 'Active', termination_date: null },
				changed_fields: ['employment_status'],
			}
		: {
				employment_information: { employment_status: 'Active', termination_date: null },
				change: 'created',
				previous: null,
				changed_fields: [],
			};
	return {
		...person,
		...changed,
		example: true,
		note: `Example event: no ${onlyTerminations ? 'terminated ' : ''}employee was found within the request budget. Its ids belong to no record; live events carry real employees.`,
	};
}

const ILLUSTRATIVE_NOTE =
	'Test event: a real employee as it is now. change, previous and changed_fields show what a live event carries and are illustrative, not this employee’s history.';

export const employeeChangedEvent: TriggerEvent<EmployeeState> = {
	value: 'employeeChanged',
	name: 'Employee Changed',
	description:
		'An employee was added or changed; the list is read 100 employees a request, a few pages a poll',
	stateVersion: 2,

	properties: [
		{
			displayName: 'Only Terminations',
			name: 'onlyTerminations',
			type: 'boolean',
			default: false,
			description:
				'Whether to trigger only when an employee’s employment status became Terminated (the start of an offboarding)',
		},
	],

	scope() {
		return { onlyTerminations: this.getNodeParameter('onlyTerminations', false) };
	},

	upgrade(old) {
		const employees = (old as EmployeeStateVersion1).employees;
		return employees && typeof employees === 'object'
			? upgradeEmployeeState(old as EmployeeStateVersion1)
			: undefined;
	},

	async poll(saved, meter: RequestMeter) {
		const state = saved ?? freshState();
		const sweep: Sweep = {
			state,
			onlyTerminations: this.getNodeParameter('onlyTerminations', false) as boolean,
			events: [],
		};
		while (meter.canSend()) {
			if (state.page === 0) {
				const key = state.verify[0];
				if (key === undefined) {
					finishPass.call(this, state);
					break;
				}
				const employee = await withinBudget(
					meter,
					async () => await readDetail.call(this, idOf(state, key)),
				);
				if (employee === undefined) break;
				state.verify.shift();
				if (employee === null) delete state.marks[key];
				else meet(sweep, employee, undefined);
				if (state.verify.length === 0) {
					finishPass.call(this, state);
					break;
				}
				continue;
			}
			const page = await withinBudget(
				meter,
				async () => await employeesPage.call(this, state.page),
			);
			if (page === undefined) break;
			state.total = page.total;
			for (const item of page.items) {
				const employee = employeeFromListItem(item);
				meet(sweep, employee, shortHash(stableJson(employee)));
			}
			if (!page.last) {
				state.page += 1;
			} else if (!pagesRead(state)) {
				finishPass.call(this, state);
				break;
			}
		}
		return { events: sweep.events, state };
	},

	/**
	 * A real employee as an example; with "Only Terminations", a terminated one found within the
	 * poll's budget. Its `change` and `previous` show what a live event carries and are marked
	 * illustrative (they are not the record's history). When no employee matches within the
	 * budget, a marked example with ids no record has.
	 */
	async sample(meter) {
		const onlyTerminations = this.getNodeParameter('onlyTerminations', false) as boolean;
		const matches = (employee: Employee) =>
			!onlyTerminations || isTerminated(clearValues(employee).employment_status);
		for (let page = 1; meter.canSend(); page++) {
			const { items, last } = await employeesPage.call(
				this,
				page,
				onlyTerminations ? LARGEST_PAGE_SIZE : 1,
			);
			const employee = items.map(employeeFromListItem).find(matches);
			if (employee) return [illustrativeEvent(employee, onlyTerminations)];
			if (last) break;
		}
		return [exampleEvent(onlyTerminations)];
	},
};
