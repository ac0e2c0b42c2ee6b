import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { fnv1a } from '../../../shared/hash';
import type { Employee } from '../../../shared/shapes/employee';
import { textOrNull } from '../../../shared/values';
import { KEPT_FIELD_OF, Marks, type Mark } from './marks';
import type { PackedMarks } from './packedState/codec';
import { HASH_BITS, NAME_BITS } from './packedState/widths';

/** Fields whose old values the state keeps and `previous` reports (a mark's kept values). */
export const KEPT_FIELDS = Object.values(KEPT_FIELD_OF);
export type KeptField = (typeof KEPT_FIELDS)[number];
/** Fields the state keeps only as a fingerprint: a change is named in `changed_fields`. */
export const FINGERPRINTED = ['first_name', 'last_name', 'work_email'] as const;

/**
 * The employee sweep's state. The employee list has no change filter and no stated order, so the
 * trigger reads it page by page, a few pages a poll, and compares each employee with its mark.
 *
 * `marks`: what the state keeps of every employee, packed (marks.ts; about 14 bytes an employee).
 * `page`: the next page of the current `pass`, 0 once its pages are read. Inserts and deletions
 * between polls shift records across pages: one pushed onto a page already read is missed by
 * this pass and met by the next. `verify`: at the end of the pages, the ids of the employees
 * neither this pass nor the last one met (deleted, or missed twice); each is read by id before the
 * pass ends, so every employee is read at least once every two passes. `baselined`: the first pass
 * has completed; until then a record read for the first time is the baseline, after it a creation.
 * `resume`: while the baseline reads again pages that deletions moved records onto, the page to go
 * on at afterwards (see sweep.ts). `upgradedHashes`: after an upgrade from state version 1 or 2,
 * the hash those versions kept of each employee, until the employee's next read in the list
 * (upgrade.ts).
 */
export interface EmployeeState {
	marks: PackedMarks;
	pass: number;
	page: number;
	verify: string[];
	baselined: boolean;
	passStartedAt: number;
	/** The list's total at the last page read in order. */
	total: number;
	resume?: number;
	upgradedHashes?: Record<string, string>;
}

/** JSON with sorted keys, so that a hash does not depend on the order the API writes keys in. */
export function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.keys(value as object)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${stableJson((value as IDataObject)[key])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value ?? null);
}

/** A list item's legacy aliases and the keys they stand for (the API sends the same value). */
const LIST_ITEM_ALIASES: Record<string, string> = {
	Email: 'WorkEmail',
	ContactInfo: 'WorkPhone',
	PhoneCountryCode: 'WorkPhoneCountry',
};

/** The bits of the hash state version 3 kept: the first 48 bits of the SHA-256 less the last 10. */
export const VERSION_3_HASH_BITS = 38;

/**
 * The hash of an employee as the API sent it in the list, HASH_BITS of its SHA-256: the item's
 * keys in order, each alias under the key it stands for, without the assets (only listed on
 * request). The node's output shape does not enter it, so a change to that shape changes no hash.
 * The low bits of the hash state version 3 kept, so that an upgrade carries each one over. Never
 * 0, which a mark keeps for "not known".
 */
export function listItemHash(item: IDataObject): number {
	const canonical: IDataObject = {};
	for (const [key, value] of Object.entries(item)) {
		if (key === 'AssignedAssets') continue;
		const standsFor = LIST_ITEM_ALIASES[key];
		if (standsFor === undefined) canonical[key] = value;
		else canonical[standsFor] ??= item[standsFor] ?? value;
	}
	const digest = createHash('sha256').update(stableJson(canonical)).digest();
	const version3 = Math.floor(digest.readUIntBE(0, 6) / 2 ** (48 - VERSION_3_HASH_BITS));
	const hash = version3 % 2 ** HASH_BITS;
	return hash === 0 ? 1 : hash;
}

/**
 * A name's fingerprint, NAME_BITS wide: the FNV-1a hash modulo 36^3, as state version 2 kept it in
 * three base-36 digits, so that an upgrade carries each one over unchanged.
 */
export function nameFingerprint(value: string | null): number {
	return value === null ? 0 : (fnv1a(value) % 36 ** 3) % 2 ** NAME_BITS;
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

/** The kept values of a mark, by field. */
export function keptOf(mark: Mark): Record<KeptField, string | null> {
	return {
		employment_status: mark.status,
		termination_date: mark.termination,
		department: mark.department,
		location_name: mark.location,
	};
}

/**
 * The kept fields and the fingerprinted names whose values differ between two marks, the names
 * compared at the bits the stored mark knows of them.
 */
export function changedFields(stored: Mark, current: Mark): string[] {
	const before = keptOf(stored);
	const now = keptOf(current);
	const width = 2 ** stored.nameBits;
	return [
		...KEPT_FIELDS.filter((field) => before[field] !== now[field]),
		...FINGERPRINTED.filter(
			(_, index) => stored.names[index] % width !== current.names[index] % width,
		),
	];
}

/** An employee's mark as read now; `hash` 0 for a read by id (the list's hash needs its item). */
export function markOf(employee: Employee, hash: number, met: number): Mark {
	const kept = keptValues(employee);
	return {
		hash,
		names: FINGERPRINTED.map((field) => nameFingerprint(employee[field])),
		nameBits: NAME_BITS,
		status: kept.employment_status,
		termination: kept.termination_date,
		department: kept.department,
		location: kept.location_name,
		met,
	};
}

/** The state before the first poll: the baseline's pass starts at page 1. */
export function freshState(now: number): EmployeeState {
	return {
		marks: Marks.empty().pack(),
		pass: 0,
		page: 1,
		verify: [],
		baselined: false,
		passStartedAt: now,
		total: 0,
	};
}

export const isTerminated = (status: string | null) =>
	status?.trim().toLowerCase() === 'terminated';
