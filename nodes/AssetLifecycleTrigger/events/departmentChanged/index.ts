import type { TriggerEvent } from '../../triggerEvent';
import { sampleDepartmentEvent } from './sample';
import type { DepartmentState } from './state';
import { pollDepartments } from './sweep';

/**
 * A department created, changed or deactivated. Each poll reads the departments modified since
 * the last read (sweep.ts) and compares each with the values the state recorded of it (state.ts).
 */
export const departmentChangedEvent: TriggerEvent<DepartmentState> = {
	value: 'departmentChanged',
	name: 'Department Changed',
	description: 'A department was created, renamed, moved, re-phoned or deactivated',
	notice:
		'Starts once for each department created, renamed, moved, re-phoned or deactivated. A change arrives at the next poll, which reads only the departments modified since the last one (one request when none was). The first poll after activation reads every department to record it and starts nothing.',
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

	stateParameters() {
		return { excludeDeactivations: this.getNodeParameter('excludeDeactivations', false) };
	},

	poll: pollDepartments,

	upgrade(old) {
		const { since, known } = old as Partial<DepartmentState>;
		return typeof since === 'string' && known ? { since, known, baselined: true } : undefined;
	},

	sample: sampleDepartmentEvent,
};
