import { compareIds, orderOfIds, packIds, unpackIds } from '../../packedIds';
import { BitReader, BitWriter, packSmallValues, unpackSmallValues } from '../../packedText';
import { ValueColumn } from '../../valueColumn';

/**
 * Bits of an employee's hash: a change to fields the state keeps no value of is missed 1 time in
 * 2^28 (see docs/trigger.md, "The employee state at 100,000 employees").
 */
export const HASH_BITS = 28;

/** The bits a name's fingerprint keeps while the marks are under their size limit. */
export const NAME_BITS = 15;

/**
 * The fewest bits a name's fingerprint keeps, whatever the size: a changed name goes unnamed in
 * `changed_fields` 1 time in 2^14 (16,384), under 1 in 10,000.
 */
export const NAME_FLOOR_BITS = 14;

/**
 * n8n writes the whole state at every poll that changes it: past `bytes` (about 60,000 employees)
 * the names' fingerprints narrow, down to NAME_FLOOR_BITS; nothing else does, so a larger account's
 * state grows past it. A knob, so that the simulation can make a small account's names narrow.
 */
export const marksLimit = { bytes: 990_000 };

export const MET_THIS_PASS = 1;
export const MET_LAST_PASS = 2;
const MET_BITS = 2;

/** The bits each employee's name widths take in the packed marks (NAME_BITS fits). */
const NAME_WIDTH_BITS = 4;

/** What the state keeps of one employee. */
export interface Mark {
	/** HASH_BITS of the list item's hash; 0 when not known (after a read by id, or an upgrade). */
	hash: number;
	/** The fingerprints of first_name, last_name and work_email. */
	names: number[];
	/** The low bits of `names` that are known (NAME_BITS read now; fewer where the marks narrowed). */
	nameBits: number;
	status: string | null;
	termination: string | null;
	department: string | null;
	location: string | null;
	/** MET_THIS_PASS and MET_LAST_PASS. */
	met: number;
}

/** The marks as the state holds them: texts only characters JSON keeps as they are. */
export interface PackedMarks {
	ids: string;
	/** The code lengths of the kept values' columns, then each column's texts. */
	values: string[];
	/** Each employee's kept values, in the order of the ids. */
	kept: string;
	/** Each employee's hash, HASH_BITS each. */
	hashes: string;
	/** Each employee's three names' fingerprints, nameBits each. */
	names: string;
	nameBits: number;
	/** How many of each employee's nameBits are known (fewer after an upgrade from narrower names). */
	nameWidths: string;
	met: string;
}

const KEPT = ['status', 'termination', 'department', 'location'] as const;
const NAME_COUNT = 3;

/** One kept value's distinct values, each stored once; a mark holds its index. */
class KeptValues {
	readonly values: Array<string | null> = [null];

	private readonly indices = new Map<string | null, number>([[null, 0]]);

	indexOf(value: string | null): number {
		let index = this.indices.get(value);
		if (index === undefined) {
			index = this.values.push(value) - 1;
			this.indices.set(value, index);
		}
		return index;
	}
}

/**
 * The marks of every employee the state knows, by id, held in columns (a typed array each) so that
 * 100,000 employees take a few megabytes while a poll works on them. The rows read from the state
 * are in the order of their ids (found by halving); the rows of employees met since follow them.
 */
export class Marks {
	private readonly ids: string[] = [];

	private sortedRows = 0;

	private readonly addedRows = new Map<string, number>();

	private gone = new Uint8Array(0);

	private goneRows = 0;

	private hashes = new Uint32Array(0);

	private names = new Uint16Array(0);

	private nameWidths = new Uint8Array(0);

	private kept = new Uint32Array(0);

	private met = new Uint8Array(0);

	private readonly tables = KEPT.map(() => new KeptValues());

	/** `nameBits`: the bits the names are written with; narrowed, never widened again. */
	private constructor(public nameBits: number) {}

	static empty(): Marks {
		return new Marks(NAME_BITS);
	}

	static unpack(packed: PackedMarks): Marks {
		const marks = new Marks(packed.nameBits);
		const ids = unpackIds(packed.ids);
		marks.makeRoom(ids.length);
		const tables = new BitReader(packed.values[0]);
		const columns = KEPT.map((_, column) => {
			const read = ValueColumn.read(tables, packed.values[column + 1]);
			return { read, indices: read.values.map((value) => marks.tables[column].indexOf(value)) };
		});
		const kept = new BitReader(packed.kept);
		const hashes = new BitReader(packed.hashes);
		const names = new BitReader(packed.names);
		marks.met.set(unpackSmallValues(packed.met, ids.length, MET_BITS));
		marks.nameWidths.set(unpackSmallValues(packed.nameWidths, ids.length, NAME_WIDTH_BITS));
		marks.sortedRows = ids.length;
		ids.forEach((id, row) => {
			marks.ids.push(id);
			columns.forEach(({ read, indices }, column) => {
				marks.kept[row * KEPT.length + column] = indices[read.readSymbol(kept)];
			});
			marks.hashes[row] = hashes.read(HASH_BITS);
			for (let name = 0; name < NAME_COUNT; name++) {
				marks.names[row * NAME_COUNT + name] = names.read(marks.nameBits);
			}
		});
		return marks;
	}

