import { packedLength } from './packedText';

/*
 * The bits the employee state keeps of each employee's hash and names, and the size past which
 * the names narrow: the odds that decide them are in docs/trigger.md, "What the hashing costs".
 */

/** An employee's hash: a change to fields the state keeps nothing of is missed 1 time in 2^28. */
export const HASH_BITS = 28;

/** The bits a name's fingerprint keeps while the marks are under their size limit. */
export const NAME_BITS = 15;

/**
 * The fewest bits a name's fingerprint keeps, whatever the size: a changed name goes unnamed in
 * `changed_fields` 1 time in 2^14 (16,384), under 1 in 10,000.
 */
export const NAME_FLOOR_BITS = 14;

/**
 * n8n writes the whole state at every poll that changes it: past `bytes` (about 66,000 employees
 * on the bench's account) the names' fingerprints narrow, down to NAME_FLOOR_BITS; nothing else
 * does, so a larger account's state grows past it. A knob, so that the simulation can make a
 * small account's names narrow.
 */
export const marksLimit = { bytes: 990_000 };

/** What the JSON around the packed texts takes at most: keys, quotes, commas, the widths. */
export const JSON_AROUND_BYTES = 120;

/** Fingerprints a mark keeps: the first name, the last name and the work email. */
export const NAME_COUNT = 3;

/**
 * The widest width, from `nameBits` down to NAME_FLOOR_BITS, at which the names of `employees`
 * fit `bytes` (never wider than they are: the bits dropped are gone); NAME_FLOOR_BITS when none
 * does.
 */
export function namesWidthWithin(bytes: number, employees: number, nameBits: number): number {
	let width = nameBits;
	while (width > NAME_FLOOR_BITS && packedLength(employees * NAME_COUNT * width) > bytes) width--;
	return width;
}
