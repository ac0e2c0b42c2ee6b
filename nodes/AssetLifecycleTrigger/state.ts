import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { Poll } from './poll';
import type { TriggerEvent } from './triggerEvent';

/**
 * The trigger's memory in the workflow's static data (where: `statePlace`), one JSON object:
 * `{ version, event, scope, data }`. `data` is the event's own state, `version` its
 * `stateVersion`, `scope` the event's `stateParameters` as JSON (a persisted key, spelt as states
 * were saved). A state written for another event is not read: the trigger then starts a new
 * baseline. A state of an earlier version is upgraded by the event (its state.ts), so that an
 * upgrade of the package starts no new baseline and loses no change made around it; a state
 * recorded for other state parameters (a filter or the scope edited) is carried over by the event,
 * so that an edit loses no change either.
 */

const STATE_KEY = 'assetLifecycleTrigger';

interface StoredState {
	version: number;
	event: string;
	scope: string;
	data: object;
}

/** Where the state is kept: an object of the workflow's static data, and the key in it. */
export interface StatePlace {
	staticData: IDataObject;
	key: string;
}

/**
 * Where this node's state is kept, so that a rename of the node keeps it and a copy (a new node
 * id) starts its own (docs/n8n-notes.md, "Renaming, copying and duplicating a trigger"). n8n keeps
 * a node's static data under the node's name and leaves it behind on a rename: the state lives in
 * the workflow's global static data under the node's id, and one saved under the name (0.1.0's
 * place) moves there. n8n 2.41's durable cursors are kept by node id and committed with the poll:
 * a plain copy, where the workflow's own static data is an observed object (`__dataChanged`,
 * n8n-workflow's IObservableObject). The state then stays in the cursor, which takes one left
 * under the id before the cursors were turned on, and clears that once it holds its own.
 */
export function statePlace(functions: IPollFunctions): StatePlace {
	const nodeData = functions.getWorkflowStaticData('node');
	const globalData = functions.getWorkflowStaticData('global');
	const idKey = `${STATE_KEY}:${functions.getNode().id}`;
	if (!('__dataChanged' in nodeData)) {
		if (nodeData[STATE_KEY] === undefined) {
			if (globalData[idKey] !== undefined) nodeData[STATE_KEY] = globalData[idKey];
		} else if (globalData[idKey] !== undefined) delete globalData[idKey];
		return { staticData: nodeData, key: STATE_KEY };
	}
	if (nodeData[STATE_KEY] !== undefined) {
		globalData[idKey] = nodeData[STATE_KEY];
		delete nodeData[STATE_KEY];
	}
	return { staticData: globalData, key: idKey };
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
 * The recorded state of this event, upgraded by the event when it is of an earlier version and
 * carried over by it when it was recorded for other state parameters; undefined when there is
 * none, or none the event can read.
 */
export function readState<T extends object>(
	poll: Poll,
	place: StatePlace,
	event: TriggerEvent<T>,
	stateParameters: string,
): T | undefined {
	const stored = place.staticData[place.key];
	if (!isStoredState(stored) || stored.event !== event.value) return undefined;
	// a copy: the poll computes on it, and only a successful poll writes it back
	const data = copyOf(stored.data) as object;
	const current =
		stored.version === event.stateVersion
			? (data as T)
			: stored.version >= 1 && stored.version < event.stateVersion
				? event.upgrade(data, stored.version)
				: undefined;
	if (current === undefined || stored.scope === stateParameters) return current;
	const recordedFor = parsedScope(stored.scope);
	return recordedFor === undefined ? undefined : event.carryOver(poll, current, recordedFor);
}

/** The state parameters a state was recorded for; undefined when its scope is no JSON object. */
function parsedScope(scope: string): IDataObject | undefined {
	try {
		const parsed = JSON.parse(scope) as unknown;
		return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
			? (parsed as IDataObject)
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * A copy of JSON data whose objects and arrays are new and whose texts are shared: texts cannot
 * change, and a large state is mostly a few long texts, which a copy through JSON would double.
 */
function copyOf(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(copyOf);
	if (value === null || typeof value !== 'object') return value;
	return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copyOf(entry)]));
}

/** Whether two JSON values are the same, compared without writing either out. */
function sameJson(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	const keysOf = (value: object) =>
		Object.keys(value).filter((key) => (value as IDataObject)[key] !== undefined);
	const keys = keysOf(a);
	if (keys.length !== keysOf(b).length) return false;
	return keys.every((key) => sameJson((a as IDataObject)[key], (b as IDataObject)[key]));
}

/**
 * Writes the next state. n8n marks static data changed on any assignment, so an unchanged state is
 * not written at all.
 */
export function writeState<T extends object>(
	place: StatePlace,
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
	if (sameJson(place.staticData[place.key], next)) return;
	place.staticData[place.key] = next as unknown as IDataObject;
}
