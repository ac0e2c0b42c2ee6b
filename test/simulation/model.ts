/**
 * The reference model: what a perfect observer of the account would have emitted.
 *
 * Every record has a timeline of versions (its tracked values after each change, `null` while it
 * does not exist, with what the API answers of it then). The trigger compares snapshots, so an
 * event stands for the net change between two of its reads: the events of one record must name
 * versions of that record in the order they were held, each later than the one emitted before it
 * (two changes between two reads are one event; a change reverted before any read is none). The
 * anchor is the version last emitted (or the one in force when the baseline completed): an event
 * whose value is not a later version is a duplicate when it repeats the anchor's value, invented
 * otherwise. After the history, once the trigger has polled for the README's bound with no fault,
 * every record whose current version differs from its anchor by a change the filters let through
 * must have been emitted: otherwise that change is lost.
 *
 * Whole events: an event must say all it says as the model describes it (`Describe`: every field,
 * from the version the event names and the anchor, `previous` and the like included); any other
 * is misstated, which fails a history as a lost change does.
 *
 * Late: an event must come within the README's bound for its event and budget (in polls), counted
 * from the record's first change after its anchor that the filters let through, or from the last
 * disturbance (a fault met, a restart, an abandoned poll, a new budget or filter), whichever is
 * later; a later one is late. Out of order: where the trigger promises an order (wallet
 * transactions, oldest first, across a backlog), an event older than one already emitted is out
 * of order unless it was written after that one was emitted.
 */
import type { IDataObject } from 'n8n-workflow';

import type { KnownRecord } from './stateFormats/format';

/** A version's tracked values, as text so that versions compare by value. */
export type Value = string | null;

/** What the API answers of a record, and what the trigger's item says of the record itself. */
export interface Rendering {
	api: IDataObject;
	item: IDataObject;
}

export interface Version {
	value: Value;
	/** The poll count when the version began. */
	atPoll: number;
	/** The simulated time when it began (ms). */
	at: number;
	/** Absent for a version in which the record does not exist. */
	rendering?: Rendering;
}

interface Timeline {
	versions: Version[];
	/** The version last emitted, or in force when the baseline completed. */
	anchor: number;
	/**
	 * Another version the trigger may hold for the record, earlier than `anchor`, after a baseline
	 * that read while the record changed: after one resumed from a state saved before changes, the
	 * anchor before it (the trigger recorded the version its page was read at before the save, and
	 * a later change the filters leave out is not recorded); for a record created while a baseline
	 * read, its absence (a page the record landed on may have been read before it came). What the
	 * trigger's next event says may count from any version from this one to `anchor`.
	 */
	resumedFrom?: number;
	/**
	 * Set by an edit that makes the trigger watch a record it did not: the version at the edit. The
	 * trigger records such a record at its first read after the edit without an event, so until
	 * the pass that reads them all (`rewatched`) its events are not checked against the past.
	 */
	rewatchedFrom?: number;
}

export interface Verdicts {
	changes: number;
	lost: string[];
	duplicated: string[];
	invented: string[];
	misstated: string[];
	late: string[];
	outOfOrder: string[];
	slowestEmission: number;
}

/** Whether a change from `before` to `after` must become an event under the filters in force. */
export type Expected = (before: Value, after: Value, key: string) => boolean;

/** The whole event the trigger must emit for a change from `anchor` to `version` of `key`. */
export type Describe = (anchor: Version, version: Version, key: string) => IDataObject;

/** What an event says that the model did not expect, or undefined when it says it all right. */
export type Compare = (expected: IDataObject, said: IDataObject) => string | undefined;

