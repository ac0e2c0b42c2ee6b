import type { BitReader, BitWriter } from './packedText';

/** No code is longer than this, so that a code and its reading fit in plain numbers. */
const LONGEST_CODE = 30;

/** The bits a code length takes where a table of them is written (LONGEST_CODE fits). */
export const LENGTH_BITS = 5;

/**
 * The length of each symbol's code for the given counts (Huffman's construction): a symbol met
 * often gets a short code, one met rarely a long one, so that a column of values costs close to
 * what it says. A symbol counted 0 gets a code all the same (it may be written later); a column's
 * only symbol gets the empty code. A column always has a symbol: null.
 */
export function codeLengths(counts: readonly number[]): number[] {
	let weights = counts.map((count) => Math.max(count, 0));
	for (;;) {
		const lengths = huffmanLengths(weights);
		if (Math.max(...lengths) <= LONGEST_CODE) return lengths;
		// flatten the counts until the longest code fits: rare symbols then cost a little more
		weights = weights.map((weight) => Math.floor(weight / 2));
	}
}

/**
 * Huffman's merges with two queues: the symbols by weight, and the merged nodes, which come out in
 * order of weight. Nodes are numbered so that a parent comes after its children, so one walk
 * from the root down gives every depth. A count of 0 weighs 1, so every symbol gets a code.
 */
function huffmanLengths(counts: readonly number[]): number[] {
	const symbols = counts.length;
	const weight = [...counts.map((count) => count + 1), ...new Array<number>(symbols - 1).fill(0)];
	const parent = new Array<number>(2 * symbols - 1).fill(-1);
	// sort is stable: symbols of one weight keep their order
	const byWeight = counts.map((_, symbol) => symbol).sort((a, b) => weight[a] - weight[b]);
	let nextLeaf = 0;
	let nextMerged = symbols;
	const lightest = (merged: number) =>
		nextLeaf < symbols && (nextMerged >= merged || weight[byWeight[nextLeaf]] <= weight[nextMerged])
			? byWeight[nextLeaf++]
			: nextMerged++;
	for (let merged = symbols; merged < 2 * symbols - 1; merged++) {
		const first = lightest(merged);
		const second = lightest(merged);
		weight[merged] = weight[first] + weight[second];
		parent[first] = merged;
		parent[second] = merged;
	}
	const depth = new Array<number>(2 * symbols - 1).fill(0);
	for (let node = 2 * symbols - 3; node >= 0; node--) depth[node] = depth[parent[node]] + 1;
	return depth.slice(0, symbols);
}

/**
 * A prefix code given by its code lengths (canonical: the codes of one length are consecutive
 * numbers, in the order of the symbols), so that the lengths alone describe it.
 */
export class PrefixCode {
	private readonly codes: number[];

	/** By length: the first code, and the symbols of that length in order. */
	private readonly byLength: Array<{ first: number; symbols: number[] }> = [];

	constructor(readonly lengths: readonly number[]) {
		this.codes = lengths.map(() => 0);
		let code = 0;
		const longest = Math.max(0, ...lengths);
		for (let length = 1; length <= longest; length++) {
			const symbols = lengths.flatMap((symbolLength, symbol) =>
				symbolLength === length ? [symbol] : [],
			);
			this.byLength[length] = { first: code, symbols };
			for (const symbol of symbols) this.codes[symbol] = code++;
			code *= 2;
		}
	}

	write(writer: BitWriter, symbol: number): void {
		writer.write(this.codes[symbol], this.lengths[symbol]);
	}

	read(reader: BitReader): number {
		if (this.lengths.length <= 1) return 0;
		let code = 0;
		for (let length = 1; length < this.byLength.length; length++) {
			code = code * 2 + reader.read(1);
			const { first, symbols } = this.byLength[length];
			if (code - first < symbols.length) return symbols[code - first];
		}
		throw new Error('not a code of this column');
	}
}
