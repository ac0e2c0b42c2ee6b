/**
 * An id may end in more digits than a number keeps exactly (past 2^53): packIds then takes only
 * its last 15 digits for its number, the rest belongs to the stem, so that every id reads back as
 * it was and keeps its place in the order.
 */
import {
	packIds,
	sortIds,
	unpackIds,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds';

describe('ids that end in a long number', () => {
	const ids = [
		'12345678901234567890',
		'12345678901234567891',
		'emp-900719925474099312',
		'emp-900719925474099313',
		'99999999999999999999',
	];

	test('pack and unpack as they are', () => {
		const sorted = sortIds(ids);
		expect(unpackIds(packIds(sorted))).toEqual(sorted);
	});

	test('keep their order: consecutive ones side by side, by their last digits', () => {
		expect(sortIds([...ids].reverse())).toEqual([
			'12345678901234567890',
			'12345678901234567891',
			'99999999999999999999',
			'emp-900719925474099312',
			'emp-900719925474099313',
		]);
	});
});