export class ReferenceModel {
	private readonly timelines = new Map<string, Timeline>();
	/** After the first baseline, a record met for the first time was created: it was absent. */
	private started = false;
	/** While a baseline reads: records met for the first time were created meanwhile. */
	private baselineReading = false;
	/** The poll count at the last disturbance, from which the bound on a delay counts again. */
	private disturbedAt = 0;
	/** Ordered events: the newest time emitted at each poll. */
	private readonly newestEmittedAt = new Map<number, number>();
	/** Records whose anchor an edit of the filters moved (filterEdited). */
	private readonly judgedBeforeEdit = new Set<string>();
	/** Records an edit of the filters lets the trigger emit once more (filterEdited). */
	private readonly mayComeOnce = new Set<string>();
	readonly verdicts: Verdicts = {
		changes: 0,
		lost: [],
		duplicated: [],
		invented: [],
		misstated: [],
		late: [],
		outOfOrder: [],
		slowestEmission: 0,
	};

	/**
	 * Records the value a record holds now (a version only when it differs from the last); `render`
	 * gives what the API answers of it, asked only for a new version.
	 */
	observe(key: string, value: Value, poll: number, render: () => Rendering | undefined): void {
		const timeline = this.timelines.get(key);
		const version = (): Version => ({ value, atPoll: poll, at: Date.now(), rendering: render() });
		if (timeline === undefined) {
			const versions = [version()];
			if ((this.started || this.baselineReading) && value !== null) {
				versions.unshift({ value: null, atPoll: poll, at: 0 });
			}
			this.timelines.set(key, { versions, anchor: 0 });
			return;
		}
		const last = timeline.versions[timeline.versions.length - 1];
		if (last.value !== value) timeline.versions.push(version());
	}

	keys(): IterableIterator<string> {
		return this.timelines.keys();
	}

	/** Whether the record exists now. */
	exists(key: string): boolean {
		return this.timelines.get(key)?.versions.at(-1)?.value !== null;
	}

	/** A record the baseline just completed should hold and does not: its later events lack a past. */
	leftOutOfBaseline(key: string): void {
		this.verdicts.lost.push(`${key}: left out of the baseline`);
	}

	/** A fault met, a restart, an abandoned poll, a new budget: delays count again from `poll`. */
	disturbed(poll: number): void {
		this.disturbedAt = poll;
	}

	get lastDisturbance(): number {
		return this.disturbedAt;
	}

	/**
	 * An ordered event (oldest first) of the record `key`, whose order key is `time`, emitted at
	 * `poll` after `before` of the same poll: out of order when it is older than the one before it
	 * in the poll, or than one emitted at an earlier poll that started after it was written; a
	 * record written `late` (its time behind rows already listed) while a backlog was read only
	 * when it is older than the one before it in the poll.
	 */
	ordered(key: string, time: number, poll: number, before: number | undefined, late = false): void {
		const writtenAt = this.timelines.get(key)?.versions.find((v) => v.value !== null)?.atPoll;
		const label = `${key} (${new Date(time).toISOString()}) at poll ${poll}`;
		if (before !== undefined && time < before) {
			this.verdicts.outOfOrder.push(`${label}, after a newer one in the same poll`);
		} else if (writtenAt !== undefined && !late) {
			for (const [earlier, newest] of this.newestEmittedAt) {
				if (earlier > writtenAt && earlier < poll && newest > time) {
					this.verdicts.outOfOrder.push(`${label}, after a newer one at poll ${earlier}`);
					break;
				}
			}
		}
		this.newestEmittedAt.set(poll, Math.max(this.newestEmittedAt.get(poll) ?? -Infinity, time));
	}

	/**
	 * A baseline completed: every record's current version is what the trigger knows; for one
	 * `resumed` from a state saved before changes, the version it had recorded may be an earlier one.
	 */
	rebaseline(resumed = false): void {
		this.started = true;
		this.baselineReading = false;
		for (const timeline of this.timelines.values()) {
			const current = timeline.versions.length - 1;
			// resumed again, the trigger may still hold what it had recorded before the first
			const from = Math.min(timeline.anchor, timeline.resumedFrom ?? timeline.anchor);
			const createdMeanwhile = timeline.versions[timeline.anchor].value === null;
			timeline.resumedFrom = (resumed || createdMeanwhile) && from < current ? from : undefined;
			timeline.anchor = current;
			timeline.rewatchedFrom = undefined;
		}
	}

