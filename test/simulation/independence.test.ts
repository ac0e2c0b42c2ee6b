/**
 * Each history starts from nothing the one before left (poll lock, caches, rate-limit memory,
 * token, time): a shrunk history played after others in this process gives the same outcome as
 * played alone in a fresh process (npm run soak -- --replay).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';

import { historyOf, type History } from './history';
import { hourlyWalletPolls } from './regressions';
import type { Outcome } from './simulate';
import { useSimulator } from './support';

jest.setTimeout(170_000);
const simulator = useSimulator();

// a shrunk history with a change during a poll, a token that expires (five hours at 60 minutes a
// poll) and a backlog over several polls
const shrunk: History = {
	...hourlyWalletPolls,
	steps: [
		{ kind: 'transactions', count: 100, lagMinutes: 0, kindOf: 0 },
		{ kind: 'fault', fault: '503', route: 0 },
		{ kind: 'overlap' },
		{
			kind: 'during',
			request: 2,
			change: { kind: 'transactions', count: 101, lagMinutes: 0, kindOf: 0 },
		},
		{ kind: 'restart' },
	],
};

/** What two plays of one history must share. */
const figures = (outcome: Outcome) => ({
	polls: outcome.polls,
	changes: outcome.changes,
	lost: outcome.lost,
	duplicated: outcome.duplicated,
	invented: outcome.invented,
	late: outcome.late,
	outOfOrder: outcome.outOfOrder,
	overBudget: outcome.overBudget,
	stateBytes: outcome.stateBytes,
});

it('a history played after others gives what it gives alone, in a fresh process', async () => {
	// others first, with overlapping polls, faults and restarts of their own
	for (const other of fc.sample(historyOf('walletTransaction', 12), { numRuns: 3, seed: 7 })) {
		await simulator().run(other, 'n8n');
	}
	const afterOthers = await simulator().run(shrunk, 'n8n');

	const file = join(mkdtempSync(join(tmpdir(), 'simulation-')), 'history.json');
	writeFileSync(file, JSON.stringify({ history: shrunk, persist: 'n8n' }));
	const { stdout } = await promisify(execFile)(
		join(process.cwd(), 'node_modules/.bin/tsx'),
		['scripts/soak.ts', '--replay', file],
		{ cwd: process.cwd() },
	).catch((failed: { stdout: string }) => failed);
	const alone = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Outcome;

	expect(afterOthers.changes).toBeGreaterThan(100);
	expect(figures(alone)).toEqual(figures(afterOthers));
});
