import { BitReader, BitWriter, packTexts, unpackTexts } from './packedText';
import { codeLengths, LENGTH_BITS, PrefixCode } from './prefixCode';

/**
 * One value of every record, in a packed state: each distinct value written once, in a table, and
 * each record's value as a code whose length follows how often the value occurs. `specials` are
 * values a table of texts cannot hold (null, or a value that stands for a rule), always there, in
 * front of the texts.
 */
export class ValueColumn<Special> {
	private readonly symbols = new Map<string | Special, number>();

	private code?: PrefixCode;

	private constructor(
		private readonly values: Array<string | Special>,
		lengths?: number[],
	) {
		values.forEach((value, symbol) => this.symbols.set(value, symbol));
		if (lengths) this.code = new PrefixCode(lengths);
	}

	/** A column for the given values, to write them in order after `writeTable`. */
	static of<Special>(
		specials: readonly Special[],
		values: ReadonlyArray<string | Special>,
	): ValueColumn<Special> {
		const texts = [
			...new Set(values.filter((value): value is string => typeof value === 'string')),
		].sort();
		const column = new ValueColumn<Special>([...specials, ...texts]);
		const counts = column.values.map(() => 0);
		for (const value of values) counts[column.symbolOf(value)]++;
		column.code = new PrefixCode(codeLengths(counts));
		return column;
	}

	/** The column `writeTable` wrote, read back with the same specials. */
	static read<Special>(
		reader: BitReader,
		specials: readonly Special[],
		texts: string,
	): ValueColumn<Special> {
		const values = [...specials, ...unpackTexts(texts)];
		const lengths = values.map(() => reader.read(LENGTH_BITS));
		return new ValueColumn<Special>(values, lengths);
	}

	/** The table of texts, returned, and the code lengths, written. */
	writeTable(writer: BitWriter): string {
		for (const length of this.prefixCode().lengths) writer.write(length, LENGTH_BITS);
		return packTexts(this.values.filter((value): value is string => typeof value === 'string'));
	}

	write(writer: BitWriter, value: string | Special): void {
		this.prefixCode().write(writer, this.symbolOf(value));
	}

	read(reader: BitReader): string | Special {
		return this.values[this.prefixCode().read(reader)];
	}

	private symbolOf(value: string | Special): number {
		const symbol = this.symbols.get(value);
		if (symbol === undefined) throw new Error('a value the column was not made with');
		return symbol;
	}

	private prefixCode(): PrefixCode {
		if (!this.code) throw new Error('a column without its code');
		return this.code;
	}
}
