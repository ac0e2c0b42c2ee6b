import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { NotDeduplicatedWrite } from '../shared/transport/types';
import {
	UNCONFIRMED_WRITE_MINUTES,
	unconfirmedWrites,
} from '../shared/transport/unconfirmedWrites';
import type { ItemContext } from './itemContext';
import { optionsCollection } from './parameters/common';

/**
 * An operation whose write the API does not deduplicate: each request that reaches the API creates
 * another record, so a request sent again after a failure may create a second one.
 */
export interface NotDeduplicated {
	/** What the write creates: "order". */
	record: string;
	/** The operation, as the user finds it: "Order → Create". */
	operation: string;
	/** The operation that lists these records, where the user checks: "Order → Get Many". */
	listedBy: string;
}

const SEND_ANYWAY = 'sendDespiteUnconfirmedAttempt';
const SEND_ANYWAY_LABEL = 'Send Despite an Unconfirmed Attempt';

/**
 * Told in the editor before any run (n8n shows no parameter on Retry On Fail's setting, so the
 * notice is always shown on the operation), and the option that sends the write anyway.
 */
export function notDeduplicatedParameters({ record, listedBy }: NotDeduplicated): {
	notice: INodeProperties;
	options: INodeProperties;
} {
	return {
		notice: {
			displayName: `The API does not deduplicate ${record}s: each request that reaches it creates another ${record}. When a request gets a server error or no answer, the ${record} may have gone through, and n8n's Retry On Fail or a re-run would send it again: this node then holds the same ${record} back for ${UNCONFIRMED_WRITE_MINUTES} minutes and fails, saying how to check (${listedBy}) and how to send it anyway. What a run created before it failed on another item is not created again by the next run either. It can only do so within this n8n process: another queue-mode worker, or n8n after a restart, would send it.`,
			name: 'notDeduplicatedNotice',
			type: 'notice',
			default: '',
		},
		options: optionsCollection([
			{
				displayName: SEND_ANYWAY_LABEL,
				name: SEND_ANYWAY,
				type: 'boolean',
				default: false,
				description: `Whether to send the ${record} even though the same ${record} was sent in the last ${UNCONFIRMED_WRITE_MINUTES} minutes and got a server error or no answer, so it may have gone through. Turn it on only after checking with ${listedBy} that it did not, and off again once sent.`,
			},
		]),
	};
}

/**
 * The node's run: n8n's Retry On Fail runs it again with the same execution id, node and run index
 * (`$runIndex`; see docs/n8n-notes.md, Retry On Fail). Undefined where n8n gives no execution id.
 */
function runOf(functions: IExecuteFunctions): string | undefined {
	const executionId = functions.getExecutionId();
	if (!executionId) return undefined;
	const runIndex = functions.getWorkflowDataProxy(0).$runIndex as number;
	return `${executionId}#${functions.getNode().name}#${runIndex}`;
}

/** The write as the transport remembers it for this item: its words, the user's option, the run. */
export function notDeduplicatedWrite(
	rule: NotDeduplicated,
	item: ItemContext,
): NotDeduplicatedWrite {
	return {
		...rule,
		sendAnyway: {
			label: `Options → ${SEND_ANYWAY_LABEL}`,
			on: item.collection('options')[SEND_ANYWAY] === true,
		},
		run: runOf(item.functions),
	};
}

/**
 * The node's run failed: n8n shows none of its output, so the writes it made are given again to
 * the next run that sends them, not made a second time (see unconfirmedWrites.ts).
 */
export function notDeduplicatedRunFailed(functions: IExecuteFunctions): void {
	const run = runOf(functions);
	if (run !== undefined) unconfirmedWrites.runFailed(run);
}
