import {
	Marks,
	MET_LAST_PASS,
	MET_THIS_PASS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';

function mark(overrides: Partial<Mark> = {}): Mark {
	return {
		hash: 2 ** 38 - 1,
		names: [32_767, 0, 12_345],
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

	test('past the limit the names keep fewer bits, the low ones, and never more again', () => {
		const marks = marksOf(
			Array.from({ length: 2_000 }, (_, index) => [
				`a-${index + 1}`,
				mark({ names: [index + 1, 3 * (index + 1), 7 * (index + 1)] }),
			]),
		);
		const full = marks.pack();
		expect(full.nameBits).toBe(15);
		const narrowed = marks.pack(JSON.stringify(full).length - 4_000);
		expect(narrowed.nameBits).toBeLessThan(15);
		const back = Marks.unpack(narrowed);
		const width = 2 ** narrowed.nameBits;
		expect(back.get('a-100')?.names).toEqual([100 % width, 300 % width, 700 % width]);
		expect(back.sameName(100, 100 + width)).toBe(true);
		expect(back.sameName(100, 101)).toBe(false);
		expect(back.pack().nameBits).toBe(narrowed.nameBits);
	});
});
