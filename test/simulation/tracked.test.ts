/** The generator changes every field the model tracks: no tracked field goes untested. */
import fc from 'fast-check';

import { EVENTS, historyOf, type Change, type SimulatedEvent } from './history';
import { TRACKED_FIELDS } from './tracked';

/** The tracked fields each change other than an edit sets. */
const SET_BY: Record<SimulatedEvent, Partial<Record<Change['kind'], readonly string[]>>> = {
	walletTransaction: { transactions: TRACKED_FIELDS.walletTransaction },
	departmentChanged: { deactivate: ['active'], reactivate: ['active'] },
	recoveryStatusChanged: { move: ['status'] },
	employeeChanged: {
		terminate: ['employment_status', 'termination_date'],
		reinstate: ['employment_status', 'termination_date'],
	},
};

it.each(EVENTS)('%s: the histories change every tracked field', (event) => {
	const changed = new Set<string>();
	for (const history of fc.sample(historyOf(event), { numRuns: 300, seed: 19 })) {
		for (const step of history.steps) {
			const change = step.kind === 'during' ? step.change : step;
			if (change.kind === 'edit') changed.add(change.field);
			for (const field of SET_BY[event][change.kind as Change['kind']] ?? []) changed.add(field);
		}
	}
	expect([...changed].sort()).toEqual([...TRACKED_FIELDS[event]].sort());
});
