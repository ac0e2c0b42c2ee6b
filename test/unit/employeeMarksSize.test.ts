import {
	Marks,
	MET_THIS_PASS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { NAME_BITS } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';
import { unpackTexts } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';

function mark(overrides: Partial<Mark> = {}): Mark {
	return {
		hash: 12_345,
		names: [1, 2, 3],
		nameBits: NAME_BITS,
		status: 'Active',
		termination: null,
		department: 'Finance',
		location: 'HQ Austin',
		met: MET_THIS_PASS,
		...overrides,
	};
}

function marksOf(count: number, markOf: (index: number) => Mark): Marks {
	const marks = Marks.empty();
	for (let index = 0; index < count; index++) marks.set(`a-${index + 1}`, markOf(index));
	return marks;
}

/** The bits the kept values' codes take in the packed marks. */
const keptBits = (marks: Marks) => (marks.pack().kept.length / 2) * 13;

describe('the employee marks: what a kept value costs in the packed state', () => {
	test('a value many employees share is written once in its column', () => {
		const packed = marksOf(1_000, () => mark()).pack();
		// values[0] holds the code lengths; then status, termination, department, location
		expect(packed.values.slice(1).map(unpackTexts)).toEqual([
			['Active'],
			[],
			['Finance'],
			['HQ Austin'],
		]);
	});

	test('a status nearly every employee has costs them what one status for all would; the rare ones a few bits', () => {
		const rare = ['On Leave', 'Terminated', 'Suspended'];
		const skewed = marksOf(1_000, (index) =>
			mark({ status: index % 100 < 3 ? rare[index % 100] : 'Active' }),
		);
		const uniform = marksOf(1_000, () => mark());
		// 30 rare statuses at 2 or 3 bits where one status takes 1: at most 60 bits more, against
		// about 1,000 more for codes that ignore how often a value occurs (2 bits each)
		const more = keptBits(skewed) - keptBits(uniform);
		expect(more).toBeGreaterThan(0);
		expect(more).toBeLessThanOrEqual(60 + 13);
	});

	test('an employee deleted and met again is kept, and counted once', () => {
		const read = Marks.unpack(marksOf(3, () => mark()).pack());
		read.delete('a-2');
		expect(read.size).toBe(2);
		read.set('a-2', mark({ department: 'Legal' }));
		expect(read.size).toBe(3);
		expect(read.get('a-2')?.department).toBe('Legal');
		const back = Marks.unpack(read.pack());
		expect(back.size).toBe(3);
		expect(['a-1', 'a-2', 'a-3'].map((id) => back.get(id)?.department)).toEqual([
			'Finance',
			'Legal',
			'Finance',
		]);
	});
});
