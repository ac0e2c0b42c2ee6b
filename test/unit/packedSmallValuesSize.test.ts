import {
	packSmallValues,
	unpackSmallValues,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';

/** Two characters carry 13 bits: the characters `bits` bits a value take, plus the first bit. */
const eachOnItsOwn = (count: number, bits: number) => 2 * Math.ceil((1 + bits * count) / 13);

describe('small values packed in runs only where runs are shorter', () => {
	test('values that change at every record cost their own bits, not a run each', () => {
		const alternating = Array.from({ length: 1000 }, (_, index) => index % 2);
		const packed = packSmallValues(alternating, 2);
		// a run of one costs its value and its length, 3 bits where the value alone costs 2
		expect(packed.length).toBe(eachOnItsOwn(1000, 2));
		expect(unpackSmallValues(packed, 1000, 2)).toEqual(alternating);
	});

	test('values in a few long runs cost a few characters, far below their own bits', () => {
		const inRuns = [...new Array<number>(500).fill(3), ...new Array<number>(500).fill(1)];
		const packed = packSmallValues(inRuns, 2);
		expect(packed.length).toBeLessThan(10);
		expect(unpackSmallValues(packed, 1000, 2)).toEqual(inRuns);
	});
});
