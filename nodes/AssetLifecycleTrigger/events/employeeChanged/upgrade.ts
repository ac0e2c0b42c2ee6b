/**
 * The states earlier versions of the package saved, read into this version's format
 * (`upgradeState`, the event's `upgrade`): their baseline kept, no change lost or repeated. An
 * upgrade from version 1 or 2 finishes over the next pass: each employee's hash of those versions
 * tells whether it changed at its first read in the list (`unchangedSinceUpgrade`), and is then
 * forgotten.
 */

import { shortHash } from '../../../shared/hash';
import type { Employee } from '../../../shared/shapes/employee';
import { Marks, MET_LAST_PASS, MET_THIS_PASS } from './marks';
import { unpackIds } from './packedState/packedIds';
import { BitReader, unpackSmallValues } from './packedState/packedText';
import { ValueCode } from './packedState/valueCode';
import { HASH_BITS, NAME_BITS } from './packedState/widths';
import {
	FINGERPRINTED,
	freshState,
	KEPT_FIELDS,
	nameFingerprint,
	stableJson,
	VERSION_3_HASH_BITS,
	type EmployeeState,
} from './state';

/** The bits of each mark's pass bits in state version 3 (MET_THIS_PASS and MET_LAST_PASS). */
const VERSION_3_MET_BITS = 2;

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

/**
 * A state saved by an earlier state version, in this one's format, its baseline kept: the kept
 * values and the names' fingerprints carry over as they were. A hash of version 3 carries over
 * too; one of version 1 or 2 is taken again at the employee's next read in the list, where the
 * old hash first tells whether the employee changed (unchangedSinceUpgrade). Undefined for what is
 * none of them.
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

/** The hash state versions 1 and 2 kept: of the employee in the node's output shape. */
export function outputShapeHash(employee: Employee): string {
	return shortHash(stableJson(employee));
}

/**
 * Where a mark has no hash yet after an upgrade from state version 1 or 2: whether the employee is
 * as the hash that version kept of it says (one it kept none of is taken as unchanged).
 */
export function unchangedSinceUpgrade(state: EmployeeState, employee: Employee): boolean {
	const upgraded = state.upgradedHashes?.[employee.id];
	return upgraded === undefined || upgraded === outputShapeHash(employee);
}

/** The employee's read in the list, or its deletion, ends what the upgrade kept of it. */
export function forgetUpgradedHash(state: EmployeeState, id: string): void {
	delete state.upgradedHashes?.[id];
}

/** At the end of a poll: once no employee's old hash is left, the upgrade is done. */
export function finishUpgrade(state: EmployeeState): void {
	if (state.upgradedHashes && Object.keys(state.upgradedHashes).length === 0) {
		delete state.upgradedHashes;
	}
}
