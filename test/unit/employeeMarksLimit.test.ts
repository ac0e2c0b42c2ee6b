import { Marks, type Mark } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { type PackedMarks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/codec';
import {
	NAME_BITS,
	NAME_FLOOR_BITS,
	JSON_AROUND_BYTES,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';

const STATUSES = ['Active', 'On Leave', 'Terminated', 'Suspended'];
const DEPARTMENTS = [
	'Finance',
	'Legal',
	'Research & Development',
	'Sales "EMEA"',
	'Support\\Tier 2',
];

/** 100 employees with names of every width, and kept values of several kinds. */
function employees(): Marks {
	const marks = Marks.empty();
	for (let index = 0; index < 100; index++) {
		const mark: Mark = {
			hash: index * 1_000_003,
			names: [(index * 163) % 2 ** NAME_BITS, (index * 7_919) % 2 ** NAME_BITS, index],
			nameBits: NAME_BITS,
			status: STATUSES[index % STATUSES.length],
			termination: index % 9 === 0 ? '2026-03-31' : null,
			department: DEPARTMENTS[index % DEPARTMENTS.length],
			location: `Site ${index % 13}`,
			// the four combinations of MET_THIS_PASS and MET_LAST_PASS in turn: no runs to pack
			met: index % 4,
		};
		marks.set(`a-${index + 1}`, mark);
	}
	return marks;
}

/** What the packed marks take in the state n8n writes. */
const stateBytes = (packed: PackedMarks) => JSON.stringify(packed).length;

/** The packed marks' texts and tables, without the JSON's keys and punctuation around them. */
const textBytes = (packed: PackedMarks) =>
	packed.ids.length +
	packed.kept.length +
	packed.hashes.length +
	packed.met.length +
	packed.leftOut.length +
	packed.names.length +
	packed.nameWidths.length +
	JSON.stringify(packed.values).length;

describe('the employee marks at their size limit', () => {
	test('at every limit from the full width down to the floor, the packed marks stay within it', () => {
		const marks = employees();
		const full = marks.pack();
		expect(full.nameBits).toBe(NAME_BITS);
		const overruns: Array<{ limit: number; bytes: number }> = [];
		// from the largest limit down, as a growing account meets them: a narrowing is kept
		for (let limit = stateBytes(full); marks.nameBits > NAME_FLOOR_BITS; limit--) {
			const bytes = stateBytes(marks.pack(limit));
			if (bytes > limit) overruns.push({ limit, bytes });
		}
		expect(overruns).toEqual([]);
	});

	test('the names keep the widest width whose texts fit the limit with JSON_AROUND_BYTES to spare for the JSON around them', () => {
		const full = employees().pack();
		const fits = textBytes(full) + JSON_AROUND_BYTES;
		expect(employees().pack(fits).nameBits).toBe(NAME_BITS);
		expect(employees().pack(fits - 1).nameBits).toBe(NAME_BITS - 1);
	});

	test('when the other texts alone fill the limit the names keep the floor’s bits, past the limit, and the marks read back', () => {
		const marks = employees();
		const full = marks.pack();
		const limit = textBytes(full) - full.names.length - 1_000;
		const packed = marks.pack(limit);
		expect(packed.nameBits).toBe(NAME_FLOOR_BITS);
		expect(stateBytes(packed)).toBeGreaterThan(limit);
		const back = Marks.unpack(packed);
		expect(back.get('a-4')).toMatchObject({
			// a-4 is the employee of index 3
			names: [(3 * 163) % 2 ** NAME_FLOOR_BITS, (3 * 7_919) % 2 ** NAME_FLOOR_BITS, 3],
			nameBits: NAME_FLOOR_BITS,
			status: 'Suspended',
			department: 'Sales "EMEA"',
			location: 'Site 3',
		});
	});
});
