import type { IDataObject, INodeProperties, INodeType } from 'n8n-workflow';

import { API_REQUESTS_PER_MINUTE, QUOTA_RESERVE_SHARE, SLOW_PASS_MS } from './budget';
import type { Poll } from './poll';

export interface PollOutcome<T extends object> {
	/** One item per event, oldest first. */
	events: IDataObject[];
	/** The state to record once the poll succeeded; undefined when there is nothing to record yet. */
	state: T | undefined;
}

/**
 * One event of the trigger: a folder under events/ whose index.ts declares it. `poll` goes on
 * with the event's sweep from the recorded state (none on the first poll: it then starts the
 * baseline) and returns the differences as events plus the next state; it sends no more requests
 * than the poll's meter admits, and a read the meter cuts short continues at the next poll from
 * the cursor in its state. `sample` returns the test event of a manual run ("Fetch Test Event"): a
 * real record that matches the filters, or a flagged example (`example: true`) when none is found
 * within the budget. None of them writes the static data: the node does, once, after the poll.
 *
 * n8n does not save the static data of a poll that emitted nothing, so what such a poll recorded
 * may be lost on a restart (see docs/n8n-notes.md, Static data: when n8n saves it). Each event
 * keeps that loss harmless: a record's recorded values move only when its event is emitted (or
 * when it is first seen), and a sweep cursor that goes back only costs reading again.
 */
export interface TriggerEvent<T extends object> {
	/** The `event` parameter's value: workflows store it. */
	value: string;
	/** The Event dropdown's entry and the canvas subtitle. */
	name: string;
	description: string;
	/**
	 * The notice the node shows while this event is chosen: what the first poll after activation
	 * does, what starts the workflow, and how soon a change arrives.
	 */
	notice: string;
	/** The event's own parameters; the node shows them only while this event is chosen. */
	properties: INodeProperties[];
	/** The dropdowns its parameters load (`loadOptionsMethod`); the node merges every event's. */
	methods?: Pick<NonNullable<INodeType['methods']>, 'loadOptions'>;
	/**
	 * The format of the state this event writes; a state of an earlier version is handed to
	 * `upgrade`, any other is not read (the trigger then starts a new baseline).
	 */
	stateVersion: number;
	/**
	 * The parameters the state is recorded for (the filters and the scope); an edit of them hands
	 * the state to `carryOver`.
	 */
	stateParameters(poll: Poll): IDataObject;
	/**
	 * The state recorded for other state parameters (`recordedFor`: the user edited a filter or
	 * the scope), brought to the parameters in force: what the edit leaves true is kept, what it
	 * does not is read again, so that no change made before, during or after the edit is lost, and
	 * each change read after it is judged by the filters in force (each event's state.ts says how).
	 */
	carryOver(poll: Poll, state: T, recordedFor: IDataObject): T | undefined;
	poll(poll: Poll, state: T | undefined): Promise<PollOutcome<T>>;
	/**
	 * A state saved in an earlier state `version`, in this format; undefined when it cannot be.
	 */
	upgrade(old: object, version: number): T | undefined;
	sample(poll: Poll): Promise<IDataObject[]>;
}

/**
 * The most requests worth giving a poll: the reserve stops it there in each of the API's windows
 * (budget.ts). From the quota, not from `pollLimits`, which tests make small.
 */
const USEFUL_BUDGET = API_REQUESTS_PER_MINUTE * (1 - QUOTA_RESERVE_SHARE);

/**
 * Reports a pass that took longer than SLOW_PASS_MS in n8n's log: the trigger then sees changes
 * late, and the operator can poll more often or give it more requests a poll.
 */
export function warnIfSlowPass(
	poll: Poll,
	event: string,
	passStartedAt: number,
	what: string,
	details: IDataObject = {},
): void {
	const took = poll.now() - passStartedAt;
	if (took <= SLOW_PASS_MS) return;
	const minutes = Math.round(took / 60000);
	poll.logger.warn(
		`Asset Lifecycle Trigger: a pass over ${what} took ${minutes} minutes (more than ${SLOW_PASS_MS / 60000}); poll more often, or raise Max Requests per Poll up to ${USEFUL_BUDGET}, to see changes sooner`,
		{ event, ...details, passMinutes: minutes },
	);
}

/** The API's own clock from a response's Date header, else the poll's. */
export function apiClock(poll: Poll, headers: Record<string, unknown>): number {
	const parsed = Date.parse(String(headers.date ?? ''));
	return Number.isNaN(parsed) ? poll.now() : parsed;
}

/**
 * A test event with its flag as the first key: `illustrative` for a real record whose change
 * fields are made up (or a real record shown as if it had just arrived), `example` for one with
 * ids no record has. First, since n8n's Table view shows a wide record's first columns.
 */
export function flaggedSample(
	flag: 'illustrative' | 'example',
	note: string,
	event: IDataObject,
): IDataObject {
	return { [flag]: true, note, ...event };
}
