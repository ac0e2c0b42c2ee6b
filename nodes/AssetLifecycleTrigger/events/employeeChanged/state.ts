import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { fnv1a, shortHash } from '../../../shared/hash';
import type { Employee } from '../../../shared/shapes/employee';
import { textOrNull } from '../../../shared/values';
import { KEPT_FIELD_OF, Marks, MET_LAST_PASS, MET_THIS_PASS, type Mark } from './marks';
import type { PackedMarks } from './packedState/codec';
import { unpackIds } from './packedState/packedIds';
import { BitReader, unpackSmallValues } from './packedState/packedText';
import { ValueCode } from './packedState/valueCode';
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
 * the hash those versions kept of each employee, until the employee's next read in the list.
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

/** A list item's legacy aliases and the keys they stand for (the API sends the same value). */
const LIST_ITEM_ALIASES: Record<string, string> = {
	Email: 'WorkEmail',
	ContactInfo: 'WorkPhone',
	PhoneCountryCode: 'WorkPhoneCountry',
};

/** The bits of the hash state version 3 kept: the first 48 bits of the SHA-256 less the last 10. */
const VERSION_3_HASH_BITS = 38;

/** The bits of each mark's pass bits in state version 3 (MET_THIS_PASS and MET_LAST_PASS). */
const VERSION_3_MET_BITS = 2;

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

/** The hash state versions 1 and 2 kept: of the employee in the node's output shape. */
export function outputShapeHash(employee: Employee): string {
	return shortHash(stableJson(employee));
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

/** State version 1: each employee's output-shape hash, names, email and kept values in clear. */
interface StateVersion1 {
	employees: Record<string, [string, ...Array<string | null>]>;
}

/**
 * State version 2: a mark string per employee, keyed by its id less the account's `prefix`
 * (`=` and the whole id where it lacks it): the pass it was last met in (modulo 3) and its
 * output-shape hash, the names' fingerprints in three base-36 digits each, then indices into
 * `values` of the kept values, in KEPT_FIELDS order.
 */
interface StateVersion2 extends Omit<EmployeeState, 'marks' | 'upgradedHashes'> {
	prefix: string;
	values: string[];
	marks: Record<string, string>;
}

/**
 * State version 3: the sweep's cursor as now, and the marks packed as now but for their hashes: 38
 * bits each, written after the employee's kept values in `marks`; the names' fingerprints
 * `nameBits` wide for every employee (narrowed down to 0 on a large account).
 */
interface StateVersion3 extends Omit<EmployeeState, 'marks'> {
	marks: {
		ids: string;
		values: string[];
		marks: string;
		names: string;
		met: string;
		nameBits: number;
	};
}

function fromVersion1({ employees }: StateVersion1, now: number): EmployeeState {
	const marks = Marks.empty();
	const upgradedHashes: Record<string, string> = {};
	for (const [
		id,
		[hash, first, last, email, department, location, status, termination],
	] of Object.entries(employees)) {
		marks.set(id, {
			hash: 0,
			names: [first, last, email].map((value) => nameFingerprint(value ?? null)),
			nameBits: NAME_BITS,
			status: status ?? null,
			termination: termination ?? null,
			department: department ?? null,
			location: location ?? null,
			met: MET_THIS_PASS,
		});
		if (hash) upgradedHashes[id] = hash;
	}
	return {
		...freshState(now),
		marks: marks.pack(),
		baselined: true,
		total: marks.size,
		upgradedHashes,
	};
}

function fromVersion2(old: StateVersion2): EmployeeState {
	const { prefix, values, marks: stored, verify, ...cursor } = old;
	const idOf = (key: string) => (key.startsWith('=') ? key.slice(1) : `${prefix}${key}`);
	const metIn = [MET_THIS_PASS, 0, MET_LAST_PASS];
	const marks = Marks.empty();
	const upgradedHashes: Record<string, string> = {};
	for (const [key, mark] of Object.entries(stored)) {
		const [head, names, ...indices] = mark.split('|');
		const kept = KEPT_FIELDS.map((_, position) =>
			indices[position] ? (values[parseInt(indices[position], 36)] ?? null) : null,
		);
		marks.set(idOf(key), {
			hash: 0,
			names: FINGERPRINTED.map(
				(_, index) => parseInt(names.slice(3 * index, 3 * index + 3), 36) % 2 ** NAME_BITS,
			),
			nameBits: NAME_BITS,
			status: kept[0],
			termination: kept[1],
			department: kept[2],
			location: kept[3],
			met: metIn[(((Number(head[0]) - cursor.pass) % 3) + 3) % 3],
		});
		if (head.length > 1) upgradedHashes[idOf(key)] = head.slice(1);
	}
	return { ...cursor, marks: marks.pack(), verify: verify.map(idOf), upgradedHashes };
}

/**
 * Version 3's marks read and packed anew: each hash keeps its low HASH_BITS (listItemHash gives
 * the same), and names narrowed below NAME_BITS are known only at that width until the
 * employee's next read.
 */
function fromVersion3({ marks: packed, ...cursor }: StateVersion3): EmployeeState {
	const ids = unpackIds(packed.ids);
	const codeLengths = new BitReader(packed.values[0]);
	const codes = packed.values.slice(1).map((texts) => ValueCode.read(codeLengths, texts));
	const records = new BitReader(packed.marks);
	const names = new BitReader(packed.names);
	const met = unpackSmallValues(packed.met, ids.length, VERSION_3_MET_BITS);
	const marks = Marks.empty();
	ids.forEach((id, row) => {
		const [status, termination, department, location] = codes.map(
			(code) => code.values[code.readSymbol(records)],
		);
		marks.set(id, {
			hash: records.read(VERSION_3_HASH_BITS) % 2 ** HASH_BITS,
			names: FINGERPRINTED.map(() => names.read(packed.nameBits)),
			nameBits: packed.nameBits,
			status,
			termination,
			department,
			location,
			met: met[row],
		});
	});
	return { ...cursor, marks: marks.pack() };
}

/**
 * A state saved by an earlier state version, in this one's format, its baseline kept: the kept
 * values and the names' fingerprints carry over as they were. A hash of version 3 carries over
 * too; one of version 1 or 2 is taken again at the employee's next read in the list, where the
 * old hash first tells whether the employee changed (sweep.ts). Undefined for what is none of
 * them.
 */
export function upgradeState(old: object, version: number): EmployeeState | undefined {
	if (version === 1) {
		const { employees } = old as Partial<StateVersion1>;
		return employees && typeof employees === 'object'
			? fromVersion1({ employees }, Date.now())
			: undefined;
	}
	if (version === 3) {
		const { marks, verify, pass } = old as Partial<StateVersion3>;
		const isVersion3 =
			typeof marks?.marks === 'string' && Array.isArray(verify) && typeof pass === 'number';
		return isVersion3 ? fromVersion3(old as StateVersion3) : undefined;
	}
	const candidate = old as Partial<StateVersion2>;
	const isVersion2 =
		version === 2 &&
		typeof candidate.marks === 'object' &&
		candidate.marks !== null &&
		Array.isArray(candidate.values) &&
		Array.isArray(candidate.verify) &&
		typeof candidate.pass === 'number';
	return isVersion2 ? fromVersion2(candidate as StateVersion2) : undefined;
}
