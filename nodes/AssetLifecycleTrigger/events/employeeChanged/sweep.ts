import type { IDataObject } from 'n8n-workflow';

import { employeeFromListItem, type Employee } from '../../../shared/shapes/employee';
import { walkPages, type WalkedPage } from '../../../shared/transport/pagination';
import type { Poll } from '../../poll';
import { warnIfSlowPass, type PollOutcome } from '../../triggerEvent';
import { employeeList, readDetail } from './read';
import {
	KEPT_FIELDS,
	keptValues,
	decode,
	encode,
	FINGERPRINTED,
	freshState,
	idOf,
	isTerminated,
	keyOf,
	nameFingerprintAt,
	nameFingerprints,
	PASS_DIGITS,
	prefixOf,
	recordHash,
	type EmployeeState,
	type RecordedEmployee,
} from './state';

/** One poll's work on the sweep: the state it moves on, the filter, the events it found. */
export interface Sweep {
	state: EmployeeState;
	onlyTerminations: boolean;
	events: IDataObject[];
}

/**
 * Compares one employee as read now with its mark and records what the rules keep. `hash` is
 * undefined for a detail read, whose shape differs from the list's: only the kept and the
 * fingerprinted fields are compared then, and the next list read takes the hash without an event.
 */
function compareWithMark(sweep: Sweep, employee: Employee, hash: string | undefined): void {
	const { state } = sweep;
	if (!state.prefix && Object.keys(state.marks).length === 0) state.prefix = prefixOf(employee.id);
	const key = keyOf(state, employee.id);
	const stored = state.marks[key] === undefined ? undefined : decode(state, state.marks[key]);
	const pass = state.pass;
	const current: RecordedEmployee = {
		pass,
		hash: hash ?? '',
		names: nameFingerprints(employee),
		kept: keptValues(employee),
	};
	if (stored === undefined) {
		state.marks[key] = encode(state, current);
		if (state.baselined && !sweep.onlyTerminations) {
			sweep.events.push({ ...employee, change: 'created', previous: null, changed_fields: [] });
		}
		return;
	}
	const changedFields: string[] = [
		...KEPT_FIELDS.filter((field) => stored.kept[field] !== current.kept[field]),
		...FINGERPRINTED.filter(
			(_, index) => nameFingerprintAt(stored, index) !== nameFingerprintAt(current, index),
		),
	];
	const unchanged =
		hash !== undefined && stored.hash !== '' ? stored.hash === hash : changedFields.length === 0;
	if (unchanged) {
		state.marks[key] = encode(state, { ...stored, pass, hash: hash ?? stored.hash });
		return;
	}
	const becameTerminated =
		isTerminated(current.kept.employment_status) && !isTerminated(stored.kept.employment_status);
	if (sweep.onlyTerminations && !becameTerminated) {
		// left out by the filter: the mark keeps the last emitted values, for a later change to
		// compare to
		state.marks[key] = encode(state, { ...stored, pass });
		return;
	}
	state.marks[key] = encode(state, current);
	const previous = Object.fromEntries(
		KEPT_FIELDS.filter((field) => changedFields.includes(field)).map((field) => [
			field,
			stored.kept[field],
		]),
	);
	sweep.events.push({ ...employee, change: 'updated', previous, changed_fields: changedFields });
}

/**
 * After the last page: the employees neither this pass nor the last one met are queued in
 * `verify`, to be read by id before the pass ends.
 */
function queueUnmetForVerification(state: EmployeeState): void {
	const thisPass = String(state.pass % PASS_DIGITS);
	const lastPass = String((state.pass + PASS_DIGITS - 1) % PASS_DIGITS);
	state.verify = Object.keys(state.marks).filter(
		(key) => state.marks[key][0] !== thisPass && state.marks[key][0] !== lastPass,
	);
	state.page = 0;
}

function finishPass(poll: Poll, state: EmployeeState): void {
	warnIfSlowPass(poll, 'employeeChanged', state.passStartedAt, `${state.total} employees`, {
		employees: state.total,
	});
	state.pass += 1;
	state.page = 1;
	state.baselined = true;
	state.passStartedAt = poll.now();
}

