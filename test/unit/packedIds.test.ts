import {
	compareIds,
	packIds,
	sortIds,
	unpackIds,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds';

/**
 * The order sortIds promises, by hand: ids that end in a number first, by stem (an id of digits
 * alone has the empty stem; leading zeros belong to the stem) and then by number, not by text
 * ("Z-2" before "Z-10"); after them the ids that end in none, by text, even those whose text sorts
 * before a digit ("-").
 */
const ORDERED = ['7', '007', 'A-1', 'Z-1', 'Z-2', 'Z-10', '-', 'a', 'b'];

describe('the order of ids: the one the packed state and the marks’ search by halving rely on', () => {
	test('sortIds puts ids in that order, whatever order they come in', () => {
		expect(sortIds([...ORDERED].reverse())).toEqual(ORDERED);
		expect(sortIds(['b', 'Z-10', '-', '007', 'a', 'Z-1', '7', 'A-1', 'Z-2'])).toEqual(ORDERED);
	});

	test('compareIds agrees with it for every pair, both ways, and finds an id equal to itself', () => {
		const signs = ORDERED.flatMap((a, i) =>
			ORDERED.map((b, j) => [a, b, Math.sign(compareIds(a, b)), Math.sign(i - j)]),
		);
		expect(signs.filter(([, , sign, expected]) => sign !== expected)).toEqual([]);
	});

	test('ids that end in no number keep their text order, and pack and unpack as they are', () => {
		const texts = ['b', 'a', '-', 'ab', ''];
		expect(sortIds(texts)).toEqual(['', '-', 'a', 'ab', 'b']);
		expect(unpackIds(packIds(sortIds(texts)))).toEqual(['', '-', 'a', 'ab', 'b']);
	});

	test('an id without a number is packed after the numbered ones, not taken for one', () => {
		const ids = sortIds(['x', 'e-3', 'e-1']);
		expect(ids).toEqual(['e-1', 'e-3', 'x']);
		expect(unpackIds(packIds(ids))).toEqual(ids);
	});
});
