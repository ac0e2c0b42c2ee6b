import { BitReader, BitWriter, packTexts, unpackTexts } from './packedText';

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
