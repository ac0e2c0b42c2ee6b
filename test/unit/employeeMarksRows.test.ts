/**
 * The employee marks as a poll changes them, row by row: the count of employees they hold, and
 * the cost of adding employees one by one to marks read from a large state.
 */
import {
	Marks,
	MET_THIS_PASS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';

function mark(overrides: Partial<Mark> = {}): Mark {
	return {
		hash: 12_345,
		names: [1, 2, 3],
		status: 'Active',
		termination: null,
		department: 'Finance',
		location: null,
		met: MET_THIS_PASS,
		...overrides,
	};
}

describe('the employee marks, row by row', () => {
	test('each employee held counts once, whether set once or again, and a deleted one no longer, until it is set back', () => {
		const marks = Marks.unpack(Marks.empty().pack());
		marks.set('a-1', mark());
		marks.set('a-2', mark());
		marks.set('a-1', mark({ department: 'Sales' }));
		expect(marks.size).toBe(2);
		marks.delete('a-2');
		marks.delete('a-2');
		expect(marks.size).toBe(1);
		marks.set('a-2', mark());
		expect(marks.size).toBe(2);
		expect(Marks.unpack(marks.pack()).size).toBe(2);
	});

	// the columns grow by doubling: adding employees one by one costs a constant time each, as a
	// baseline does page after page (a growth by as much as needed would copy every column anew
	// at each employee: minutes at 100,000)
	test('40,000 employees added one by one to empty marks take well under a second', () => {
		const marks = Marks.empty();
		const started = performance.now();
		for (let index = 0; index < 40_000; index++) marks.set(`a-${index}`, mark());
		const took = performance.now() - started;
		expect(marks.size).toBe(40_000);
		expect(took).toBeLessThan(1_000);
	});
});
