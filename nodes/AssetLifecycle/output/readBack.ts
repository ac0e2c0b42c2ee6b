import type { IDataObject } from 'n8n-workflow';

/**
 * After a write the API accepted, reads the record back so the output is the complete record.
 * The write is done whatever happens next: when the answer names no id to read, or the read
 * fails, the item outputs what the API answered and a `notice` saying the record was written,
 * never an error that the user would answer by running the item again (and writing twice).
 * It belongs to a write operation's output shape, so under Raw Output nothing is read back.
 */
export async function readBackAfterWrite(
	answer: IDataObject,
	what: string,
	id: unknown,
	read: (id: string) => Promise<IDataObject>,
): Promise<IDataObject> {
	const recordId = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
	if (!recordId) {
		return {
			...answer,
			notice: `The ${what} was saved, but the API's answer names no id, so the complete record was not read back. Do not run this item again: it would save the ${what} twice.`,
		};
	}
	try {
		return await read(recordId);
	} catch (error) {
		return {
			...answer,
			notice: `The ${what} was saved (id ${recordId}), but reading it back failed: ${(error as Error).message}. Do not run this item again: it would save the ${what} twice.`,
		};
	}
}
