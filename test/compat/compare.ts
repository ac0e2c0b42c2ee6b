/**
 * Where what a fixture does now parts from its recording, compared by value (the order of an
 * object's keys never counts), by the rules of CONTRIBUTING.md ("Saved workflows are a contract"):
 * - the requests, exactly: the same requests in the same order, each the same method, path,
 *   query, body, token and status;
 * - what the workflow receives (items, events) may gain keys but keeps every recorded key with the
 *   recorded value and type, the same number of items in each output and the same pairing;
 * - an error keeps its HTTP code and its keys, but its text is for people and may change;
 * - the trigger's static data keeps its keys, and a state keeps its key, event and scope; its
 *   format (`data`) may change only with a higher state version, read through the event's upgrade
 *   (the events of the same runs show that it was).
 */
import { isDeepStrictEqual } from 'node:util';

import type { IDataObject } from 'n8n-workflow';

import type { RecordedError, RecordedItem, RecordedRun } from './recording';

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

const typeOf = (value: unknown) =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Every recorded key kept with its value and type (keys added now are fine), in `path`. */
export function lostValue(recorded: unknown, now: unknown, path: string): string | undefined {
	if (typeOf(recorded) !== typeOf(now)) {
		if (now === undefined) return `${path}: recorded ${show(recorded)}, now missing`;
		return `${path}: recorded ${show(recorded)} (${typeOf(recorded)}), now ${show(now)} (${typeOf(now)})`;
	}
	if (Array.isArray(recorded)) {
		const list = now as unknown[];
		if (recorded.length !== list.length) {
			return `${path}: recorded ${recorded.length} entries, now ${list.length}`;
		}
		for (const [index, entry] of recorded.entries()) {
			const lost = lostValue(entry, list[index], `${path}[${index}]`);
			if (lost) return lost;
		}
		return undefined;
	}
	if (recorded !== null && typeof recorded === 'object') {
		for (const [key, value] of Object.entries(recorded)) {
			const lost = lostValue(value, (now as IDataObject)[key], `${path}.${key}`);
			if (lost) return lost;
		}
		return undefined;
	}
	return recorded === now ? undefined : `${path}: recorded ${show(recorded)}, now ${show(now)}`;
}

const ERROR_ITEM_KEYS = ['error', 'description', 'httpCode'];

/** An item the router makes of a failed input item ({ error, description?, httpCode? }). */
const isErrorItem = (json: IDataObject) =>
	typeof json.error === 'string' && Object.keys(json).every((key) => ERROR_ITEM_KEYS.includes(key));

/** An error's text compared by type only; its keys and HTTP code by value. */
function lostError(recorded: IDataObject, now: IDataObject, path: string): string | undefined {
	const text = (json: IDataObject) =>
		Object.fromEntries(
			Object.entries(json).map(([key, value]) => [
				key,
				key === 'httpCode' ? value : `<${typeOf(value)}>`,
			]),
		);
	if (!isDeepStrictEqual(Object.keys(recorded).sort(), Object.keys(now).sort())) {
		return `${path}: recorded the error ${show(recorded)}, now ${show(now)}`;
	}
	return lostValue(text(recorded), text(now), path);
}

function lostItem(recorded: RecordedItem, now: RecordedItem, path: string): string | undefined {
	if (!isDeepStrictEqual(recorded.pairedItem, now.pairedItem)) {
		return `${path} is paired with ${show(now.pairedItem)}, recorded ${show(recorded.pairedItem)}`;
	}
	const binaryNames = [recorded, now].map((item) => Object.keys(item.binary ?? {}).sort());
	if (!isDeepStrictEqual(binaryNames[0], binaryNames[1])) {
		return `${path}: binary properties recorded ${show(binaryNames[0])}, now ${show(binaryNames[1])}`;
	}
	const json = isErrorItem(recorded.json)
		? lostError(recorded.json, now.json, `${path}.json`)
		: lostValue(recorded.json, now.json, `${path}.json`);
	return json ?? lostValue(recorded.binary, now.binary, `${path}.binary`);
}

function lostOutputs(recorded: RecordedRun, now: RecordedRun, run: string): string | undefined {
	const [before, after] = [recorded.outputs ?? [], now.outputs ?? []];
	if (before.length !== after.length) {
		return `${run}: recorded ${before.length} outputs, now ${after.length}`;
	}
	for (const [output, items] of before.entries()) {
		const current = after[output];
		if (items.length !== current.length) {
			return `${run}, output ${output + 1}: recorded ${items.length} items, now ${current.length}`;
		}
		for (const [index, item] of items.entries()) {
			const lost = lostItem(
				item,
				current[index],
				`${run}, output ${output + 1}, item ${index + 1}`,
			);
			if (lost) return lost;
		}
	}
	return undefined;
}

