import {
	DEFAULT_MAX_REQUESTS_PER_POLL,
	pollLimits,
	LARGEST_PAGE_SIZE,
	recordsPerPoll,
} from '../../budget';
import type { TriggerEvent } from '../../triggerEvent';
import { sampleEvent } from './sample';
import type { EmployeeState } from './state';
import { upgradeState } from './upgrade';
import { continueSweep } from './sweep';

const employeesPerPoll = (requests: number) => recordsPerPoll(requests).toLocaleString('en-US');

/**
 * An employee added or changed. The employee list has no change filter, so each poll goes on with
 * a sweep over the whole list (sweep.ts) and compares every employee with what the state recorded
 * of it (state.ts); "Only Terminations" keeps the changes where the employment status became
 * Terminated.
 */
export const employeeChangedEvent: TriggerEvent<EmployeeState> = {
	value: 'employeeChanged',
	name: 'Employee Changed',
	description: `An employee was added or changed; the list is read ${LARGEST_PAGE_SIZE} employees a request, a few pages a poll`,
	notice: `Starts the workflow once for each employee added or changed (with Only Terminations, each whose employment status became Terminated). The first pass after publishing records every employee and starts nothing. The API cannot list changes, so the polls read the whole employee list in turns (passes): a change arrives within one to two passes, and a pass takes a poll for every ${employeesPerPoll(pollLimits.idleQuotaCeiling)} employees, or ${employeesPerPoll(DEFAULT_MAX_REQUESTS_PER_POLL)} while other workflows use the API. Editing Only Terminations loses no change.`,
	stateVersion: 4,

	properties: [
		{
			displayName: 'Only Terminations',
			name: 'onlyTerminations',
			type: 'boolean',
			default: false,
			description:
				'Whether to trigger only when an employee’s employment status became Terminated (the start of an offboarding)',
		},
	],

	stateParameters(poll) {
		return { onlyTerminations: poll.param('onlyTerminations', false) };
	},

	// Only Terminations applies as each change is read: its edit leaves the state as it is
	carryOver: (_poll, state) => state,

	poll: continueSweep,

	upgrade: upgradeState,

	sample: sampleEvent,
};
