import { packMarks, unpackMarks, type MarkColumns, type PackedMarks } from './packedState/codec';
import { compareIds, orderOfIds } from './packedState/packedIds';
import { marksLimit, NAME_BITS, NAME_COUNT } from './packedState/widths';

export const MET_THIS_PASS = 1;
export const MET_LAST_PASS = 2;

/** What the state keeps of one employee. */
export interface Mark {
	/** HASH_BITS of the list item's hash; 0 when not known (after a read by id, or an upgrade). */
	hash: number;
	/** The fingerprints of first_name, last_name and work_email. */
	names: number[];
	/** The low bits of `names` known: NAME_BITS read now, fewer where the marks narrowed. */
	nameBits: number;
	status: string | null;
	termination: string | null;
	department: string | null;
	location: string | null;
	/** MET_THIS_PASS and MET_LAST_PASS. */
	met: number;
	/**
	 * The hash is of the last read, whose change a filter left out; the kept values and the names
	 * are those last emitted, for the next event's `previous`. Absent: no change left out.
	 */
	leftOut?: true;
}

/**
 * The kept fields, the employee fields whose values a mark keeps and `previous` reports: each by
 * the key of the mark that holds its value, in the order the state packs them.
 */
export const KEPT_FIELD_OF = {
	status: 'employment_status',
	termination: 'termination_date',
	department: 'department',
	location: 'location_name',
} as const;
const MARK_KEYS = Object.keys(KEPT_FIELD_OF) as Array<keyof typeof KEPT_FIELD_OF>;

/** One kept field's distinct values, each held once, null at index 0; a mark holds its index. */
class ValueTable {
	readonly values: Array<string | null>;

	private readonly indices: Map<string | null, number>;

	constructor(values: ReadonlyArray<string | null> = [null]) {
		this.values = [...values];
		this.indices = new Map(this.values.map((value, index) => [value, index]));
	}

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
 * The marks of every employee the state knows, by id, held in columns (a typed array a field of
 * every mark) so that 100,000 employees take a few megabytes while a poll works on them. The rows
 * read from the state are in the order of their ids (found by halving); the rows of employees met
 * since follow them. The state holds them packed (packedState/codec.ts).
 */
export class Marks {
	private readonly addedRows = new Map<string, number>();

	private gone: Uint8Array;

	private goneRows = 0;

	private readonly tables: ValueTable[];

	/** `nameBits`: the bits the names are written with; narrowed, never widened again. */
	private constructor(
		private readonly columns: Omit<MarkColumns, 'values'>,
		private readonly sortedRows: number,
		public nameBits: number,
		values: MarkColumns['values'],
	) {
		this.gone = new Uint8Array(columns.met.length);
		this.tables = values.map((tableValues) => new ValueTable(tableValues));
	}

	static empty(): Marks {
		const columns = {
			ids: [],
			kept: new Uint32Array(0),
			hashes: new Uint32Array(0),
			names: new Uint16Array(0),
			nameWidths: new Uint8Array(0),
			met: new Uint8Array(0),
			leftOut: new Uint8Array(0),
		};
		return new Marks(
			columns,
			0,
			NAME_BITS,
			MARK_KEYS.map(() => [null]),
		);
	}

	static unpack(packed: PackedMarks): Marks {
		const { values, ...columns } = unpackMarks(packed);
		return new Marks(columns, columns.ids.length, packed.nameBits, values);
	}

	pack(limitBytes = marksLimit.bytes): PackedMarks {
		const { ids } = this.columns;
		const liveRows = ids.flatMap((_, row) => (this.gone[row] ? [] : [row]));
		const liveIds = liveRows.map((row) => ids[row]);
		const inOrder = orderOfIds(liveIds).map((index) => liveRows[index]);
		const values = this.tables.map((table) => table.values);
		const packed = packMarks({ ...this.columns, values }, inOrder, this.nameBits, limitBytes);
		this.nameBits = packed.nameBits;
		return packed;
	}

	get size(): number {
		return this.columns.ids.length - this.goneRows;
	}

	/** The row of an id, deleted or not; undefined for an id never held. */
	private rowOf(id: string): number | undefined {
		let [low, high] = [0, this.sortedRows - 1];
		while (low <= high) {
			const middle = (low + high) >> 1;
			const order = compareIds(this.columns.ids[middle], id);
			if (order === 0) return middle;
			if (order < 0) low = middle + 1;
			else high = middle - 1;
		}
		return this.addedRows.get(id);
	}

	get(id: string): Mark | undefined {
		const row = this.rowOf(id);
		if (row === undefined || this.gone[row]) return undefined;
		const { kept, hashes, names, nameWidths, met, leftOut } = this.columns;
		const [status, termination, department, location] = this.tables.map(
			(table, field) => table.values[kept[row * MARK_KEYS.length + field]],
		);
		return {
			hash: hashes[row],
			names: Array.from(names.subarray(row * NAME_COUNT, (row + 1) * NAME_COUNT)),
			nameBits: Math.min(nameWidths[row], this.nameBits),
			status,
			termination,
			department,
			location,
			met: met[row],
			...(leftOut[row] === 1 && { leftOut: true }),
		};
	}

	set(id: string, mark: Mark): void {
		let row = this.rowOf(id);
		if (row === undefined) {
			row = this.columns.ids.push(id) - 1;
			this.addedRows.set(id, row);
			this.makeRoom(row + 1);
		}
		if (this.gone[row]) {
			this.gone[row] = 0;
			this.goneRows--;
		}
		const { kept, hashes, names, nameWidths, met, leftOut } = this.columns;
		hashes[row] = mark.hash;
		names.set(mark.names, row * NAME_COUNT);
		nameWidths[row] = mark.nameBits;
		MARK_KEYS.forEach((key, field) => {
			kept[row * MARK_KEYS.length + field] = this.tables[field].indexOf(mark[key]);
		});
		met[row] = mark.met;
		leftOut[row] = mark.leftOut ? 1 : 0;
	}

	delete(id: string): void {
		const row = this.rowOf(id);
		if (row === undefined || this.gone[row]) return;
		this.gone[row] = 1;
		this.goneRows++;
	}

	/** A new pass: what this pass met becomes what the last one met. */
	startPass(): void {
		const { met } = this.columns;
		met.forEach((value, row) => {
			met[row] = value & MET_THIS_PASS ? MET_LAST_PASS : 0;
		});
	}

	/** The employees neither this pass nor the last one met. */
	unmet(): string[] {
		return this.columns.ids.filter((_, row) => !this.gone[row] && this.columns.met[row] === 0);
	}

	private makeRoom(rows: number): void {
		const { columns } = this;
		if (rows <= columns.met.length) return;
		const capacity = Math.max(rows, columns.met.length * 2, 64);
		const grown = <T extends Uint16Array | Uint32Array | Uint8Array>(
			array: T,
			width: number,
		): T => {
			const next = new (array.constructor as new (length: number) => T)(capacity * width);
			next.set(array);
			return next;
		};
		columns.kept = grown(columns.kept, MARK_KEYS.length);
		columns.hashes = grown(columns.hashes, 1);
		columns.names = grown(columns.names, NAME_COUNT);
		columns.nameWidths = grown(columns.nameWidths, 1);
		columns.met = grown(columns.met, 1);
		columns.leftOut = grown(columns.leftOut, 1);
		this.gone = grown(this.gone, 1);
	}
}
