import { codeLengths } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode';

/** What a column of values costs in bits with these code lengths (a symbol counted 0 weighs 1). */
function cost(counts: number[], lengths: number[]): number {
	return counts.reduce((bits, count, symbol) => bits + (count + 1) * lengths[symbol], 0);
}

describe('prefix codes: of the codes that cost the least, the one whose longest code is shortest', () => {
	test('a symbol as heavy as a merged pair is merged first: 4 symbols weighing 2, 2, 4, 4 take 2 bits each', () => {
		const counts = [1, 1, 3, 3];
		const lengths = codeLengths(counts);
		expect(lengths).toEqual([2, 2, 2, 2]);
		// lengths 3, 3, 2, 1 cost as little, but with a longer longest code
		expect(cost(counts, lengths)).toBe(cost(counts, [3, 3, 2, 1]));
	});

	test('pairs of equally frequent symbols, each pair twice the one before, get equal codes pair by pair', () => {
		expect(codeLengths([1, 1, 3, 3, 7, 7, 15, 15])).toEqual([4, 4, 4, 4, 3, 3, 2, 2]);
	});
});
