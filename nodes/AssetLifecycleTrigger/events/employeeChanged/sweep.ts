import type { IDataObject } from 'n8n-workflow';

import { employeeFromListItem, type Employee } from '../../../shared/shapes/employee';
import { walkPages, type WalkedPage } from '../../../shared/transport/pagination';
import { STEP_BACK_REQUESTS } from '../../budget';
import type { Poll } from '../../poll';
import { warnIfSlowPass, type PollOutcome } from '../../triggerEvent';
import { employeeList, readDetail } from './read';
import { Marks, MET_THIS_PASS, type Mark } from './marks';
import {
	changedFields,
	freshState,
	isTerminated,
	KEPT_FIELDS,
	keptOf,
	listItemHash,
	markOf,
	type EmployeeState,
} from './state';
import { finishUpgrade, forgetUpgradedHash, unchangedSinceUpgrade } from './upgrade';

/**
 * Goes on with the pass where the state stands (a fresh state starts the baseline), as far as the
 * poll's meter admits: its pages, then the employees to read by id; a pass that completes ends the
 * poll.
 */
export async function continueSweep(
	poll: Poll,
	saved: EmployeeState | undefined,
): Promise<PollOutcome<EmployeeState>> {
	const state = saved ?? freshState(poll.now());
	const sweep: Sweep = {
		state,
		marks: Marks.unpack(state.marks),
		onlyTerminations: poll.param('onlyTerminations', false),
		events: [],
	};
	await sweepOn(poll, sweep);
	finishUpgrade(state);
	return { events: sweep.events, state: { ...state, marks: sweep.marks.pack() } };
}

/** One poll's work on the sweep: the state it moves on, the marks, the filter, the events found. */
export interface Sweep {
	state: EmployeeState;
	marks: Marks;
	onlyTerminations: boolean;
	events: IDataObject[];
}

/**
 * The pass's pages from the cursor on (page 0: they are read), then the employees queued for a
 * read by id; the meter stopping a read ends the poll, whose cursor the next poll goes on from.
 */
async function sweepOn(poll: Poll, sweep: Sweep): Promise<void> {
	const { state } = sweep;
	stepBackIntoBaseline(poll, state);
	if (state.page !== 0) {
		const listEnded = await sweepPages(poll, sweep);
		if (!listEnded) return;
	}
	if (state.verify.length === 0) {
		finishPass(poll, sweep);
		return;
	}
	while (poll.meter.canSend() && (await verifyNext(poll, sweep)));
}

/**
 * The baseline goes on from a page read in an earlier poll: a deletion since then moved records
 * from the next page onto it, and a creation can keep the total that would tell (nextPage). When
 * the poll has a request to spare, it reads the last page again first; while it reads pages again,
 * the last page it read before them too. At a budget of 1 it cannot (STEP_BACK_REQUESTS).
 */
function stepBackIntoBaseline(poll: Poll, state: EmployeeState): void {
	if (state.baselined || poll.meter.left < STEP_BACK_REQUESTS) return;
	if (state.resume !== undefined) {
		// reading on in order from the page the re-reads stand at reads every page still to read
		// again, then the last page read before them, then the rest (the step past that page would
		// skip one not read again yet)
		delete state.resume;
		return;
	}
	if (state.page <= 1) return;
	state.resume = state.page;
	state.page -= 1;
}

/**
 * Compares the pass's pages from the cursor on with the marks, as far as the meter admits; true
 * when the list has been read to its end (the employees to verify by id are then queued).
 */
