import { BitReader, BitWriter, packTexts, unpackTexts } from './packedText';
import { codeLengths, LENGTH_BITS, PrefixCode } from './prefixCode';

/**
 * One value of every record, in a packed state: each distinct value written once, in a table, and
 * each record's value as a code whose length follows how often the value occurs. Its values are
 * null (symbol 0) and texts, in order.
 */
export class ValueColumn {
	private constructor(
		readonly values: ReadonlyArray<string | null>,
		private readonly code: PrefixCode,
	) {}

	/**
	 * The column of the values that `counts` says are used, among `values` (null first, as index
	 * 0); `symbols[index]` is the symbol of `values[index]` in the column.
	 */
	static of(
		values: ReadonlyArray<string | null>,
		counts: ArrayLike<number>,
	): { column: ValueColumn; symbols: Int32Array } {
		const used = values
			.map((value, index) => ({ value, index }))
			.filter(({ value, index }) => value !== null && counts[index] > 0)
			.sort((a, b) => ((a.value as string) < (b.value as string) ? -1 : 1));
		const symbols = new Int32Array(values.length).fill(-1);
		symbols[0] = 0;
		used.forEach(({ index }, position) => (symbols[index] = position + 1));
		const symbolCounts = [counts[0], ...used.map(({ index }) => counts[index])];
		const column = new ValueColumn(
			[null, ...used.map(({ value }) => value)],
			new PrefixCode(codeLengths(symbolCounts)),
		);
		return { column, symbols };
	}

	/** The column `writeTable` wrote: its code lengths from `reader`, its texts from `texts`. */
	static read(reader: BitReader, texts: string): ValueColumn {
		const values = [null, ...unpackTexts(texts)];
		const lengths = values.map(() => reader.read(LENGTH_BITS));
		return new ValueColumn(values, new PrefixCode(lengths));
	}

	/** Writes the code lengths and returns the texts, to be stored beside them. */
	writeTable(writer: BitWriter): string {
		for (const length of this.code.lengths) writer.write(length, LENGTH_BITS);
		return packTexts(this.values.slice(1) as string[]);
	}

	writeSymbol(writer: BitWriter, symbol: number): void {
		this.code.write(writer, symbol);
	}

	readSymbol(reader: BitReader): number {
		return this.code.read(reader);
	}
}
