import { compareIds, orderOfIds, packIds, unpackIds } from '../../packedIds';
import { BitReader, BitWriter, packSmallValues, unpackSmallValues } from '../../packedText';
import { ValueColumn } from '../../valueColumn';

/** Bits of an employee's hash: see docs/trigger.md, "The employee state at 100,000 employees". */
export const HASH_BITS = 38;

/** The most bits a name's fingerprint keeps (fewer once the marks reach MARKS_LIMIT_BYTES). */
export const NAME_BITS = 15;

/**
 * The packed marks never grow past this: n8n writes the whole state at every poll that changes
 * it. Past it (about 60,000 employees) the names' fingerprints narrow; nothing else does.
 */
export const MARKS_LIMIT_BYTES = 990_000;

export const MET_THIS_PASS = 1;
export const MET_LAST_PASS = 2;
const MET_BITS = 2;

/** What the state keeps of one employee. */
export interface Mark {
	/** HASH_BITS of the list item's hash; 0 when not known (after a read by id, or an upgrade). */
	hash: number;
	/** The fingerprints of first_name, last_name and work_email. */
	names: number[];
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
	/** Each employee's kept values and hash, in the order of the ids. */
	marks: string;
	names: string;
	met: string;
	nameBits: number;
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

	private hashes = new Float64Array(0);

	private names = new Uint16Array(0);

	private kept = new Uint32Array(0);

	private met = new Uint8Array(0);

	private readonly tables = KEPT.map(() => new KeptValues());

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
		const records = new BitReader(packed.marks);
		const names = new BitReader(packed.names);
		marks.met.set(unpackSmallValues(packed.met, ids.length, MET_BITS));
		marks.sortedRows = ids.length;
		ids.forEach((id, row) => {
			marks.ids.push(id);
			columns.forEach(({ read, indices }, column) => {
				marks.kept[row * KEPT.length + column] = indices[read.readSymbol(records)];
			});
			marks.hashes[row] = records.read(HASH_BITS);
			for (let name = 0; name < NAME_COUNT; name++) {
				marks.names[row * NAME_COUNT + name] = names.read(marks.nameBits);
			}
		});
		return marks;
	}

	pack(limitBytes = MARKS_LIMIT_BYTES): PackedMarks {
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
		const records = new BitWriter();
		for (const row of inOrder) {
			columns.forEach(({ column, symbols }, index) => {
				column.writeSymbol(records, symbols[this.kept[row * KEPT.length + index]]);
			});
			records.write(this.hashes[row], HASH_BITS);
		}
		const packed = {
			ids: packIds(inOrder.map((row) => this.ids[row])),
			values: [tables.toText(), ...texts],
			marks: records.toText(),
			met: packSmallValues(
				inOrder.map((row) => this.met[row]),
				MET_BITS,
			),
		};
		// packed texts need no escaping in JSON; the tables of values may
		const otherBytes =
			packed.ids.length +
			packed.marks.length +
			packed.met.length +
			JSON.stringify(packed.values).length +
			100;
		this.narrowNames(limitBytes - otherBytes, inOrder.length);
		const names = new BitWriter();
		for (const row of inOrder) {
			for (let name = 0; name < NAME_COUNT; name++) {
				names.write(this.names[row * NAME_COUNT + name] % 2 ** this.nameBits, this.nameBits);
			}
		}
		return { ...packed, names: names.toText(), nameBits: this.nameBits };
	}

	/**
	 * Narrows the names' fingerprints to the widest that `bytes` hold (never wider than they are:
	 * the bits dropped are gone). A name keeps the low bits of its fingerprint.
	 */
	private narrowNames(bytes: number, employees: number): void {
		const textLength = (bits: number) => 2 * Math.ceil((employees * NAME_COUNT * bits) / 13);
		while (this.nameBits > 0 && textLength(this.nameBits) > bytes) this.nameBits--;
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

	/** Whether two fingerprints of a name are the same, at the width the marks keep. */
	sameName(a: number, b: number): boolean {
		return a % 2 ** this.nameBits === b % 2 ** this.nameBits;
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
		const grown = <T extends Float64Array | Uint16Array | Uint32Array | Uint8Array>(
			array: T,
			width: number,
		): T => {
			const next = new (array.constructor as new (length: number) => T)(capacity * width);
			next.set(array);
			return next;
		};
		this.hashes = grown(this.hashes, 1);
		this.names = grown(this.names, NAME_COUNT);
		this.kept = grown(this.kept, KEPT.length);
		this.met = grown(this.met, 1);
		this.gone = grown(this.gone, 1);
	}
}
