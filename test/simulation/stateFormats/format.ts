/**
 * A state format of one event at one `stateVersion`, as the trigger stores it in static data:
 * one file per event and version (`<event>.v<N>.ts`), found by `index.ts`. A file says what a
 * state of its version records (`write`: the state that version keeps once it knows the records
 * as the trigger last emitted them), and, for the version the trigger writes now, how far its
 * reads have come (`progress`: the liveness checks). A new `stateVersion` is one new file: its
 * `progress` serves the current version, and its `write` the upgrades once a later version comes.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { SimulatedEvent } from '../history';

/** What the trigger knows of one record: what it last emitted of it, or saw at the baseline. */
export interface KnownRecord {
	/** The API's rendering of the record then (a list item, a row, a department, a recovery). */
	api: IDataObject;
	/** When that version of the record began, on the simulated clock (ms). */
	since: number;
}

export interface Known {
	/** The trigger's parameters, from which each version derived the key its state is kept under. */
	parameters: INodeParameters;
	/** The records the trigger knows, by the model's key; records it does not know are absent. */
	records: Map<string, KnownRecord>;
	/** The records the parameters watch that the trigger has not emitted since their change. */
	pending: Map<string, KnownRecord>;
	/** The simulated time of the upgrade (ms). */
	now: number;
}

/** What a stored state says of the reads the trigger keeps going over several polls. */
export interface Progress {
	/** The first pass (the baseline) has completed. */
	baselined: boolean;
	/** Changes each time a pass completes (events whose reads go round in passes). */
	pass?: string;
	/** A read that goes on at the next polls (a wallet backlog, a read the budget cut short). */
	backlog?: boolean;
	/** After an edit of the scope: records watched since are still to be read once (recoveries). */
	rewatching?: boolean;
}

export interface StateFormat {
	event: SimulatedEvent;
	version: number;
	/** The key a state of this version is kept under for these parameters (the stored `scope`). */
	scope(parameters: INodeParameters): string;
	/** The state this version keeps (its `data`), knowing the records as `known` says. */
	write(known: Known): object;
	/** Required of the version the trigger writes now; `scope` the stored parameters' JSON. */
	progress?(data: IDataObject, scope: string): Progress;
	/**
	 * The records a state of the version the trigger writes now holds, by the model's key, where it
	 * holds each watched record once its baseline completed, whatever the filters (recoveries).
	 */
	recorded?(data: IDataObject): string[];
}
