import fc from 'fast-check';

import {
	BitReader,
	BitWriter,
	packSmallValues,
	packTexts,
	unpackSmallValues,
	unpackTexts,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';
import {
	packIds,
	sortIds,
	unpackIds,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds';
import {
	codeLengths,
	PrefixCode,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode';

describe('packed text: the state of a large account in few bytes', () => {
	test('numbers of any width up to 53 bits and counts read back as written', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.tuple(fc.integer({ min: 1, max: 53 }), fc.double({ min: 0, max: 1, noNaN: true })),
				),
				fc.array(fc.nat({ max: 2 ** 40 })),
				(fields, counts) => {
					const writer = new BitWriter();
					const values = fields.map(([bits, share]) => [bits, Math.floor(share * (2 ** bits - 1))]);
					for (const [bits, value] of values) writer.write(value, bits);
					for (const count of counts) writer.writeCount(count);
					const reader = new BitReader(writer.toText());
					expect(values.map(([bits]) => [bits, reader.read(bits)])).toEqual(values);
					expect(counts.map(() => reader.readCount())).toEqual(counts);
				},
			),
		);
	});

	test('the text holds only characters JSON keeps as they are, 13 bits in every two', () => {
		const writer = new BitWriter();
		for (let value = 0; value < 2 ** 13; value++) writer.write(value, 13);
		const text = writer.toText();
		expect(text).toHaveLength(2 ** 14);
		expect(text).toMatch(/^[!#-[\]-~]+$/);
		expect(JSON.stringify(text)).toHaveLength(text.length + 2);
	});

	test('texts front-coded read back in their order, any characters included', () => {
		fc.assert(
			fc.property(fc.uniqueArray(fc.string({ unit: 'grapheme' })), (texts) => {
				const sorted = [...texts].sort();
				expect(unpackTexts(packTexts(sorted))).toEqual(sorted);
			}),
		);
	});

	test('names that share their beginnings cost little more than their differences', () => {
		const names = Array.from({ length: 1000 }, (_, index) => `Customer Success ${index}`).sort();
		expect(packTexts(names).length).toBeLessThan(JSON.stringify(names).length / 4);
	});

	test('small values read back, in runs or each on its own, whichever is shorter', () => {
		fc.assert(
			fc.property(fc.array(fc.nat({ max: 3 }), { maxLength: 500 }), (values) => {
				expect(unpackSmallValues(packSmallValues(values, 2), values.length, 2)).toEqual(values);
			}),
		);
		const metThenNot = [...new Array<number>(60_000).fill(1), ...new Array<number>(40_000).fill(0)];
		expect(packSmallValues(metThenNot, 2).length).toBeLessThan(20);
	});

	test('ids read back in the order sortIds gives, whatever their form', () => {
		const id = fc.oneof(
			fc
				.tuple(fc.constantFrom('6409933-', 'A-', ''), fc.nat({ max: 10 ** 15 }))
				.map(([stem, number]) => `${stem}${number}`),
			fc.string(),
		);
		fc.assert(
			fc.property(fc.uniqueArray(id), (ids) => {
				const sorted = sortIds(ids);
				expect([...sorted].sort()).toEqual([...ids].sort());
				expect(unpackIds(packIds(sorted))).toEqual(sorted);
			}),
		);
	});

	test("an account's 100,000 ids in turn, with a few gaps, take a few bytes", () => {
		const ids = Array.from({ length: 100_000 }, (_, index) => `2788560-${10_001 + index}`).filter(
			(_, index) => index % 9_973 !== 5,
		);
		const packed = packIds(sortIds(ids));
		expect(unpackIds(packed)).toEqual(ids);
		expect(packed.length).toBeLessThan(100);
	});
});

describe('prefix codes: a column of values costs close to what it says', () => {
	test('every symbol reads back, and the codes of frequent symbols are short', () => {
		fc.assert(
			fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 300 }), (counts) => {
				const code = new PrefixCode(codeLengths(counts));
				const symbols = counts.flatMap((count, symbol) =>
					new Array<number>(count % 7).fill(symbol),
				);
				const writer = new BitWriter();
				for (const symbol of symbols) code.write(writer, symbol);
				const reader = new BitReader(writer.toText());
				expect(symbols.map(() => code.read(reader))).toEqual(symbols);
			}),
		);
	});

	test('a column of 4 statuses, 60/25/9/6 %, costs about its entropy, not 2 bits a value', () => {
		const lengths = codeLengths([600, 250, 90, 60]);
		const average =
			(600 * lengths[0] + 250 * lengths[1] + 90 * lengths[2] + 60 * lengths[3]) / 1000;
		expect(average).toBeCloseTo(1.55, 2);
	});

	test('5,000 symbols about as frequent as each other take about log2(5,000) bits each', () => {
		const lengths = codeLengths(Array.from({ length: 5000 }, (_, index) => 20 + (index % 3)));
		expect(Math.max(...lengths)).toBe(13);
		expect(Math.min(...lengths)).toBe(12);
	});

	test('however skewed the counts, no code grows past 30 bits', () => {
		const lengths = codeLengths(Array.from({ length: 60 }, (_, index) => 2 ** Math.min(index, 50)));
		expect(Math.max(...lengths)).toBeLessThanOrEqual(30);
		expect(new PrefixCode(lengths).lengths).toEqual(lengths);
	});
});