	/**
	 * The filters or the scope were edited after the poll that ran at `lastPollAt` (simulated ms,
	 * the clock stopped while it ran). A record's versions up to that poll may have been read under
	 * the old filters, which judged them: the trigger may hold any of them, and emits what it holds
	 * no further, so the anchor moves to the last of them, the ones before it still allowed. The
	 * versions after it are judged by the filters in force. A record `newlyWatched` has no past the
	 * trigger knows until `rewatched()`. A record `mayComeOnce` (a wallet transaction of the
	 * look-back window before that poll that the old filters left out and the new ones let through)
	 * may be emitted once though the model's baseline or an earlier poll took it as known.
	 */
	filterEdited(
		lastPollAt: number,
		newlyWatched: (key: string) => boolean,
		mayComeOnce: (key: string) => boolean = () => false,
	): void {
		for (const [key, timeline] of this.timelines) {
			if (mayComeOnce(key)) this.mayComeOnce.add(key);
			if (newlyWatched(key)) {
				timeline.rewatchedFrom ??= timeline.anchor;
				continue;
			}
			let read = timeline.anchor;
			timeline.versions.forEach((version, index) => {
				if (index > read && version.at <= lastPollAt) read = index;
			});
			if (read === timeline.anchor) continue;
			timeline.resumedFrom = Math.min(timeline.anchor, timeline.resumedFrom ?? timeline.anchor);
			timeline.anchor = read;
			this.judgedBeforeEdit.add(key);
		}
	}

	/** The pass that reads every record an edit made the trigger watch has completed. */
	rewatched(): void {
		for (const timeline of this.timelines.values()) {
			if (timeline.rewatchedFrom === undefined) continue;
			timeline.resumedFrom = timeline.rewatchedFrom;
			timeline.anchor = timeline.versions.length - 1;
			timeline.rewatchedFrom = undefined;
		}
	}

	/**
	 * Whether the record was judged under filters since edited: the promised order of its event
	 * (oldest first) does not hold across the edit (rows the old filters left out come after it).
	 */
	judgedUnderOtherFilters(key: string): boolean {
		return this.judgedBeforeEdit.has(key) || this.mayComeOnce.has(key);
	}

	/** A baseline starts reading: the account as it stands was observed just before. */
	baselineStarts(): void {
		this.baselineReading = true;
	}

