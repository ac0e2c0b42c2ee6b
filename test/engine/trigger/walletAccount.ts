/**
 * What Wallet Transaction's engine tests share: an account of 40 seeded transactions, which lie
 * hours before the ones a test adds, reset before each test, and a poll read as the ids it emitted
 * and the pages of the transaction list it asked for.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Poller } from '../harness';
import { useTriggerSandbox } from './support';

export interface CreatedTransaction {
	id: string;
	created_at: string;
}

const ACCOUNT = { seed: 11, transactions: 40 };

export const ids = (rows: Array<{ id?: unknown }>) => rows.map((row) => row.id);

export function useWalletAccount() {
	const sandbox = useTriggerSandbox(ACCOUNT);
	beforeEach(async () => await sandbox.control('POST', '/reset', ACCOUNT));
	afterEach(() => (sandbox.running.sandbox.beforeAnswer = undefined));

	/** Adds transactions through the sandbox's control API (`count` of them, or `transactions`). */
	const addTransactions = async (body: IDataObject) =>
		await sandbox.control<CreatedTransaction[]>('POST', '/wallet/transactions', body);

	/** The trigger on every new transaction, at Max Requests per Poll's default unless given. */
	const wallet = (maxRequestsPerPoll?: number) =>
		sandbox.trigger({
			event: 'walletTransaction',
			filters: {},
			...(maxRequestsPerPoll === undefined ? {} : { options: { maxRequestsPerPoll } }),
		});

	/** The trigger at the default budget, activated: its first record of the window emits nothing. */
	async function started(): Promise<Poller> {
		const poller = wallet();
		expect((await poller.activate()).items).toEqual([]);
		return poller;
	}

	/** One poll (or the activation), which must not fail: the ids it emitted and the pages it read. */
	async function pollOnce(poller: Poller, activation = false) {
		const { result, api } = await sandbox.logged(
			async () => await (activation ? poller.activate() : poller.poll()),
		);
		expect(result.error).toBeUndefined();
		return { emitted: ids(result.items), pages: api.map((entry) => entry.query.page) };
	}

	return { sandbox, addTransactions, wallet, started, pollOnce };
}
