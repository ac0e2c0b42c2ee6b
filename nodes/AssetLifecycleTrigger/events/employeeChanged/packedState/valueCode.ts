import { BitReader, BitWriter, packTexts, unpackTexts } from './packedText';
import { codeLengths, LENGTH_BITS, PrefixCode } from './prefixCode';

/**
 * How one kept field of every mark is written in a packed state: each distinct value written
 * once, in a table, and each mark's value as a code whose length follows how often the value
 * occurs. Its values are null (symbol 0) and texts, in order.
 */
export class ValueCode {
	private constructor(
		readonly values: ReadonlyArray<string | null>,
		private readonly code: PrefixCode,
	) {}

	/**
	 * The code of the values that `counts` says are used, among `values` (null first, as index 0);
	 * `symbols[index]` is the symbol of `values[index]` in the code.
	 */
	static of(
		values: ReadonlyArray<string | null>,
		counts: ArrayLike<number>,
	): { code: ValueCode; symbols: Int32Array } {
		const used = values
			.map((value, index) => ({ value, index }))
			.filter(({ value, index }) => value !== null && counts[index] > 0)
			.sort((a, b) => ((a.value as string) < (b.value as string) ? -1 : 1));
		const symbols = new Int32Array(values.length).fill(-1);
		symbols[0] = 0;
		used.forEach(({ index }, position) => (symbols[index] = position + 1));
		const symbolCounts = [counts[0], ...used.map(({ index }) => counts[index])];
		const code = new ValueCode(
			[null, ...used.map(({ value }) => value)],
			new PrefixCode(codeLengths(symbolCounts)),
		);
		return { code, symbols };
	}

	/** The code `writeTable` wrote: its code lengths from `lengths`, its texts from `texts`. */
	static read(lengths: BitReader, texts: string): ValueCode {
		const values = [null, ...unpackTexts(texts)];
		return new ValueCode(values, new PrefixCode(values.map(() => lengths.read(LENGTH_BITS))));
	}

	/** Writes the code lengths and returns the texts, to be stored beside them. */
	writeTable(lengths: BitWriter): string {
		for (const length of this.code.lengths) lengths.write(length, LENGTH_BITS);
		return packTexts(this.values.slice(1) as string[]);
	}

	writeSymbol(writer: BitWriter, symbol: number): void {
		this.code.write(writer, symbol);
	}

	readSymbol(reader: BitReader): number {
		return this.code.read(reader);
	}
}
