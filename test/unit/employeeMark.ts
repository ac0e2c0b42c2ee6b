/** An employee's mark as the unit tests of the employee marks build it: one with every field set. */
import {
	MET_THIS_PASS,
	NAME_BITS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';

export function mark(overrides: Partial<Mark> = {}): Mark {
	return {
		hash: 12_345,
		names: [1, 2, 3],
		nameBits: NAME_BITS,
		status: 'Active',
		termination: null,
		department: 'Finance',
		location: null,
		met: MET_THIS_PASS,
		...overrides,
	};
}
