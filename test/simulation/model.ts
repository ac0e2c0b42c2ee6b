/**
 * The reference model: what a perfect observer of the account would have emitted.
 *
 * Every record has a timeline of versions (its tracked values after each change, `null` while it
 * does not exist). The trigger compares snapshots, so an event stands for the net change between
 * two of its reads: the events of one record must name versions of that record in the order they
 * were held, each later than the one emitted before it (two changes between two reads are one
 * event; a change reverted before any read is none). The anchor is the version last emitted (or
 * the one in force when the baseline completed): an event whose value is not a later version is a
 * duplicate when it repeats the anchor's value, invented otherwise. After the history, once the
 * trigger has polled for the README's bound with no fault, every record whose current version
 * differs from its anchor by a change the filters let through must have been emitted: otherwise
 * that change is lost. An event that says what the record was before (departments and employees:
 * `previous`, null for a creation) must say the anchor: otherwise it is invented too.
 */

/** A version's tracked values, as text so that versions compare by value. */
export type Value = string | null;

interface Version {
	value: Value;
	/** The poll count when the version began. */
	atPoll: number;
}

interface Timeline {
	versions: Version[];
	/** The version last emitted, or in force when the baseline completed. */
	anchor: number;
}

export interface Verdicts {
	changes: number;
	lost: string[];
	duplicated: string[];
	invented: string[];
	slowestEmission: number;
}

/**
 * What an event says the record was before: absent (a creation), or the values it names, by their
 * place in the tracked values; undefined when the event does not say.
 */
export type Before = null | Record<number, unknown> | undefined;

/** Whether a change from `before` to `after` must become an event under the filters in force. */
export type Expected = (before: Value, after: Value, key: string) => boolean;

export class ReferenceModel {
	private readonly timelines = new Map<string, Timeline>();
	/** After the first baseline, a record met for the first time was created: it was absent. */
	private started = false;
	readonly verdicts: Verdicts = {
		changes: 0,
		lost: [],
		duplicated: [],
		invented: [],
		slowestEmission: 0,
	};

	/** Records the value a record holds now (a version only when it differs from the last). */
	observe(key: string, value: Value, poll: number): void {
		const timeline = this.timelines.get(key);
		if (timeline === undefined) {
			const versions = [{ value, atPoll: poll }];
			if (this.started && value !== null) versions.unshift({ value: null, atPoll: poll });
			this.timelines.set(key, { versions, anchor: 0 });
			return;
		}
		const last = timeline.versions[timeline.versions.length - 1];
		if (last.value !== value) timeline.versions.push({ value, atPoll: poll });
	}

	keys(): IterableIterator<string> {
		return this.timelines.keys();
	}

	/** A baseline completed: every record's current version is what the trigger knows. */
	rebaseline(): void {
		this.started = true;
		for (const timeline of this.timelines.values()) timeline.anchor = timeline.versions.length - 1;
	}

	/**
	 * An event the trigger emitted at poll `poll`, for `key`, with the record's value `value` and
	 * what it says the record was before.
	 */
	emitted(key: string, value: Value, poll: number, expected: Expected, before?: Before): void {
		const timeline = this.timelines.get(key);
		const label = `${key} → ${value ?? 'absent'} at poll ${poll}`;
		if (timeline === undefined) {
			this.verdicts.invented.push(`${label} (no such record)`);
			return;
		}
		const anchor = timeline.versions[timeline.anchor];
		const later = timeline.versions.findIndex(
			(version, index) => index > timeline.anchor && version.value === value,
		);
		if (later === -1) {
			(anchor.value === value ? this.verdicts.duplicated : this.verdicts.invented).push(label);
			return;
		}
		if (!expected(anchor.value, value, key)) {
			this.verdicts.invented.push(`${label} (the filters leave it out)`);
		} else if (!saysAnchor(before, anchor.value)) {
			this.verdicts.invented.push(
				`${label} (says it was ${JSON.stringify(before)}, last emitted ${anchor.value ?? 'absent'})`,
			);
		}
		this.verdicts.changes++;
		const latency = poll - timeline.versions[timeline.anchor + 1].atPoll;
		this.verdicts.slowestEmission = Math.max(this.verdicts.slowestEmission, latency);
		timeline.anchor = later;
	}

	/** After the quiet polls: every change the filters let through was emitted. */
	settle(expected: Expected): void {
		for (const [key, timeline] of this.timelines) {
			const anchor = timeline.versions[timeline.anchor].value;
			const current = timeline.versions[timeline.versions.length - 1].value;
			if (anchor !== current && expected(anchor, current, key)) {
				this.verdicts.changes++;
				this.verdicts.lost.push(`${key}: ${anchor ?? 'absent'} → ${current ?? 'absent'}`);
			}
		}
	}
}

function saysAnchor(before: Before, anchor: Value): boolean {
	if (before === undefined) return true;
	if (before === null || anchor === null) return before === anchor;
	const values = JSON.parse(anchor) as unknown[];
	return Object.entries(before).every(([place, value]) => values[Number(place)] === value);
}
