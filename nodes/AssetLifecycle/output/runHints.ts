import type { IDataObject, IExecuteFunctions, NodeExecutionHint } from 'n8n-workflow';

import { newRunTally } from '../../shared/transport/runTally';
import { UNCONFIRMED_WRITE_MINUTES } from '../../shared/transport/unconfirmedWrites';
import { isAgentToolRun } from '../agentTool';
import { selectedFieldsLabel } from './outputParameters';
import { anyRecordHas } from './selectFields';

/** A Return All that read at least this many pages, and waited on the rate limit, is told. */
const MANY_PAGES = 10;
/** Waits on the rate limit shorter than this are not worth a hint. */
const NOTABLE_WAIT_MS = 1000;

const plural = (count: number, one: string, many = `${one}s`) =>
	`${count} ${count === 1 ? one : many}`;

/**
 * What one run of the node did that its output does not show, collected while it runs (the
 * operations and the output layer report here; the transport counts the waits and the token
 * renewals of this run's requests in its run tally) and told once at its end as n8n execution
 * hints in the output panel.
 */
export class RunHints {
	/** What the transport did for this run's requests (ItemContext hands it to the transport). */
	readonly tally = newRunTally();

	private readonly skipped = new Map<string, number>();
	private notReadBack = 0;
	private pagesRead = 0;
	private longestList = 0;
	private readonly selectedFields = new Set<string>();
	private readonly fieldsFound = new Set<string>();
	private retriedRecord?: string;

	/** An item not written because of a "skip if ..." option, `why` naming it. */
	skippedItem(why: string): void {
		this.skipped.set(why, (this.skipped.get(why) ?? 0) + 1);
	}

	/** A write the API accepted whose record could not be read back. */
	writeNotReadBack(): void {
		this.notReadBack += 1;
	}

	/**
	 * The node's Retry On Fail is on, and the API does not deduplicate the `record`s it creates:
	 * what n8n's next try does and does not do (see nodes/AssetLifecycle/notDeduplicated.ts).
	 */
	retriedWithoutDeduplication(record: string): void {
		this.retriedRecord = record;
	}

	/** A Return All that read `pages` pages. */
	returnAllRead(pages: number): void {
		this.pagesRead += pages;
		this.longestList = Math.max(this.longestList, pages);
	}

	/**
	 * The fields the user selected, and whether each is a field of the records: one that a record
	 * of the item has, or one that the operation's record shape has (`fieldPaths`), which a record
	 * leaves out when it is empty or not asked for (a termination date, the assigned assets).
	 */
	fieldsSelected(fields: string[], records: IDataObject[], fieldPaths: readonly string[] = []) {
		if (!records.length) return;
		for (const field of fields) {
			this.selectedFields.add(field);
			if (fieldPaths.includes(field) || anyRecordHas(records, field)) this.fieldsFound.add(field);
		}
	}

	/**
	 * Waits on the rate limit are told, and with them a Return All of many pages: reading every
	 * page is the user's choice and costs nothing worth a word while the quota lasts; once the run
	 * waits for it, a Limit or a filter would have made it quicker.
	 */
	private waitHints(): NodeExecutionHint[] {
		const { rateLimitWaitMs, refusals } = this.tally;
		if (rateLimitWaitMs < NOTABLE_WAIT_MS && refusals === 0) return [];
		const refused = refusals ? `; ${plural(refusals, 'request')} answered 429 and sent again` : '';
		const pages =
			this.longestList >= MANY_PAGES
				? ` Return All read ${plural(this.pagesRead, 'page')}, one request each: a Limit or a filter reads fewer.`
				: '';
		return [
			{
				type: 'info',
				message: `Waited ${Math.round(rateLimitWaitMs / 1000)} s on the API's rate limit${refused}. The API's quota is shared by every workflow and n8n worker that calls it from this address.${pages}`,
			},
		];
	}

	private renewalHints(): NodeExecutionHint[] {
		const { logins, refreshes } = this.tally;
		const hints: NodeExecutionHint[] = [];
		const times = (count: number) => (count === 1 ? '' : ` ${count} times`);
		if (logins) {
			hints.push({
				type: 'info',
				message: `Logged in to the API${times(logins)}: the credential had no valid access token. The new token is saved in the credential for later runs.`,
			});
		}
		if (refreshes) {
			hints.push({
				type: 'info',
				message: `Refreshed the access token${times(refreshes)}: the API no longer accepted it.`,
			});
		}
		return hints;
	}

	/**
	 * What n8n's Retry On Fail does to a write the API does not deduplicate, and the writes an
	 * earlier run had made before it failed, given again rather than made twice.
	 */
	private retryHints(): NodeExecutionHint[] {
		const hints: NodeExecutionHint[] = [];
		const { madeByFailedRuns } = this.tally;
		if (madeByFailedRuns) {
			hints.push({
				type: 'info',
				message: `${plural(madeByFailedRuns, 'item outputs', 'items output')} what an earlier run of this node had created, not created again: that run failed afterwards, so n8n had not shown it.`,
			});
		}
		const record = this.retriedRecord;
		if (record === undefined) return hints;
		hints.push({
			type: 'warning',
			message: `Retry On Fail is on, and the API does not deduplicate ${record}s. When n8n runs this node again, ${record}s whose requests got a server error or no answer are not sent again (they are held back for ${UNCONFIRMED_WRITE_MINUTES} minutes, in this n8n process only), nor are those already created (their items keep their answers): a retry helps only when a request could not be sent.`,
		});
		return hints;
	}

	private outputHints(functions: IExecuteFunctions): NodeExecutionHint[] {
		const hints: NodeExecutionHint[] = [];
		for (const [why, count] of this.skipped) {
			hints.push({ type: 'info', message: `${plural(count, 'item')} skipped: ${why}.` });
		}
		if (this.notReadBack) {
			hints.push({
				type: 'warning',
				message: `${plural(this.notReadBack, 'write was', 'writes were')} accepted by the API but not read back; those items output the API's answer with a notice.`,
			});
		}
		const fieldsNoRecordHas = [...this.selectedFields].filter(
			(field) => !this.fieldsFound.has(field),
		);
		const fieldsLabel = selectedFieldsLabel(functions.getNode().typeVersion);
		for (const field of fieldsNoRecordHas) {
			hints.push({
				type: 'warning',
				message: `No record has the field "${field}", so it is output as null. Check its spelling in ${fieldsLabel}.`,
			});
		}
		return hints;
	}

	/**
	 * Adds the run's hints to its output panel, and only there (see docs/n8n-notes.md, Execution
	 * hints); a context without addExecutionHints (an older n8n) gets none rather than an error. A
	 * run as an AI Agent's tool adds none: nobody reads the tool's panels, and the agent reads only
	 * its output.
	 */
	addTo(functions: IExecuteFunctions): void {
		if (typeof functions.addExecutionHints !== 'function' || isAgentToolRun(functions)) return;
		const hints = [
			...this.retryHints(),
			...this.waitHints(),
			...this.renewalHints(),
			...this.outputHints(functions),
		];
		if (hints.length) {
			functions.addExecutionHints(
				...hints.map((hint): NodeExecutionHint => ({ ...hint, location: 'outputPane' })),
			);
		}
	}
}
