import {
	BitReader,
	BitWriter,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';
import {
	codeLengths,
	PrefixCode,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode';

describe('prefix codes: the codes kept within 30 bits still follow the counts', () => {
	test('counts too skewed for 30 bits are flattened, and the frequent symbols keep the short codes', () => {
		// 2^0 ... 2^39: Huffman's codes would run to 39 bits
		const lengths = codeLengths(Array.from({ length: 40 }, (_, index) => 2 ** index));
		expect(Math.max(...lengths)).toBe(30);
		expect(lengths[39]).toBe(1);
		expect(lengths.slice(30)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
		// the rarer a symbol, the longer (or as long) its code
		expect(lengths.every((length, index) => index === 0 || length <= lengths[index - 1])).toBe(
			true,
		);
	});

	test('a code its lengths do not describe (lengths read from a damaged state) is refused', () => {
		// lengths 1 and 2 leave the code 11 to no symbol
		const code = new PrefixCode([1, 2]);
		const writer = new BitWriter();
		writer.write(0b0_10_11, 5);
		const reader = new BitReader(writer.toText());
		expect([code.read(reader), code.read(reader)]).toEqual([0, 1]);
		expect(() => code.read(reader)).toThrow(new Error('not a code of this column'));
	});
});
