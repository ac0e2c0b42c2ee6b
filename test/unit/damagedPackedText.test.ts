import {
	BitReader,
	BitWriter,
	packTexts,
	unpackTexts,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';

/**
 * The packed state comes back from n8n's static data, which a person can edit and a database can
 * damage. What no writer could have written is refused, naming why, rather than read as other ids
 * or other names: a poll on such a state fails and says so instead of emitting events it made up.
 */
describe('packed text no writer wrote, at the very edge of what one could', () => {
	test('a pair one above the 13 bits it can hold is "not packed text"; the pair below reads', () => {
		// 92 × 89 + 4 = 8,192 = 2^13: digits 89 and 4 are '|' and '&'
		expect(() => new BitReader('|&').read(13)).toThrow(new Error('not packed text'));
		// 92 × 89 + 3 = 8,191, the highest value 13 bits hold
		expect(new BitReader('|%').read(13)).toBe(2 ** 13 - 1);
	});

	/** The lengths packTexts writes before its texts: count, then each text's shared and rest. */
	function frontCoded(parts: Array<[shared: number, rest: string]>): string {
		const lengths = new BitWriter();
		lengths.writeCount(parts.length);
		for (const [shared, rest] of parts) {
			lengths.writeCount(shared);
			lengths.writeCount(rest.length);
		}
		return `${lengths.toText()}${parts.map(([, rest]) => rest).join('')}`;
	}

	test('texts written by hand the way packTexts writes them read back', () => {
		const packed = frontCoded([
			[0, 'Sales'],
			[5, ' EMEA'],
			[10, ''],
		]);
		expect(packed).toBe(packTexts(['Sales', 'Sales EMEA', 'Sales EMEA']));
		expect(unpackTexts(packed)).toEqual(['Sales', 'Sales EMEA', 'Sales EMEA']);
	});

	test.each([
		['the first text sharing characters with none before it', [[3, 'les']]],
		[
			'a text sharing more characters than the one before it holds',
			[
				[0, 'Sales'],
				[6, 'EMEA'],
			],
		],
	] as Array<[string, Array<[number, string]>]>)('%s: "not packed text"', (_, parts) => {
		expect(() => unpackTexts(frontCoded(parts))).toThrow(new Error('not packed text'));
	});

	test('a text whose rest runs past the end: "packed text ended early"', () => {
		const packed = frontCoded([
			[0, 'Sales'],
			[5, ' EMEA'],
		]);
		expect(unpackTexts(packed)).toEqual(['Sales', 'Sales EMEA']);
		expect(() => unpackTexts(packed.slice(0, -1))).toThrow(new Error('packed text ended early'));
	});
});
