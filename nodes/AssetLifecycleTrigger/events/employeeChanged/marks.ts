import { BitReader, BitWriter, packIds, sortIds, unpackIds } from '../../packedText';
import { ValueColumn } from '../../valueColumn';

/** Bits of an employee's hash: see docs/trigger.md, "The employee state at 100,000 employees". */
export const HASH_BITS = 38;

/** The most bits a name's fingerprint keeps (fewer once the state reaches MARKS_LIMIT_BYTES). */
export const NAME_BITS = 15;

/**
 * The packed marks never grow past this: n8n writes the whole state at every poll that changes
 * it. Past it (about 60,000 employees) the names' fingerprints shrink; nothing else does.
 */
export const MARKS_LIMIT_BYTES = 990_000;

export const MET_THIS_PASS = 1;
export const MET_LAST_PASS = 2;

/** What the state keeps of one employee. */
export interface Mark {
	/** HASH_BITS of the list item's hash; 0 when not known (after a read by id, or an upgrade). */
	hash: number;
	/** The fingerprints of first_name, last_name and work_email, each below 2 ** nameBits. */
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
	/** The tables of the kept values, and the streams of each employee's codes and hash. */
	values: string[];
	marks: string;
	names: string;
	met: string;
	nameBits: number;
}

const NAME_COUNT = 3;

/** The marks of every employee the state knows, by id. */
export class Marks {
	readonly byId = new Map<string, Mark>();

	private constructor(public nameBits: number) {}

	static empty(): Marks {
		return new Marks(NAME_BITS);
	}

	static unpack(packed: PackedMarks): Marks {
		const marks = new Marks(packed.nameBits);
		const ids = unpackIds(packed.ids);
		const tables = new BitReader(packed.values[0]);
		const status = ValueColumn.read(tables, [null], packed.values[1]);
		const termination = ValueColumn.read(tables, [null], packed.values[2]);
		const department = ValueColumn.read(tables, [null], packed.values[3]);
		const location = ValueColumn.read(tables, [null], packed.values[4]);
		const records = new BitReader(packed.marks);
		const names = new BitReader(packed.names);
		const met = readMet(packed.met, ids.length);
		ids.forEach((id, index) => {
			const mark: Mark = {
				status: status.read(records) as string | null,
				termination: termination.read(records) as string | null,
				department: department.read(records) as string | null,
				location: location.read(records) as string | null,
				hash: records.read(HASH_BITS),
				names: Array.from({ length: NAME_COUNT }, () => names.read(marks.nameBits)),
				met: met[index],
			};
			marks.byId.set(id, mark);
		});
		return marks;
	}

	pack(limitBytes = MARKS_LIMIT_BYTES): PackedMarks {
		const ids = sortIds([...this.byId.keys()]);
		const inOrder = ids.map((id) => this.byId.get(id) as Mark);
		const tables = new BitWriter();
		const columns = {
			status: ValueColumn.of(
				[null],
				inOrder.map((mark) => mark.status),
			),
			termination: ValueColumn.of(
				[null],
				inOrder.map((mark) => mark.termination),
			),
			department: ValueColumn.of(
				[null],
				inOrder.map((mark) => mark.department),
			),
			location: ValueColumn.of(
				[null],
				inOrder.map((mark) => mark.location),
			),
		};
		const texts = Object.values(columns).map((column) => column.writeTable(tables));
		const records = new BitWriter();
		for (const mark of inOrder) {
			columns.status.write(records, mark.status);
			columns.termination.write(records, mark.termination);
			columns.department.write(records, mark.department);
			columns.location.write(records, mark.location);
			records.write(mark.hash, HASH_BITS);
		}
		const packed = {
			ids: packIds(ids),
			values: [tables.toText(), ...texts],
			marks: records.toText(),
			met: packMet(inOrder.map((mark) => mark.met)),
		};
		const fixedBytes =
			JSON.stringify(packed).length + JSON.stringify({ names: '', nameBits: 15 }).length;
		this.narrowNames(Math.max(0, limitBytes - fixedBytes), inOrder.length);
		const names = new BitWriter();
		for (const mark of inOrder) {
			for (const print of mark.names) names.write(print % 2 ** this.nameBits, this.nameBits);
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

	/** Whether two fingerprints of a name are the same, at the width the marks keep. */
	sameName(a: number, b: number): boolean {
		return a % 2 ** this.nameBits === b % 2 ** this.nameBits;
	}

	/** A new pass: what this pass met becomes what the last one met. */
	startPass(): void {
		for (const mark of this.byId.values()) {
			mark.met = mark.met & MET_THIS_PASS ? MET_LAST_PASS : 0;
		}
	}

	/** The employees neither this pass nor the last one met. */
	unmet(): string[] {
		return [...this.byId].filter(([, mark]) => mark.met === 0).map(([id]) => id);
	}
}

/** Each employee's MET_ bits: in runs of the same value, or two bits each where that is shorter. */
function packMet(met: number[]): string {
	const runs: Array<[value: number, length: number]> = [];
	for (const value of met) {
		const last = runs[runs.length - 1];
		if (last && last[0] === value) last[1]++;
		else runs.push([value, 1]);
	}
	const inRuns = new BitWriter();
	inRuns.write(1, 1);
	inRuns.writeCount(runs.length);
	for (const [value, length] of runs) {
		inRuns.write(value, 2);
		inRuns.writeCount(length - 1);
	}
	const text = inRuns.toText();
	if (text.length <= Math.ceil((1 + 2 * met.length) / 13) * 2) return text;
	const each = new BitWriter();
	each.write(0, 1);
	for (const value of met) each.write(value, 2);
	return each.toText();
}

function readMet(packed: string, count: number): number[] {
	const reader = new BitReader(packed);
	if (reader.read(1) === 0) return Array.from({ length: count }, () => reader.read(2));
	const met: number[] = [];
	for (let runs = reader.readCount(); runs > 0; runs--) {
		const value = reader.read(2);
		met.push(...new Array<number>(reader.readCount() + 1).fill(value));
	}
	return met;
}
