/**
 * Ids made of digits alone ("6409933"): the number is the whole id and the stem is empty. They are
 * packed as runs of numbers like any other stem's, so an account that numbers its employees
 * 1, 2, 3... keeps their ids in a few bytes however many there are.
 */
import {
	packIds,
	sortIds,
	unpackIds,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds';

describe('ids made of digits alone', () => {
	const ids = Array.from({ length: 10_000 }, (_, index) => String(index + 1));

	test('ten thousand consecutive ones take a few bytes, and read back as they were', () => {
		const sorted = sortIds(ids);
		const packed = packIds(sorted);
		expect(packed.length).toBeLessThan(20);
		expect(unpackIds(packed)).toEqual(sorted);
	});

	test('before ids with a stem and ids without a number, all read back in order', () => {
		const sorted = sortIds(['emp-2', 'x', ...ids.slice(0, 3), 'emp-1']);
		expect(sorted).toEqual(['1', '2', '3', 'emp-1', 'emp-2', 'x']);
		expect(unpackIds(packIds(sorted))).toEqual(sorted);
	});
});
