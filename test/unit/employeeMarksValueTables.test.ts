/**
 * The tables of kept values in the packed marks: each holds the values some employee has now, in
 * text order, so that values sharing their beginnings are written side by side, and a state read
 * back packs to the very text it was read from.
 */
import { Marks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { type PackedMarks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/codec';
import { mark } from './employeeMark';
import { unpackTexts } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText';

/** values[0] holds the code lengths; then status, termination, department, location. */
const departmentTable = (packed: PackedMarks) => packed.values[3];

/**
 * Four employees as this version packs them (e-1 Active in Sales at HQ Austin, e-2 On Leave in
 * Finance at the Berlin Office, e-3 Active in Legal at HQ Austin, e-4 Terminated on 2026-10-31 in
 * Sales): several values a column, so that their order in each table shows.
 */
const SAVED: PackedMarks = {
	ids: '0{?we->RNR',
	values: [
		"'gOy'x$s8|",
		'.q/;NRActiveOn LeaveTerminated',
		'>>2026-10-31',
		'.ZWcFinanceLegalSales',
		'IX/wBerlin OfficeHQ Austin',
	],
	kept: 'AE?4',
	hashes: '!!$e!!!aT*!1]J!%tg',
	met: '0k',
	leftOut: '!!',
	names: '!!8:-.&2!B!2!(!!NR8:*B!c!B!.',
	nameBits: 15,
	nameWidths: 'Y_w2',
};

describe('the tables of kept values in the packed marks', () => {
	test('a saved state read back packs to the very same text: a poll that changes nothing writes no state', () => {
		const read = Marks.unpack(structuredClone(SAVED));
		expect(['e-1', 'e-2', 'e-3', 'e-4'].map((id) => read.get(id)?.department)).toEqual([
			'Sales',
			'Finance',
			'Legal',
			'Sales',
		]);
		expect(read.pack()).toEqual(SAVED);
	});

	test('values that share their beginnings are written side by side, whatever order employees were met in', () => {
		const offices = Array.from({ length: 10 }, (_, index) => `Office ${index + 1}`);
		const departments = offices.flatMap((office) => [
			`Engineering (${office})`,
			`Sales (${office})`,
		]);
		const marks = Marks.empty();
		// met alternately: one Engineering, one Sales, each table entry unlike the one before it
		departments.forEach((department, index) => marks.set(`a-${index + 1}`, mark({ department })));

		const table = departmentTable(marks.pack());

		expect(unpackTexts(table).sort()).toEqual([...departments].sort());
		const written = departments.reduce((sum, department) => sum + department.length, 0);
		// each after the first of its kind costs its differing end: "10)" at most, not all of it
		expect(table.length).toBeLessThan(written / 2);
	});

	test('a value no employee holds any more leaves its table', () => {
		const read = Marks.unpack(
			(() => {
				const marks = Marks.empty();
				marks.set('a-1', mark({ department: 'Legal' }));
				marks.set('a-2', mark({ department: 'Sales' }));
				marks.set('a-3', mark({ department: 'Procurement' }));
				return marks.pack();
			})(),
		);
		read.set('a-1', mark({ department: 'Sales' }));
		read.delete('a-3');

		const packed = read.pack();

		expect(unpackTexts(departmentTable(packed))).toEqual(['Sales']);
		expect(Marks.unpack(packed).get('a-1')?.department).toBe('Sales');
	});
});
