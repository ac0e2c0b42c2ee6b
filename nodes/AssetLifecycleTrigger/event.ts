import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

export interface PollOutcome<T extends object> {
	/** One item per event, oldest first. */
	events: IDataObject[];
	/** The state to record once the whole poll succeeded. */
	state: T;
}

/**
 * One event of the trigger. `baseline` records what exists now; `poll` compares what exists now
 * with the recorded state and returns the differences as events plus the next state; `sample`
 * returns a real example for a manual test run. None of them writes the static data: the node
 * does, once, after the poll succeeded.
 *
 * n8n saves a poller's static data only when the poll emits and after the activation poll (see
 * AssetLifecycleTrigger.node.ts), so a poll that emits nothing may lose its state change on a
 * restart. Each module keeps that harmless: a record's recorded values move only when its event
 * is emitted (or when it is first seen), and an empty poll otherwise only prunes or moves a
 * read-window forward.
 */
export interface TriggerEvent<T extends object> {
	properties: INodeProperties[];
	/** The parameters that shape the state; the trigger records a new baseline when they change. */
	scope(this: IPollFunctions): IDataObject;
	baseline(this: IPollFunctions): Promise<T>;
	poll(this: IPollFunctions, state: T): Promise<PollOutcome<T>>;
	sample(this: IPollFunctions): Promise<IDataObject[]>;
}

/** The API's own clock from a response's Date header, else this machine's. */
export function apiClock(headers: Record<string, unknown>): number {
	const parsed = Date.parse(String(headers.date ?? ''));
	return Number.isNaN(parsed) ? Date.now() : parsed;
}

export const TEST_EVENT_NOTE =
	'Test event: a real record as it is now. Live events carry what changed since the last poll.';
