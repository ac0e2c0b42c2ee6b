/**
 * Numbers and lists packed into printable text, for a state that must stay small in n8n's static
 * data. n8n stores static data as JSON, where every character of a string but `"` and `\` stands
 * for itself: the 92 characters from `!` to `~` without those two carry 13 bits in every two
 * (92 × 92 = 8,464 ≥ 2^13), 6.5 bits a byte, where base64 carries 6.
 */

const ALPHABET = Array.from({ length: 94 }, (_, index) => 33 + index).filter(
	(code) => code !== 34 && code !== 92,
);
const BASE = ALPHABET.length;
/** Each character code's digit, -1 for a character that is not one. */
const DIGIT_OF = new Int8Array(128).fill(-1);
ALPHABET.forEach((code, digit) => (DIGIT_OF[code] = digit));
const BITS_PER_PAIR = 13;
const ascii = new TextDecoder('ascii');

/** The length of the text `bits` bits take: two characters for every 13 bits or part of them. */
export const packedLength = (bits: number): number => 2 * Math.ceil(bits / BITS_PER_PAIR);

/** Writes unsigned numbers of a given width, one after the other, into one text. */
export class BitWriter {
	private codes = new Uint8Array(1024);

	private length = 0;

	private pending = 0;

	private pendingBits = 0;

	/** Appends the low `bits` bits of `value` (0 ≤ value < 2^bits, bits ≤ 53). */
	write(value: number, bits: number): void {
		let left = bits;
		while (left > 0) {
			const take = Math.min(left, BITS_PER_PAIR - this.pendingBits);
			const shift = left - take;
			const chunk = Math.floor(value / 2 ** shift) % 2 ** take;
			this.pending = this.pending * 2 ** take + chunk;
			this.pendingBits += take;
			left = shift;
			if (this.pendingBits === BITS_PER_PAIR) this.flushPair();
		}
	}

	/** A count of any size (0 up): Elias gamma of count + 1, 2⌊log2(count + 1)⌋ + 1 bits. */
	writeCount(count: number): void {
		const value = count + 1;
		const width = Math.floor(Math.log2(value)) + 1;
		this.write(0, width - 1);
		this.write(value, width);
	}

	/** The text so far, the last pair padded with zero bits. */
	toText(): string {
		if (this.pendingBits > 0) {
			this.pending *= 2 ** (BITS_PER_PAIR - this.pendingBits);
			this.pendingBits = BITS_PER_PAIR;
			this.flushPair();
		}
		return ascii.decode(this.codes.subarray(0, this.length));
	}

	private flushPair(): void {
		if (this.length + 2 > this.codes.length) {
			const grown = new Uint8Array(this.codes.length * 2);
			grown.set(this.codes);
			this.codes = grown;
		}
		this.codes[this.length++] = ALPHABET[Math.floor(this.pending / BASE)];
		this.codes[this.length++] = ALPHABET[this.pending % BASE];
		this.pending = 0;
		this.pendingBits = 0;
	}
}

/** Reads back what a BitWriter wrote, in the same order and widths. */
export class BitReader {
	private position = 0;

	private pending = 0;

	private pendingBits = 0;

	constructor(private readonly text: string) {}

	/** Where the text after the bits read so far begins. */
	get offset(): number {
		return this.position;
	}

	read(bits: number): number {
		let value = 0;
		let left = bits;
		while (left > 0) {
			if (this.pendingBits === 0) this.loadPair();
			const take = Math.min(left, this.pendingBits);
			const shift = this.pendingBits - take;
			value = value * 2 ** take + (Math.floor(this.pending / 2 ** shift) % 2 ** take);
			this.pendingBits = shift;
			left -= take;
		}
		return value;
	}

	readCount(): number {
		let width = 1;
		while (this.read(1) === 0) width++;
		return width === 1 ? 0 : 2 ** (width - 1) + this.read(width - 1) - 1;
	}

	private loadPair(): void {
		if (this.position + 1 >= this.text.length) throw new Error('packed text ended early');
		const high = DIGIT_OF[this.text.charCodeAt(this.position)] ?? -1;
		const low = DIGIT_OF[this.text.charCodeAt(this.position + 1)] ?? -1;
		this.pending = high * BASE + low;
		if (high < 0 || low < 0 || this.pending >= 2 ** BITS_PER_PAIR) {
			throw new Error('not packed text');
		}
		this.position += 2;
		this.pendingBits = BITS_PER_PAIR;
	}
}

/**
 * Texts in one string, sorted, each written as the length it shares with the text before it and
 * the rest: names that share their beginnings ("Sales", "Sales EMEA") cost little more than
 * their differences. The order of `texts` is not kept: a caller keeps indices into `sortedTexts`.
 */
export function packTexts(sortedTexts: readonly string[]): string {
	const lengths = new BitWriter();
	lengths.writeCount(sortedTexts.length);
	let before = '';
	const rests: string[] = [];
	for (const text of sortedTexts) {
		let shared = 0;
		while (shared < text.length && text[shared] === before[shared]) shared++;
		lengths.writeCount(shared);
		lengths.writeCount(text.length - shared);
		rests.push(text.slice(shared));
		before = text;
	}
	return `${lengths.toText()}${rests.join('')}`;
}

export function unpackTexts(packed: string): string[] {
	const lengths = new BitReader(packed);
	const count = lengths.readCount();
	const parts = Array.from({ length: count }, () => [lengths.readCount(), lengths.readCount()]);
	let offset = lengths.offset;
	let before = '';
	return parts.map(([shared, restLength]) => {
		// a text sharing more than the text before it holds, or running past the end, is none that
		// packTexts wrote (a damaged state): refused, as BitReader refuses bits no writer wrote
		if (shared > before.length) throw new Error('not packed text');
		if (offset + restLength > packed.length) throw new Error('packed text ended early');
		before = before.slice(0, shared) + packed.slice(offset, offset + restLength);
		offset += restLength;
		return before;
	});
}

/**
 * Small values (below 2^bits) of many records: in runs of the same value, or each on its own where
 * that is shorter (a first bit says which). Values in long runs cost a few bytes for them all.
 */
export function packSmallValues(values: ArrayLike<number>, bits: number): string {
	const head = new BitWriter();
	head.write(1, 1);
	const runs = new BitWriter();
	let count = 0;
	for (let start = 0; start < values.length; count++) {
		let end = start + 1;
		while (end < values.length && values[end] === values[start]) end++;
		runs.write(values[start], bits);
		runs.writeCount(end - start - 1);
		start = end;
	}
	head.writeCount(count);
	const inRuns = `${head.toText()}${runs.toText()}`;
	if (inRuns.length <= packedLength(1 + bits * values.length)) return inRuns;
	const each = new BitWriter();
	each.write(0, 1);
	for (let index = 0; index < values.length; index++) each.write(values[index], bits);
	return each.toText();
}

export function unpackSmallValues(packed: string, count: number, bits: number): number[] {
	const head = new BitReader(packed);
	if (head.read(1) === 0) return Array.from({ length: count }, () => head.read(bits));
	const runs = head.readCount();
	const reader = new BitReader(packed.slice(head.offset));
	const values: number[] = [];
	for (let run = 0; run < runs; run++) {
		const value = reader.read(bits);
		for (let length = reader.readCount() + 1; length > 0; length--) values.push(value);
	}
	return values;
}
