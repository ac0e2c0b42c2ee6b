import type { IDataObject } from 'n8n-workflow';

import type { TriggerEvent } from './triggerEvent';

/**
 * The trigger's memory in the workflow's static data (n8n's 'node' static data), one JSON
 * object: `{ version, event, scope, data }`. `data` is the event's own state, `version` its
 * `stateVersion`, `scope` the event's `stateParameters` as JSON (a persisted key, spelt as states
 * were saved). A state written for another event or for other state parameters is not
 * read: the trigger then starts a new baseline. A state of the version before is upgraded by the
 * event (its state.ts), so that an upgrade of the package starts no new baseline and loses no
 * change made around it.
 */

const STATE_KEY = 'assetLifecycleTrigger';

interface StoredState {
	version: number;
	event: string;
	scope: string;
	data: object;
}

function isStoredState(value: unknown): value is StoredState {
	if (typeof value !== 'object' || value === null) return false;
	const candidate = value as Partial<StoredState>;
	return (
		typeof candidate.version === 'number' &&
		typeof candidate.event === 'string' &&
		typeof candidate.scope === 'string' &&
		typeof candidate.data === 'object' &&
		candidate.data !== null
	);
}

/**
 * The state recorded for this event and these parameters, or undefined when there is none; a
 * state of the version before the event's is upgraded by the event.
 */
export function readState<T extends object>(
	staticData: IDataObject,
	event: TriggerEvent<T>,
	stateParameters: string,
): T | undefined {
	const stored = staticData[STATE_KEY];
	if (!isStoredState(stored)) return undefined;
	if (stored.event !== event.value || stored.scope !== stateParameters) return undefined;
	// a copy: the poll computes on it, and only a successful poll writes it back
	const data = JSON.parse(JSON.stringify(stored.data)) as object;
	if (stored.version === event.stateVersion) return data as T;
	return stored.version === event.stateVersion - 1 ? event.upgrade(data) : undefined;
}

/**
 * Writes the next state. n8n marks static data changed on any assignment, so an unchanged state is
 * not written at all.
 */
export function writeState<T extends object>(
	staticData: IDataObject,
	event: TriggerEvent<T>,
	stateParameters: string,
	data: T,
): void {
	const next: StoredState = {
		version: event.stateVersion,
		event: event.value,
		scope: stateParameters,
		data,
	};
	if (JSON.stringify(staticData[STATE_KEY]) === JSON.stringify(next)) return;
	staticData[STATE_KEY] = next as unknown as IDataObject;
}
