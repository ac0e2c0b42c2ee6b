import type { TriggerEvent } from '../../triggerEvent';
import { sampleEvent } from './sample';
import { upgradeState, type DepartmentState } from './state';
import { continueSweep } from './sweep';

/**
 * A department created, changed or deactivated. Each poll reads the departments modified since
 * the last read (sweep.ts) and compares each with the values the state recorded of it (state.ts).
 */
export const departmentChangedEvent: TriggerEvent<DepartmentState> = {
	value: 'departmentChanged',
	name: 'Department Changed',
	description: 'A department was created, renamed, moved, re-phoned or deactivated',
	notice:
		'Starts the workflow once for each department created, renamed, moved, re-phoned or deactivated; a change arrives at the next poll, which reads only the departments modified since the one before. The first poll after publishing records every department and starts nothing. Editing Exclude Deactivations loses no change.',
	stateVersion: 2,

	properties: [
		{
			displayName: 'Exclude Deactivations',
			name: 'excludeDeactivations',
			type: 'boolean',
			default: false,
			description:
				'Whether to leave out departments that were deactivated (deleted); created and changed ones still trigger',
		},
	],

	stateParameters(poll) {
		return { excludeDeactivations: poll.param('excludeDeactivations', false) };
	},

	// Exclude Deactivations applies as each change is read: its edit leaves the state as it is
	carryOver: (_poll, state) => state,

	poll: continueSweep,

	upgrade: upgradeState,

	sample: sampleEvent,
};