async function sweepPages(poll: Poll, sweep: Sweep): Promise<boolean> {
	const { state } = sweep;
	let walking = true;
	while (walking) {
		walking = false;
		const pages = walkPages(poll, employeeList, { firstPage: state.page });
		for await (const page of pages) {
			for (const item of page.items) {
				compareWithMark(sweep, employeeFromListItem(item), listItemHash(item));
			}
			const next = nextPage(state, page);
			if (next === undefined) {
				queueUnmetForVerification(sweep);
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
 * The page to read after `page`; undefined after the last. A record a later pass reads for the
 * first time is taken for a creation, so the baseline must meet every employee: during it, a total
 * lower than at the page before says employees were deleted meanwhile, which moves as many records
 * back, some from this page onto pages already read. The pass then reads those pages again (a
 * request a page) and goes on after this one. A deletion that a creation offsets keeps the total:
 * between polls, stepBackIntoBaseline covers it.
 */
function nextPage(state: EmployeeState, page: WalkedPage): number | undefined {
	const deleted = state.total - page.total;
	state.total = page.total;
	// no larger than the API's page (the last one may be short)
	const pageSize = Math.max(1, Math.floor(page.total / Math.max(1, page.totalPages)));
	const pagesMovedBack = deleted > 0 && page.total > 0 ? Math.ceil(deleted / pageSize) : 0;
	if (state.resume !== undefined) {
		// a deletion while the pages before are read again moves records from the pages not read yet
		// onto the last ones read, and from those still to read again onto the ones read again
		// before this one: both are read again too
		const resume = Math.max(page.number + 1, state.resume - pagesMovedBack);
		if (pagesMovedBack > 0 && page.number > 1) {
			state.resume = resume;
			return Math.max(1, page.number - pagesMovedBack);
		}
		if (!page.last && page.number + 1 < resume - 1) {
			state.resume = resume;
			return page.number + 1;
		}
		delete state.resume;
		return page.last || resume > page.totalPages ? undefined : resume;
	}
	if (state.baselined || page.number === 1 || pagesMovedBack === 0) {
		return page.last ? undefined : page.number + 1;
	}
	state.resume = page.number + 1;
	return Math.max(1, page.number - pagesMovedBack);
}

/**
 * Compares one employee as read now with its mark and records what the rules keep. `hash` is 0
 * for a read by id, whose shape differs from the list's: only the kept values and the names are
 * compared then, and the next read in the list takes the hash without an event.
 */
function compareWithMark(sweep: Sweep, employee: Employee, hash: number): void {
	const { marks, state } = sweep;
	const stored = marks.get(employee.id);
	const current = markOf(employee, hash, (stored?.met ?? 0) | MET_THIS_PASS);
	if (stored === undefined) {
		marks.set(employee.id, current);
		if (state.baselined && !sweep.onlyTerminations) {
			sweep.events.push({ ...employee, change: 'created', previous: null, changed_fields: [] });
		}
		return;
	}
	const unchanged = unchangedSince(sweep, stored, current, employee);
	if (hash !== 0) forgetUpgradedHash(state, employee.id);
	if (unchanged) {
		// as read now (the names at their full width after an upgrade), but where a change left out
		// holds the values last emitted
		const kept = stored.leftOut ? { ...stored, met: current.met } : current;
		marks.set(employee.id, { ...kept, hash: hash || stored.hash });
		return;
	}
	const becameTerminated = isTerminated(current.status) && !isTerminated(stored.status);
	if (sweep.onlyTerminations && !becameTerminated) {
		// the values last emitted stay, for the next event's `previous`; the hash of this read marks
		// the change as judged, so that it is not emitted once the filter is off
		const read = hash === 0 ? {} : { hash, leftOut: true as const };
		marks.set(employee.id, { ...stored, met: current.met, ...read });
		return;
	}
	marks.set(employee.id, current);
	const changed = changedFields(stored, current);
	const before = keptOf(stored);
	const previous = Object.fromEntries(
		KEPT_FIELDS.filter((field) => changed.includes(field)).map((field) => [field, before[field]]),
	);
	sweep.events.push({ ...employee, change: 'updated', previous, changed_fields: changed });
}

/**
 * Whether an employee is as its mark recorded it: the kept values and the names, and, read in the
 * list, the hash of the item; where the mark has none yet (after a read by id, or an upgrade), the
 * hash an earlier state version kept (upgrade.ts). A change the kept values or the names show is
 * never taken for none by a collision of hashes, but where a filter left the last change out: the
 * mark then holds the values last emitted, and the hash of the last read alone tells.
 */
function unchangedSince(sweep: Sweep, stored: Mark, current: Mark, employee: Employee) {
	if (stored.leftOut && current.hash !== 0) return stored.hash === current.hash;
	if (changedFields(stored, current).length > 0) return false;
	if (current.hash === 0) return true;
	if (stored.hash !== 0) return stored.hash === current.hash;
	return unchangedSinceUpgrade(sweep.state, employee);
}

/**
 * After the last page: the employees neither this pass nor the last one met are queued in
 * `verify`, to be read by id before the pass ends.
 */
function queueUnmetForVerification(sweep: Sweep): void {
	sweep.state.verify = sweep.marks.unmet();
	sweep.state.page = 0;
}

/**
 * Reads the next employee queued for verification; false when the poll should stop. There is one:
 * sweepOn calls it only while `verify` holds an id, and it ends the pass when it takes the last.
 */
async function verifyNext(poll: Poll, sweep: Sweep) {
	const { state } = sweep;
	const id = state.verify[0];
	const employee = await readDetail(poll, id);
	if (employee === undefined) return false;
	state.verify.shift();
	if (employee === null) {
		sweep.marks.delete(id);
		forgetUpgradedHash(state, id);
	} else compareWithMark(sweep, employee, 0);
	if (state.verify.length === 0) {
		finishPass(poll, sweep);
		return false;
	}
	return true;
}

function finishPass(poll: Poll, sweep: Sweep): void {
	const { state } = sweep;
	warnIfSlowPass(poll, 'employeeChanged', state.passStartedAt, `${state.total} employees`, {
		employees: state.total,
	});
	sweep.marks.startPass();
	state.pass += 1;
	state.page = 1;
	state.baselined = true;
	state.passStartedAt = poll.now();
}
