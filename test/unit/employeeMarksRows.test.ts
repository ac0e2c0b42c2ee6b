/**
 * The employee marks as a poll changes them, row by row: the count of employees they hold.
 */
import { Marks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { mark } from './employeeMark';

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
});