/** Reads the next employee queued for verification; false when the poll should stop. */
async function verifyNext(poll: Poll, sweep: Sweep) {
	const { state } = sweep;
	const key = state.verify[0];
	if (key === undefined) {
		finishPass(poll, state);
		return false;
	}
	const employee = await readDetail(poll, idOf(state, key));
	if (employee === undefined) return false;
	state.verify.shift();
	if (employee === null) delete state.marks[key];
	else compareWithMark(sweep, employee, undefined);
	if (state.verify.length === 0) {
		finishPass(poll, state);
		return false;
	}
	return true;
}

/**
 * The page to read after `page`; undefined after the last. A record a later pass reads for the
 * first time is taken for a creation, so the baseline must meet every employee: during it, a total
 * lower than at the page before says employees were deleted meanwhile, which moves as many records
 * back, some from this page onto pages already read. The pass then reads those pages again (a
 * request a page) and goes on after this one. A deletion that a creation offsets keeps the total:
 * between polls, stepBackIntoBaseline covers it.
 */
function nextPage(state: EmployeeState, page: WalkedPage): number | undefined {
	if (state.resume !== undefined) {
		if (!page.last && page.number + 2 < state.resume) return page.number + 1;
		const resume = state.resume;
		delete state.resume;
		return page.last || resume > page.totalPages ? undefined : resume;
	}
	const deleted = state.total - page.total;
	state.total = page.total;
	if (state.baselined || page.number === 1 || page.total <= 0 || deleted <= 0) {
		return page.last ? undefined : page.number + 1;
	}
	// no larger than the API's page (the last one may be short)
	const pageSize = Math.max(1, Math.floor(page.total / Math.max(1, page.totalPages)));
	state.resume = page.number + 1;
	return Math.max(1, page.number - Math.ceil(deleted / pageSize));
}

/**
 * The baseline goes on from a page read in an earlier poll: a deletion since then moved records
 * from the next page onto it, and a creation can keep the total that would tell (nextPage). When
 * the poll has a request to spare, it reads the last page again first. At a budget of 1 it cannot.
 */
function stepBackIntoBaseline(poll: Poll, state: EmployeeState): void {
	if (state.baselined || state.page <= 1 || state.resume !== undefined) return;
	if (poll.meter.left < 2) return;
	state.resume = state.page;
	state.page -= 1;
}

/**
 * Reads the pass's pages from the cursor on, as far as the meter admits; true when the list has
 * been read to its end (the employees to verify by id are then queued).
 */
async function readPages(poll: Poll, sweep: Sweep) {
	const { state } = sweep;
	let walking = true;
	while (walking) {
		walking = false;
		const pages = walkPages(poll, employeeList, { firstPage: state.page });
		for await (const page of pages) {
			for (const item of page.items) {
				const employee = employeeFromListItem(item);
				compareWithMark(sweep, employee, recordHash(employee));
			}
			const next = nextPage(state, page);
			if (next === undefined) {
				queueUnmetForVerification(state);
				return true;
			}
			state.page = next;
			// a step back, or the step past the pages read again, starts a new walk there
			if (next !== page.number + 1) {
				walking = true;
				break;
			}
		}
	}
	return false;
}

/**
 * Goes on with the pass where the state stands (a fresh state starts the baseline), as far as the
 * poll's meter admits: its pages, then the employees to read by id; a pass that completes ends the
 * poll.
 */
export async function continueSweep(
	poll: Poll,
	saved: EmployeeState | undefined,
): Promise<PollOutcome<EmployeeState>> {
	const sweep: Sweep = {
		state: saved ?? freshState(poll.now()),
		onlyTerminations: poll.param('onlyTerminations', false),
		events: [],
	};
	await sweepOn(poll, sweep);
	return { events: sweep.events, state: sweep.state };
}

async function sweepOn(poll: Poll, sweep: Sweep): Promise<void> {
	stepBackIntoBaseline(poll, sweep.state);
	if (sweep.state.page !== 0 && !(await readPages(poll, sweep))) return;
	if (sweep.state.verify.length === 0) {
		finishPass(poll, sweep.state);
		return;
	}
	while (poll.meter.canSend() && (await verifyNext(poll, sweep)));
}
