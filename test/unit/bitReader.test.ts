import {
	BitReader,
	BitWriter,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';

/**
 * A packed state is read back from n8n's static data, which a person can edit and a database can
 * damage: text a BitWriter could not have written is refused, naming why, rather than read as
 * some other number.
 */
describe('reading packed text that no BitWriter wrote', () => {
	test('text that ends before the bits asked for: "packed text ended early"', () => {
		expect(() => new BitReader('').read(1)).toThrow(new Error('packed text ended early'));
		const reader = new BitReader('!!!');
		expect(reader.read(13)).toBe(0);
		expect(() => reader.read(1)).toThrow(new Error('packed text ended early'));
	});

	test.each([
		['a quote, which the alphabet leaves out', '"!'],
		['a backslash, as the second character', '!\\'],
		['a character outside ASCII, first', 'é!'],
		['a character outside ASCII, second', '!é'],
		['a pair above 13 bits', '~~'],
	])('%s: "not packed text"', (_, text) => {
		expect(() => new BitReader(text).read(1)).toThrow(new Error('not packed text'));
	});

	test('the highest pair 13 bits hold reads back', () => {
		const writer = new BitWriter();
		writer.write(2 ** 13 - 1, 13);
		expect(new BitReader(writer.toText()).read(13)).toBe(2 ** 13 - 1);
	});
});
