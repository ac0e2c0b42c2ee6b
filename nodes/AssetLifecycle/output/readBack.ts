import type { IDataObject } from 'n8n-workflow';

import type { ItemContext } from '../itemContext';

/**
 * What running the item again would do, for the notice to say: Create writes a second record;
 * Update and Create or Update find the record and write the same values (safe).
 */
export type RunAgain = 'writesTwice' | 'safe';

/** The write: the API's answer, what was written ("employee"), its id, what a re-run does. */
interface Written {
	answer: IDataObject;
	what: string;
	id: unknown;
	rerun?: RunAgain;
}

const runAgainAdvice = (rerun: RunAgain, what: string) =>
	rerun === 'safe'
		? `Running this item again is safe: it finds the ${what} and writes the same values.`
		: `Do not run this item again: it would save the ${what} twice.`;

/**
 * After a write the API accepted, reads the record back so the output is the complete record.
 * The write is done whatever happens next: when the answer names no id to read, or the read
 * fails, the item outputs what the API answered and a `notice` saying the record was written,
 * never an error that the user would answer by running the item again (and writing twice).
 * It belongs to a write operation's output shape, so under Raw output nothing is read back.
 */
export async function readBackAfterWrite(
	item: ItemContext,
	{ answer, what, id, rerun = 'writesTwice' }: Written,
	read: (id: string) => Promise<IDataObject>,
): Promise<IDataObject> {
	const recordId = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
	if (!recordId) {
		item.execution.hints.writeNotReadBack();
		return {
			...answer,
			notice: `The ${what} was saved, but the API's answer names no id, so the complete record was not read back. ${runAgainAdvice(rerun, what)}`,
		};
	}
	try {
		return await read(recordId);
	} catch (error) {
		item.execution.hints.writeNotReadBack();
		return {
			...answer,
			notice: `The ${what} was saved (id ${recordId}), but reading it back failed: ${(error as Error).message}. ${runAgainAdvice(rerun, what)}`,
		};
	}
}
