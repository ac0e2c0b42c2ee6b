import {
	Marks,
	MET_LAST_PASS,
	MET_THIS_PASS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import {
	HASH_BITS,
	NAME_BITS,
	NAME_FLOOR_BITS,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';

function mark(overrides: Partial<Mark> = {}): Mark {
	return {
		hash: 2 ** HASH_BITS - 1,
		names: [32_767, 0, 12_345],
		nameBits: NAME_BITS,
		status: 'Active',
		termination: null,
		department: 'Finance',
		location: null,
		met: MET_THIS_PASS,
		...overrides,
	};
}

function marksOf(entries: Array<[string, Mark]>): Marks {
	const marks = Marks.empty();
	for (const [id, value] of entries) marks.set(id, value);
	return marks;
}

describe('the employee marks: what the state keeps of each employee, packed', () => {
	test('every value of a mark reads back as it was, texts of any kind included', () => {
		const entries: Array<[string, Mark]> = [
			['6409933-10004', mark()],
			['6409933-10001', mark({ status: null, department: null, location: null, met: 0 })],
			[
				'odd "id" \\ é',
				mark({
					status: 'Terminated',
					termination: '2026-01-31',
					department: 'Sales "EMEA" \\ ü',
					location: 'HQ',
					hash: 1,
					met: MET_LAST_PASS | MET_THIS_PASS,
				}),
			],
		];
		const back = Marks.unpack(JSON.parse(JSON.stringify(marksOf(entries).pack())));
		expect(back.size).toBe(entries.length);
		expect(entries.map(([id]) => [id, back.get(id)])).toEqual(entries);
	});

	test('employees added and removed after a read are packed as they stand', () => {
		const read = Marks.unpack(
			marksOf([
				['a-1', mark()],
				['a-2', mark()],
				['a-9', mark()],
			]).pack(),
		);
		read.set('a-5', mark({ department: 'Legal', hash: 5 }));
		read.delete('a-2');
		read.set('a-1', mark({ department: 'Sales' }));
		const back = Marks.unpack(read.pack());
		expect(['a-1', 'a-2', 'a-5', 'a-9'].map((id) => back.get(id)?.department)).toEqual([
			'Sales',
			undefined,
			'Legal',
			'Finance',
		]);
		expect(back.size).toBe(3);
	});

	test('a new pass: what this pass met is what the last one met, and the unmet are those neither met', () => {
		const marks = marksOf([
			['a-1', mark({ met: MET_THIS_PASS })],
			['a-2', mark({ met: MET_LAST_PASS })],
			['a-3', mark({ met: MET_THIS_PASS | MET_LAST_PASS })],
		]);
		marks.startPass();
		expect(['a-1', 'a-2', 'a-3'].map((id) => [id, marks.get(id)?.met])).toEqual([
			['a-1', MET_LAST_PASS],
			['a-2', 0],
			['a-3', MET_LAST_PASS],
		]);
		expect(marks.unmet()).toEqual(['a-2']);
	});

	test('past the limit the names keep fewer bits, the low ones, down to the floor, and never more again', () => {
		const marks = marksOf(
			Array.from({ length: 2_000 }, (_, index) => [
				`a-${index + 1}`,
				mark({ names: [index + 1, 30_000 + index, 7 * (index + 1)] }),
			]),
		);
		const full = marks.pack();
		expect(full.nameBits).toBe(NAME_BITS);
		const narrowed = marks.pack(JSON.stringify(full).length - 4_000);
		expect(narrowed.nameBits).toBe(NAME_FLOOR_BITS);
		const back = Marks.unpack(narrowed);
		const width = 2 ** NAME_FLOOR_BITS;
		expect(back.get('a-100')).toMatchObject({
			names: [100, 30_099 % width, 700],
			nameBits: NAME_FLOOR_BITS,
		});
		back.set('a-100', mark({ names: [100, 30_099, 700] }));
		expect(back.get('a-100')?.nameBits).toBe(NAME_FLOOR_BITS);
		expect(back.pack().nameBits).toBe(NAME_FLOOR_BITS);
		expect(Marks.unpack(narrowed).pack(0).nameBits).toBe(NAME_FLOOR_BITS);
	});

	test('an employee’s names known at fewer bits than the others’ read back so, until set anew', () => {
		const marks = marksOf([
			['a-1', mark({ names: [5, 0, 3], nameBits: 3 })],
			['a-2', mark()],
		]);
		const back = Marks.unpack(marks.pack());
		expect(back.nameBits).toBe(NAME_BITS);
		expect(['a-1', 'a-2'].map((id) => back.get(id)?.nameBits)).toEqual([3, NAME_BITS]);
		back.set('a-1', mark());
		expect(Marks.unpack(back.pack()).get('a-1')?.nameBits).toBe(NAME_BITS);
	});
});
