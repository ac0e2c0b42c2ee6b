import type { IDataObject } from 'n8n-workflow';

import { employeeFromListItem, type Employee } from '../../../shared/shapes/employee';
import { listPages } from '../../../shared/transport/pagination';
import type { Poll } from '../../poll';
import { flaggedSample } from '../../triggerEvent';
import { employeeList } from './read';
import { keptValues, isTerminated } from './state';

const ILLUSTRATIVE_NOTE =
	'Test event: a real employee as it is now. change, previous and changed_fields show what a live event carries and are illustrative, not this employee’s history.';

/**
 * A real employee as an example; with "Only Terminations", a terminated one found within the
 * poll's budget. Its `change` and `previous` show what a live event carries and are flagged
 * illustrative (they are not the record's history). When no employee matches within the budget,
 * a flagged example with ids no record has.
 */
export async function sampleEvent(poll: Poll): Promise<IDataObject[]> {
	const onlyTerminations = poll.param('onlyTerminations', false);
	const matches = (employee: Employee) =>
		!onlyTerminations || isTerminated(keptValues(employee).employment_status);
	// without the filter any employee serves, so one record is enough
	const extent = onlyTerminations ? { returnAll: true } : { returnAll: false, limit: 1 };
	for await (const { items } of listPages(poll, employeeList, extent)) {
		const employee = items.map(employeeFromListItem).find(matches);
		if (employee) return [illustrativeEvent(employee, onlyTerminations)];
		if (!poll.meter.canSend()) break;
	}
	return [exampleEvent(onlyTerminations)];
}

/** A real employee dressed as the event a live poll would emit for it. */
function illustrativeEvent(employee: Employee, terminated: boolean): IDataObject {
	if (!terminated) {
		return flaggedSample('illustrative', ILLUSTRATIVE_NOTE, {
			...employee,
			change: 'created',
			previous: null,
			changed_fields: [],
		});
	}
	const dated = keptValues(employee).termination_date !== null;
	return flaggedSample('illustrative', ILLUSTRATIVE_NOTE, {
		...employee,
		change: 'updated',
		previous: dated
			? { employment_status: 'Active', termination_date: null }
			: { employment_status: 'Active' },
		changed_fields: dated ? ['employment_status', 'termination_date'] : ['employment_status'],
	});
}

/**
 * An event with ids no employee has, for an account where none matching was found: a termination
 * with "Only Terminations", else a creation.
 */
function exampleEvent(onlyTerminations: boolean): IDataObject {
	// every field of a live event's employee, those the example leaves empty null
	const person = employeeFromListItem({
		id: 'example-employee',
		FirstName: 'Example',
		LastName: onlyTerminations ? 'Leaver' : 'Joiner',
		WorkEmail: `example.${onlyTerminations ? 'leaver' : 'joiner'}@example.invalid`,
	});
	const changed = onlyTerminations
		? {
				employment_information: { employment_status: 'Terminated', termination_date: null },
				change: 'updated',
				previous: { employment_status: 'Active' },
				changed_fields: ['employment_status'],
			}
		: {
				employment_information: { employment_status: 'Active', termination_date: null },
				change: 'created',
				previous: null,
				changed_fields: [],
			};
	return flaggedSample(
		'example',
		`Example event: no ${onlyTerminations ? 'terminated ' : ''}employee was found within the request budget. Its ids belong to no record; live events carry real employees.`,
		{ ...person, ...changed },
	);
}
