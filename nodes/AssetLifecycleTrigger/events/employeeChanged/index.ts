import type { TriggerEvent } from '../../triggerEvent';
import { sampleEmployeeEvent } from './sample';
import {
	freshState,
	upgradeEmployeeState,
	type EmployeeState,
	type EmployeeStateVersion1,
} from './state';
import { sweepEmployees, type Sweep } from './sweep';

/**
 * An employee added or changed. The employee list has no change filter, so each poll goes on with
 * a sweep over the whole list (sweep.ts) and compares every employee with what the state recorded
 * of it (state.ts); "Only Terminations" keeps the changes where the employment status became
 * Terminated.
 */
export const employeeChangedEvent: TriggerEvent<EmployeeState> = {
	value: 'employeeChanged',
	name: 'Employee Changed',
	description:
		'An employee was added or changed; the list is read 100 employees a request, a few pages a poll',
	notice:
		'Starts once for each employee added or changed (with Only Terminations, each whose employment status became Terminated). The API cannot list changes, so the polls read the whole employee list in turn, 100 employees a request: a change arrives within one to two passes. A pass over 20,000 employees is 200 requests: 5 polls while nobody else spends the account’s quota (a poll then reads up to 45 requests), up to 20 polls at the default Max Requests per Poll of 10 while others do. The first pass after activation records every employee and starts nothing.',
	stateVersion: 2,

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

	stateParameters() {
		return { onlyTerminations: this.getNodeParameter('onlyTerminations', false) };
	},

	async poll(saved, meter) {
		const state = saved ?? freshState();
		const sweep: Sweep = {
			state,
			onlyTerminations: this.getNodeParameter('onlyTerminations', false) as boolean,
			events: [],
		};
		await sweepEmployees.call(this, sweep, meter);
		return { events: sweep.events, state };
	},

	upgrade(old) {
		const employees = (old as EmployeeStateVersion1).employees;
		return employees && typeof employees === 'object'
			? upgradeEmployeeState(old as EmployeeStateVersion1)
			: undefined;
	},

	sample: sampleEmployeeEvent,
};