	pack(limitBytes = marksLimit.bytes): PackedMarks {
		const liveRows = this.ids.flatMap((_, row) => (this.gone[row] ? [] : [row]));
		const liveIds = liveRows.map((row) => this.ids[row]);
		const inOrder = orderOfIds(liveIds).map((index) => liveRows[index]);
		const columns = KEPT.map((_, column) => {
			const counts = new Uint32Array(this.tables[column].values.length);
			for (const row of inOrder) counts[this.kept[row * KEPT.length + column]]++;
			return ValueColumn.of(this.tables[column].values, counts);
		});
		const tables = new BitWriter();
		const texts = columns.map(({ column }) => column.writeTable(tables));
		const kept = new BitWriter();
		const hashes = new BitWriter();
		for (const row of inOrder) {
			columns.forEach(({ column, symbols }, index) => {
				column.writeSymbol(kept, symbols[this.kept[row * KEPT.length + index]]);
			});
			hashes.write(this.hashes[row], HASH_BITS);
		}
		const nameWidthsOf = () =>
			packSmallValues(
				inOrder.map((row) => Math.min(this.nameWidths[row], this.nameBits)),
				NAME_WIDTH_BITS,
			);
		const packed = {
			ids: packIds(inOrder.map((row) => this.ids[row])),
			values: [tables.toText(), ...texts],
			kept: kept.toText(),
			hashes: hashes.toText(),
			met: packSmallValues(
				inOrder.map((row) => this.met[row]),
				MET_BITS,
			),
		};
		// packed texts need no escaping in JSON; the tables of values may. The widths before the
		// names narrow: narrowing only joins their runs, so they take no more after it.
		const otherBytes =
			packed.ids.length +
			packed.kept.length +
			packed.hashes.length +
			packed.met.length +
			nameWidthsOf().length +
			JSON.stringify(packed.values).length +
			100;
		this.narrowNames(limitBytes - otherBytes, inOrder.length);
		const names = new BitWriter();
		for (const row of inOrder) {
			for (let name = 0; name < NAME_COUNT; name++) {
				names.write(this.names[row * NAME_COUNT + name] % 2 ** this.nameBits, this.nameBits);
			}
		}
		return {
			...packed,
			names: names.toText(),
			nameBits: this.nameBits,
			nameWidths: nameWidthsOf(),
		};
	}

	/**
	 * Narrows the names' fingerprints to the widest that `bytes` hold, down to NAME_FLOOR_BITS
	 * (never wider than they are: the bits dropped are gone). A name keeps the low bits of its
	 * fingerprint.
	 */
	private narrowNames(bytes: number, employees: number): void {
		const textLength = (bits: number) => 2 * Math.ceil((employees * NAME_COUNT * bits) / 13);
		while (this.nameBits > NAME_FLOOR_BITS && textLength(this.nameBits) > bytes) this.nameBits--;
	}

	get size(): number {
		return this.ids.length - this.goneRows;
	}

	/** The row of an id, deleted or not; undefined for an id never held. */
	private rowOf(id: string): number | undefined {
		let [low, high] = [0, this.sortedRows - 1];
		while (low <= high) {
			const middle = (low + high) >> 1;
			const order = compareIds(this.ids[middle], id);
			if (order === 0) return middle;
			if (order < 0) low = middle + 1;
			else high = middle - 1;
		}
		return this.addedRows.get(id);
	}

	get(id: string): Mark | undefined {
		const row = this.rowOf(id);
		if (row === undefined || this.gone[row]) return undefined;
		const [status, termination, department, location] = KEPT.map(
			(_, column) => this.tables[column].values[this.kept[row * KEPT.length + column]],
		);
		return {
			hash: this.hashes[row],
			names: Array.from(this.names.subarray(row * NAME_COUNT, (row + 1) * NAME_COUNT)),
			nameBits: Math.min(this.nameWidths[row], this.nameBits),
			status,
			termination,
			department,
			location,
			met: this.met[row],
		};
	}

	set(id: string, mark: Mark): void {
		let row = this.rowOf(id);
		if (row === undefined) {
			row = this.ids.push(id) - 1;
			this.addedRows.set(id, row);
			this.makeRoom(row + 1);
		}
		if (this.gone[row]) {
			this.gone[row] = 0;
			this.goneRows--;
		}
		this.hashes[row] = mark.hash;
		this.names.set(mark.names, row * NAME_COUNT);
		this.nameWidths[row] = mark.nameBits;
		KEPT.forEach((field, column) => {
			this.kept[row * KEPT.length + column] = this.tables[column].indexOf(mark[field]);
		});
		this.met[row] = mark.met;
	}

	delete(id: string): void {
		const row = this.rowOf(id);
		if (row === undefined || this.gone[row]) return;
		this.gone[row] = 1;
		this.goneRows++;
	}

	/** A new pass: what this pass met becomes what the last one met. */
	startPass(): void {
		this.met.forEach((met, row) => {
			this.met[row] = met & MET_THIS_PASS ? MET_LAST_PASS : 0;
		});
	}

	/** The employees neither this pass nor the last one met. */
	unmet(): string[] {
		return this.ids.filter((_, row) => !this.gone[row] && this.met[row] === 0);
	}

	private makeRoom(rows: number): void {
		if (rows <= this.met.length) return;
		const capacity = Math.max(rows, this.met.length * 2, 64);
		const grown = <T extends Uint16Array | Uint32Array | Uint8Array>(
			array: T,
			width: number,
		): T => {
			const next = new (array.constructor as new (length: number) => T)(capacity * width);
			next.set(array);
			return next;
		};
		this.hashes = grown(this.hashes, 1);
		this.names = grown(this.names, NAME_COUNT);
		this.nameWidths = grown(this.nameWidths, 1);
		this.kept = grown(this.kept, KEPT.length);
		this.met = grown(this.met, 1);
		this.gone = grown(this.gone, 1);
	}
}
