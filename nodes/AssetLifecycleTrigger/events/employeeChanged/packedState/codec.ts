import { packIds, unpackIds } from './packedIds';
import { BitReader, BitWriter, packSmallValues, unpackSmallValues } from './packedText';
import { ValueCode } from './valueCode';
import { HASH_BITS, JSON_AROUND_BYTES, NAME_COUNT, namesWidthWithin } from './widths';

/** The bits of a mark's pass bits (MET_THIS_PASS and MET_LAST_PASS). */
const MET_BITS = 2;

/** The bits each employee's known name width takes (NAME_BITS fits). */
const NAME_WIDTH_BITS = 4;

/**
 * The marks as the state holds them: texts only characters JSON keeps as they are. The format,
 * part by part, is in README.md beside this file.
 */
export interface PackedMarks {
	ids: string;
	/** The code lengths of the kept fields' codes, then each kept field's table of texts. */
	values: string[];
	/** Each employee's kept values, in the order of the ids. */
	kept: string;
	/** Each employee's hash, HASH_BITS each. */
	hashes: string;
	/** Each employee's three names' fingerprints, nameBits each. */
	names: string;
	nameBits: number;
	/** How many of each employee's nameBits are known (fewer after an upgrade from narrower). */
	nameWidths: string;
	met: string;
	/** Each employee's Mark.leftOut, a bit each, in runs. */
	leftOut: string;
}

/**
 * Every employee's mark, a field of every mark in a column (a typed array, or the ids), a row an
 * employee: what the codec packs and reads back.
 */
export interface MarkColumns {
	ids: string[];
	/** Each kept field's values by index, null at 0. */
	values: ReadonlyArray<ReadonlyArray<string | null>>;
	/** A row's kept values: for each kept field, the index of its value in `values`. */
	kept: Uint32Array;
	hashes: Uint32Array;
	/** A row's NAME_COUNT fingerprints. */
	names: Uint16Array;
	/** The low bits of a row's fingerprints that are known. */
	nameWidths: Uint8Array;
	met: Uint8Array;
	/** 1 where the mark's hash is of a read whose change a filter left out (Mark.leftOut). */
	leftOut: Uint8Array;
}

/**
 * The rows `inOrder` (in the order of their ids) packed, the names at `nameBits` or as narrow as
 * `limitBytes` needs (namesWidthWithin): `nameBits` in the result says which.
 */
export function packMarks(
	columns: MarkColumns,
	inOrder: readonly number[],
	nameBits: number,
	limitBytes: number,
): PackedMarks {
	const fields = columns.values.length;
	const codes = columns.values.map((values, field) => {
		const counts = new Uint32Array(values.length);
		for (const row of inOrder) counts[columns.kept[row * fields + field]]++;
		return ValueCode.of(values, counts);
	});
	const codeLengths = new BitWriter();
	const texts = codes.map(({ code }) => code.writeTable(codeLengths));
	const kept = new BitWriter();
	const hashes = new BitWriter();
	for (const row of inOrder) {
		codes.forEach(({ code, symbols }, field) => {
			code.writeSymbol(kept, symbols[columns.kept[row * fields + field]]);
		});
		hashes.write(columns.hashes[row], HASH_BITS);
	}
	const inRuns = (value: (row: number) => number, bits: number) =>
		packSmallValues(inOrder.map(value), bits);
	const nameWidthsAt = (width: number) =>
		inRuns((row) => Math.min(columns.nameWidths[row], width), NAME_WIDTH_BITS);
	const packed = {
		ids: packIds(inOrder.map((row) => columns.ids[row])),
		values: [codeLengths.toText(), ...texts],
		kept: kept.toText(),
		hashes: hashes.toText(),
		met: inRuns((row) => columns.met[row], MET_BITS),
		leftOut: inRuns((row) => columns.leftOut[row], 1),
	};
	// packed texts need no escaping in JSON; the tables of values may. The widths before the
	// names narrow: narrowing only joins their runs, so they take no more after it.
	const otherBytes =
		packed.ids.length +
		packed.kept.length +
		packed.hashes.length +
		packed.met.length +
		packed.leftOut.length +
		nameWidthsAt(nameBits).length +
		JSON.stringify(packed.values).length +
		JSON_AROUND_BYTES;
	const width = namesWidthWithin(limitBytes - otherBytes, inOrder.length, nameBits);
	const names = new BitWriter();
	for (const row of inOrder) {
		for (let name = 0; name < NAME_COUNT; name++) {
			names.write(columns.names[row * NAME_COUNT + name] % 2 ** width, width);
		}
	}
	return { ...packed, names: names.toText(), nameBits: width, nameWidths: nameWidthsAt(width) };
}

/** The columns `packMarks` packed, their rows in the order of their ids. */
export function unpackMarks(packed: PackedMarks): MarkColumns {
	const ids = unpackIds(packed.ids);
	const codeLengths = new BitReader(packed.values[0]);
	const codes = packed.values.slice(1).map((texts) => ValueCode.read(codeLengths, texts));
	const columns: MarkColumns = {
		ids,
		values: codes.map((code) => code.values),
		kept: new Uint32Array(ids.length * codes.length),
		hashes: new Uint32Array(ids.length),
		names: new Uint16Array(ids.length * NAME_COUNT),
		nameWidths: Uint8Array.from(unpackSmallValues(packed.nameWidths, ids.length, NAME_WIDTH_BITS)),
		met: Uint8Array.from(unpackSmallValues(packed.met, ids.length, MET_BITS)),
		leftOut: Uint8Array.from(unpackSmallValues(packed.leftOut, ids.length, 1)),
	};
	const kept = new BitReader(packed.kept);
	const hashes = new BitReader(packed.hashes);
	const names = new BitReader(packed.names);
	for (let row = 0; row < ids.length; row++) {
		codes.forEach((code, field) => {
			columns.kept[row * codes.length + field] = code.readSymbol(kept);
		});
		columns.hashes[row] = hashes.read(HASH_BITS);
		for (let name = 0; name < NAME_COUNT; name++) {
			columns.names[row * NAME_COUNT + name] = names.read(packed.nameBits);
		}
	}
	return columns;
}