function lostNodeError(
	recorded: RecordedError | undefined,
	now: RecordedError | undefined,
	run: string,
): string | undefined {
	if (!recorded && !now) return undefined;
	if (!recorded || !now) {
		return `${run}: recorded ${recorded ? `the error ${show(recorded)}` : 'no error'}, now ${now ? `the error ${show(now)}` : 'none'}`;
	}
	return lostError(
		recorded as unknown as IDataObject,
		now as unknown as IDataObject,
		`${run} error`,
	);
}

function lostEvents(recorded: RecordedRun, now: RecordedRun, run: string): string | undefined {
	if (recorded.emitted === undefined) return undefined;
	if (recorded.emitted === null || now.emitted === null || now.emitted === undefined) {
		if (recorded.emitted === now.emitted) return undefined;
		const count = (events: IDataObject[] | null | undefined) =>
			events ? `${events.length} events` : 'nothing';
		return `${run}: recorded ${count(recorded.emitted)} emitted, now ${count(now.emitted)}`;
	}
	return lostValue(recorded.emitted, now.emitted, `${run}, events`);
}

interface StoredState {
	version: number;
	data: unknown;
}

const isVersioned = (value: unknown): value is StoredState =>
	typeof value === 'object' && value !== null && typeof (value as StoredState).version === 'number';

/** The static data n8n saved: the same keys; a state's format changes only with its version. */
function lostStaticData(recorded: RecordedRun, now: RecordedRun, run: string): string | undefined {
	if (recorded.staticData === undefined) return undefined;
	const [before, after] = [recorded.staticData, now.staticData ?? {}];
	const keys = [before, after].map((data) => Object.keys(data).sort());
	if (!isDeepStrictEqual(keys[0], keys[1])) {
		return `${run}: static data keys recorded ${show(keys[0])}, now ${show(keys[1])}`;
	}
	for (const key of keys[0]) {
		let [state, current] = [before[key], after[key]];
		if (isVersioned(state) && isVersioned(current) && current.version > state.version) {
			state = { ...state, version: undefined, data: undefined };
			current = { ...current, version: undefined, data: undefined };
		}
		if (!isDeepStrictEqual(state, current)) {
			return (
				lostValue(state, current, `${run}, static data ${key}`) ??
				`${run}, static data ${key}: recorded ${show(state)}, now ${show(current)}`
			);
		}
	}
	return undefined;
}

/** The first value that differs between two requests, added keys included, in `path`. */
function changedValue(recorded: unknown, now: unknown, path: string): string | undefined {
	const lost = lostValue(recorded, now, path);
	if (lost) return lost;
	if (recorded === null || typeof recorded !== 'object') return undefined;
	if (Array.isArray(recorded)) {
		const list = now as unknown[];
		for (const [index, entry] of recorded.entries()) {
			const changed = changedValue(entry, list[index], `${path}[${index}]`);
			if (changed) return changed;
		}
		return undefined;
	}
	for (const [key, value] of Object.entries(now as IDataObject)) {
		const inner = `${path}.${key}`;
		if (!(key in recorded)) return `${inner}: recorded nothing, now ${show(value)}`;
		const changed = changedValue((recorded as IDataObject)[key], value, inner);
		if (changed) return changed;
	}
	return undefined;
}

function lostRequest(recorded: RecordedRun, now: RecordedRun, run: string): string | undefined {
	const count = Math.max(recorded.requests.length, now.requests.length);
	for (let index = 0; index < count; index++) {
		const [before, after] = [recorded.requests[index], now.requests[index]];
		if (isDeepStrictEqual(before, after)) continue;
		const place = `${run}, request ${index + 1}`;
		if (!before || !after) {
			return `${place}: recorded ${before ? `${before.method} ${before.path}` : 'none'}, sent now ${after ? `${after.method} ${after.path}` : 'none'}\n  recorded ${show(before)}\n  sent now ${show(after)}`;
		}
		const what = changedValue(before, after, `${place} (${before.method} ${before.path})`);
		return `${what ?? place}\n  recorded ${show(before)}\n  sent now ${show(after)}`;
	}
	return undefined;
}

/** The first place where the runs part from the recorded ones, in words; undefined when none. */
export function firstDifference(recorded: RecordedRun[], now: RecordedRun[]): string | undefined {
	for (let index = 0; index < Math.max(recorded.length, now.length); index++) {
		const [before, after] = [recorded[index], now[index]];
		if (!before || !after) {
			return `recorded ${recorded.length} runs, now ${now.length}`;
		}
		const run = before.run;
		const lost =
			lostNodeError(before.error, after.error, run) ??
			lostRequest(before, after, run) ??
			lostOutputs(before, after, run) ??
			lostEvents(before, after, run) ??
			lostStaticData(before, after, run);
		if (lost) return lost;
	}
	return undefined;
}
