/** An employee's mark as the unit tests of the employee marks build it: one with every field set. */
import {
	MET_THIS_PASS,
	type Mark,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { NAME_BITS } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';

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
