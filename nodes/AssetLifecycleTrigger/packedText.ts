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

/** The bits a value below `size` takes (0 for a list of one). */
export const widthFor = (size: number): number => (size <= 1 ? 0 : Math.ceil(Math.log2(size)));

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
		before = before.slice(0, shared) + packed.slice(offset, offset + restLength);
		offset += restLength;
		return before;
	});
}

/**
 * Where the number an id ends in begins ("6409933-10004": at 8), or -1 when it ends in none: at
 * most 15 digits, without leading zeros (they belong to the stem), so that it reads back as is.
 */
function numberStart(id: string): number {
	let start = id.length;
	while (start > id.length - 15 && start > 0 && isDigit(id.charCodeAt(start - 1))) start--;
	while (start < id.length && id.charCodeAt(start) === 48) start++;
	return start < id.length ? start : -1;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Ids in the order `packIds` keeps them: by stem, then by number, then any id that does not end in
 * a number, by text. The caller keeps its records in this order.
 */
export function sortIds(ids: readonly string[]): string[] {
	return orderOfIds(ids).map((index) => ids[index]);
}

/** The indices of `ids` in the order of sortIds. */
export function orderOfIds(ids: readonly string[]): number[] {
	return Array.from(ids, (_, index) => index).sort((a, b) => compareIds(ids[a], ids[b]));
}

/** The order of sortIds between two ids, found without a new text. */
export function compareIds(a: string, b: string): number {
	const startA = numberStart(a);
	const startB = numberStart(b);
	if (startA < 0 || startB < 0) {
		if (startA >= 0) return -1;
		if (startB >= 0) return 1;
		return a < b ? -1 : a > b ? 1 : 0;
	}
	for (let at = 0; at < Math.min(startA, startB); at++) {
		const difference = a.charCodeAt(at) - b.charCodeAt(at);
		if (difference !== 0) return difference;
	}
	return startA - startB || numberAt(a, startA) - numberAt(b, startB);
}

function numberAt(id: string, start: number): number {
	let number = 0;
	for (let at = start; at < id.length; at++) number = number * 10 + id.charCodeAt(at) - 48;
	return number;
}

/**
 * Ids in the order of sortIds, as the numbers of each stem in runs of consecutive numbers: an
 * account's ids (one stem, numbers given in turn) take a few bytes however many there are.
 */
export function packIds(sortedIds: readonly string[]): string {
	const stems: string[] = [];
	const numbers = new BitWriter();
	const others: string[] = [];
	let index = 0;
	while (index < sortedIds.length && numberStart(sortedIds[index]) >= 0) {
		const stem = sortedIds[index].slice(0, numberStart(sortedIds[index]));
		stems.push(stem);
		let previous = 0;
		const runs: Array<[gap: number, length: number]> = [];
		for (; index < sortedIds.length; index++) {
			const id = sortedIds[index];
			const start = numberStart(id);
			if (start !== stem.length || !id.startsWith(stem)) break;
			const number = Number(id.slice(start));
			const run = runs[runs.length - 1];
			if (run && number === previous + 1) run[1]++;
			else runs.push([number - previous - 1, 1]);
			previous = number;
		}
		numbers.writeCount(runs.length);
		for (const [gap, length] of runs) {
			numbers.writeCount(gap);
			numbers.writeCount(length - 1);
		}
	}
	others.push(...sortedIds.slice(index));
	const stemTexts = packTexts(stems);
	const head = new BitWriter();
	head.writeCount(stemTexts.length);
	head.writeCount(numbers.toText().length);
	return `${head.toText()}${stemTexts}${numbers.toText()}${packTexts(others)}`;
}

export function unpackIds(packed: string): string[] {
	const head = new BitReader(packed);
	const stemsLength = head.readCount();
	const numbersLength = head.readCount();
	let offset = head.offset;
	const stems = unpackTexts(packed.slice(offset, (offset += stemsLength)));
	const numbers = new BitReader(packed.slice(offset, (offset += numbersLength)));
	const ids: string[] = [];
	for (const stem of stems) {
		let previous = 0;
		for (let runs = numbers.readCount(); runs > 0; runs--) {
			previous += numbers.readCount() + 1;
			const length = numbers.readCount() + 1;
			for (let step = 0; step < length; step++) ids.push(`${stem}${previous + step}`);
			previous += length - 1;
		}
	}
	return [...ids, ...unpackTexts(packed.slice(offset))];
}