	/**
	 * An event the trigger emitted at poll `poll`, for `key`, naming the record's value `value`, and
	 * all it says (`said`).
	 */
	emitted(
		key: string,
		value: Value,
		said: IDataObject,
		poll: number,
		expected: Expected,
		whole: { describe: Describe; compare: Compare },
		bound: (changedAt: number) => number,
	): void {
		const timeline = this.timelines.get(key);
		const label = `${key} → ${value ?? 'absent'} at poll ${poll}`;
		if (timeline === undefined) {
			this.verdicts.invented.push(`${label} (no such record)`);
			return;
		}
		if (timeline.rewatchedFrom !== undefined) {
			// recorded at its first read after the edit: what the trigger compares with is not known
			const index = timeline.versions.findIndex(
				(version, at) => at > timeline.rewatchedFrom! && version.value === value,
			);
			if (index === -1) {
				this.verdicts.invented.push(`${label} (not since the edit)`);
				return;
			}
			// from here on the trigger compares with what it emitted
			this.verdicts.changes++;
			timeline.anchor = index;
			timeline.resumedFrom = undefined;
			timeline.rewatchedFrom = undefined;
			return;
		}
		const laterThan = (anchorIndex: number) =>
			timeline.versions.findIndex(
				(version, index) => index > anchorIndex && version.value === value,
			);
		let later = laterThan(timeline.anchor);
		if (later === -1 && timeline.resumedFrom !== undefined) {
			later = laterThan(timeline.resumedFrom);
			if (later !== -1) timeline.anchor = timeline.resumedFrom;
		}
		const anchor = timeline.versions[timeline.anchor];
		if (later === -1 && anchor.value === value && this.mayComeOnce.delete(key)) {
			this.judgedBeforeEdit.add(key);
			this.verdicts.changes++;
			return;
		}
		if (later === -1) {
			(anchor.value === value ? this.verdicts.duplicated : this.verdicts.invented).push(label);
			return;
		}
		const describedFrom = (index: number) =>
			whole.compare(whole.describe(timeline.versions[index], timeline.versions[later], key), said);
		if (!expected(anchor.value, value, key) && anchor.value === null) {
			// created since the anchor, and its creation left out by the filters (an employee under Only
			// Terminations): the trigger recorded, silently, the version it first read (one a poll came
			// in), and judged this one from it
			const firstReads = timeline.versions
				.map((version, index) => ({ version, index }))
				.filter(
					({ version, index }) =>
						index > timeline.anchor &&
						index < later &&
						timeline.versions[index + 1].atPoll > version.atPoll &&
						version.value !== null &&
						expected(version.value, value, key),
				);
			const read =
				firstReads.find(({ index }) => describedFrom(index) === undefined) ?? firstReads.at(-1);
			if (read) timeline.anchor = read.index;
		}
		const judgedFrom = timeline.versions[timeline.anchor];
		if (!expected(judgedFrom.value, value, key)) {
			this.verdicts.invented.push(`${label} (the filters leave it out)`);
		} else {
			const wrong = describedFrom(timeline.anchor);
			const resumed = timeline.resumedFrom;
			const alsoRight =
				resumed !== undefined &&
				timeline.versions
					.slice(resumed, timeline.anchor)
					.some((_, offset) => describedFrom(resumed + offset) === undefined);
			if (wrong !== undefined && !alsoRight) {
				this.verdicts.misstated.push(`${label}: ${wrong}`);
			}
		}
		this.verdicts.changes++;
		// the delay counts from the first change since the anchor that the filters let through, after
		// the last one undone (a record back at the anchor's value has no change to emit)
		const seen = timeline.versions.slice(timeline.anchor + 1, later + 1);
		const undone = seen.map((version) => JSON.stringify(version.value));
		const versions = seen.slice(undone.lastIndexOf(JSON.stringify(judgedFrom.value)) + 1);
		const first = versions.find((version) => expected(judgedFrom.value, version.value, key));
		const changedAt = (first ?? versions[0]).atPoll;
		const latency = poll - changedAt;
		this.verdicts.slowestEmission = Math.max(this.verdicts.slowestEmission, latency);
		const undisturbed = poll - Math.max(changedAt, this.disturbedAt);
		const allowed = bound(changedAt);
		if (undisturbed > allowed) {
			this.verdicts.late.push(`${label} (${undisturbed} polls after the change, bound ${allowed})`);
		}
		timeline.anchor = later;
		timeline.resumedFrom = undefined;
	}

	/**
	 * What the trigger knows: each record's version at its anchor (records it does not know, or
	 * knows as deleted, left out), and, of records changed since, the first version after it.
	 */
	known(): { records: Map<string, KnownRecord>; pending: Map<string, KnownRecord> } {
		const records = new Map<string, KnownRecord>();
		const pending = new Map<string, KnownRecord>();
		for (const [key, { versions, anchor }] of this.timelines) {
			const known = versions[anchor];
			if (known.rendering) records.set(key, { api: known.rendering.api, since: known.at });
			const next = versions[anchor + 1];
			if (next) pending.set(key, { api: next.rendering?.api ?? {}, since: next.at });
		}
		return { records, pending };
	}

	/** After the quiet polls: every change the filters let through was emitted. */
	settle(expected: Expected): void {
		for (const [key, timeline] of this.timelines) {
			if (timeline.rewatchedFrom !== undefined) continue;
			const anchor = timeline.versions[timeline.anchor].value;
			const current = timeline.versions[timeline.versions.length - 1].value;
			if (anchor !== current && expected(anchor, current, key)) {
				this.verdicts.changes++;
				this.verdicts.lost.push(`${key}: ${anchor ?? 'absent'} → ${current ?? 'absent'}`);
			}
		}
	}
}
