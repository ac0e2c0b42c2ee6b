import type { IDataObject } from 'n8n-workflow';

import { shortHash } from '../../../shared/hash';
import type { Employee } from '../../../shared/shapes/employee';
import { textOrNull } from '../../../shared/values';

/** Fields whose old values the state keeps and `previous` reports. */
export const KEPT_FIELDS = [
	'employment_status',
	'termination_date',
	'department',
	'location_name',
] as const;
type KeptField = (typeof KEPT_FIELDS)[number];
/** Fields the state keeps only as a fingerprint: a change is named in `changed_fields`. */
export const FINGERPRINTED = ['first_name', 'last_name', 'work_email'] as const;
const FINGERPRINT_LENGTH = 3;
/** Passes are numbered modulo 3 in the marks: the last, the current and the next pass differ. */
export const PASS_DIGITS = 3;

/**
 * The employee sweep's state. The employee list has no change filter and no stated order, so the
 * trigger reads it page by page, a few pages a poll, and compares each employee with its mark.
 *
 * `marks`: one string per employee, keyed by id without the account's common `prefix` (`=` and the
 * whole id when it does not start with it): the pass it was last read in (modulo 3), a hash of the
 * whole record (empty after a detail read, whose shape differs), the fingerprints of the names and
 * the work email, then indices into `values` of the KEPT_FIELDS. About 40 bytes an employee.
 * `page`: the next page of the current `pass`, 0 once its pages are read. Inserts and deletions
 * between polls shift records across pages: one pushed onto a page already read is missed by
 * this pass and met by the next. `verify`: at the end of the pages, the employees neither this
 * pass nor the last one met (deleted, or missed twice); each is read by id before the pass ends,
 * so every employee is read at least once every two passes. `baselined`: the first pass has
 * completed; until then a record read for the first time is the baseline, after it a creation.
 * `resume`: while the baseline reads again pages that deletions moved records onto, the page to go
 * on at afterwards (see sweep.ts).
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
	/** The list's total at the last page read in order. */
	total: number;
	resume?: number;
}

/** The state of the version that kept the names and email in clear. */
interface EmployeeStateVersion1 {
	employees: Record<string, [string, ...Array<string | null>]>;
}

/** What a mark holds of one employee, decoded. */
export interface RecordedEmployee {
	pass: number;
	hash: string;
	names: string;
	kept: Record<KeptField, string | null>;
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

/** The hash of a whole employee as the list gives it. */
export function recordHash(employee: Employee): string {
	return shortHash(stableJson(employee));
}

function fingerprint(value: string | null): string {
	if (value === null) return '0'.repeat(FINGERPRINT_LENGTH);
	return shortHash(value).padStart(7, '0').slice(-FINGERPRINT_LENGTH);
}

export function keptValues(employee: Employee): Record<KeptField, string | null> {
	const employment = employee.employment_information ?? {};
	return {
		employment_status: textOrNull(employment.employment_status),
		termination_date: textOrNull(employment.termination_date),
		department: employee.department,
		location_name: employee.location_name,
	};
}

export function nameFingerprints(
	values: Record<(typeof FINGERPRINTED)[number], string | null>,
): string {
	return FINGERPRINTED.map((field) => fingerprint(values[field])).join('');
}

/** The fingerprint of the name or email at `index` in FINGERPRINTED. */
export function nameFingerprintAt(recorded: RecordedEmployee, index: number): string {
	return recorded.names.slice(index * FINGERPRINT_LENGTH, (index + 1) * FINGERPRINT_LENGTH);
}

export function encode(state: EmployeeState, recorded: RecordedEmployee): string {
	const indices = KEPT_FIELDS.map((field) => {
		const value = recorded.kept[field];
		if (value === null) return '';
		let index = state.values.indexOf(value);
		if (index === -1) index = state.values.push(value) - 1;
		return index.toString(36);
	});
	while (indices.length > 0 && indices[indices.length - 1] === '') indices.pop();
	return [`${recorded.pass % PASS_DIGITS}${recorded.hash}`, recorded.names, ...indices].join('|');
}

export function decode(state: EmployeeState, stored: string): RecordedEmployee {
	const [head, names, ...indices] = stored.split('|');
	const kept = Object.fromEntries(
		KEPT_FIELDS.map((field, position) => {
			const index = indices[position];
			return [field, index ? (state.values[parseInt(index, 36)] ?? null) : null];
		}),
	) as Record<KeptField, string | null>;
	return { pass: Number(head[0]), hash: head.slice(1), names, kept };
}

export function keyOf(state: EmployeeState, id: string): string {
	return state.prefix && id.startsWith(state.prefix) ? id.slice(state.prefix.length) : `=${id}`;
}

export function idOf(state: EmployeeState, key: string): string {
	return key.startsWith('=') ? key.slice(1) : `${state.prefix}${key}`;
}

/** The part of an id up to its last `-`: the account's prefix of the API's opaque ids. */
export function prefixOf(id: string): string {
	return id.slice(0, id.lastIndexOf('-') + 1);
}

/** The state before the first poll: the baseline's pass starts at page 1. */
export function freshState(now: number): EmployeeState {
	return {
		prefix: '',
		values: [],
		marks: {},
		pass: 0,
		page: 1,
		verify: [],
		baselined: false,
		passStartedAt: now,
		total: 0,
	};
}

/**
 * The state saved by version 1, which kept the names and the work email in clear, in this format:
 * the same marks (the names as fingerprints), the baseline done. Undefined for anything else.
 */
export function upgradeState(old: object): EmployeeState | undefined {
	const { employees } = old as Partial<EmployeeStateVersion1>;
	if (!employees || typeof employees !== 'object') return undefined;
	const state = freshState(Date.now());
	state.baselined = true;
	const ids = Object.keys(employees);
	state.prefix = ids.length ? prefixOf(ids[0]) : '';
	for (const id of ids) {
		const [hash, first, last, email, department, location, status, termination] = employees[id];
		const kept = {
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
		state.marks[keyOf(state, id)] = encode(state, { pass: 0, hash, names, kept });
	}
	state.total = ids.length;
	return state;
}

export const isTerminated = (status: string | null) =>
	status?.trim().toLowerCase() === 'terminated';
