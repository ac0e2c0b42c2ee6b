/**
 * writeState leaves the static data alone when the next state is the one recorded: n8n marks the
 * static data changed on any assignment, and saves the workflow for it. What tells two states
 * apart is their JSON, as n8n saves it.
 */
import { ObservableObject, type IDataObject } from 'n8n-workflow';

import { triggerEvents } from '../../nodes/AssetLifecycleTrigger/events';
import { writeState } from '../../nodes/AssetLifecycleTrigger/state';

const event = triggerEvents.find((candidate) => candidate.value === 'employeeChanged')!;
const SCOPE = JSON.stringify({ onlyTerminations: false });

/** The node's static data as n8n hands it to a poll: restored from JSON, watched for changes. */
function staticDataRecording(data: object): IDataObject {
	const recorded = { version: event.stateVersion, event: event.value, scope: SCOPE, data };
	return ObservableObject.create(JSON.parse(JSON.stringify({ assetLifecycleTrigger: recorded })));
}

describe('writeState: the next state is written only when its JSON differs', () => {
	test('a key left undefined is no key in JSON: the state is the one recorded, not written', () => {
		const staticData = staticDataRecording({ page: 2, verify: ['2788560-10007'] });

		writeState({ staticData, key: 'assetLifecycleTrigger' }, event, SCOPE, {
			page: 2,
			verify: ['2788560-10007'],
			resume: undefined,
		});

		expect(staticData.__dataChanged).toBe(false);
	});

	test('a list is not an object holding the same entries by position: the state is written', () => {
		const staticData = staticDataRecording({ verify: { 0: '2788560-10007' } });

		writeState({ staticData, key: 'assetLifecycleTrigger' }, event, SCOPE, {
			verify: ['2788560-10007'],
		});

		expect(staticData.__dataChanged).toBe(true);
		expect((staticData.assetLifecycleTrigger as IDataObject).data).toEqual({
			verify: ['2788560-10007'],
		});
	});
});
