/**
 * npm run soak -- --histories 20000 --seed S [--event E] [--persistence n8n|durableCursors]
 *                 [--quota pinned|real] [--steps 40] [--replay history.json]
 * Random histories of the trigger against the reference model (test/simulation/README.md): per
 * event, persistence mode and quota mode (pinned to Max Requests per Poll, or the real quota with
 * the idle-quota reading), the histories, polls, changes checked, lost, duplicated, invented,
 * late and out-of-order events, over-budget polls and the slowest emission in polls; for a failure
 * its seed and shrunk history, as a regression test to paste and as --replay JSON. Each history
 * runs on simulated time and starts from nothing the one before left, so a replay (in a fresh
 * process) gives what the history gave in the soak.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { startSandbox } from '../sandbox';
import type { StaticDataPersistence } from '../test/engine/harness';
import { runHistories, verdictOf, type Summary } from '../test/simulation/campaign';
import {
	EVENTS,
	type History,
	type QuotaMode,
	type SimulatedEvent,
} from '../test/simulation/history';
import { Simulator, useSimulationLimits } from '../test/simulation/simulate';

const { values } = parseArgs({
	options: {
		histories: { type: 'string', default: '1000' },
		seed: { type: 'string', default: String(Date.now() % 1_000_000) },
		event: { type: 'string' },
		persistence: { type: 'string' },
		quota: { type: 'string' },
		steps: { type: 'string', default: '40' },
		replay: { type: 'string' },
	},
});

/** A failure as an entry to add to the table in test/simulation/regressions.ts. */
function regressionEntry(summary: Summary): string {
	const { failure } = summary;
	return `{
	title: 'the shrunk history of seed ${failure!.seed}',
	history: ${JSON.stringify(failure!.history)},
	persist: ['${summary.persist}'],
},`;
}

/** Replays a shrunk history saved by a failed soak; its verdict is the exit code. */
async function replay(simulator: Simulator, file: string) {
	const { history, persist } = JSON.parse(readFileSync(file, 'utf8')) as {
		history: History;
		persist: StaticDataPersistence;
	};
	const outcome = await simulator.run(history, persist);
	console.log(JSON.stringify({ ...outcome, verdict: verdictOf(outcome) ?? 'ok' }, null, 2));
	process.exitCode = verdictOf(outcome) ? 1 : 0;
}

/** The histories of one event and persistence mode: their figures, and a failure to replay. */
async function soakOne(
	simulator: Simulator,
	event: SimulatedEvent,
	persist: StaticDataPersistence,
	quota: QuotaMode,
	histories: number,
	seed: number,
): Promise<boolean> {
	const started = Date.now();
	const summary = await runHistories(simulator, {
		event,
		persist,
		quota,
		histories,
		seed,
		maxSteps: Number(values.steps),
	});
	const seconds = (Date.now() - started) / 1000;
	const { failure, ...figures } = summary;
	console.log(
		JSON.stringify({
			...figures,
			seconds: Math.round(seconds),
			historiesPerSecond: Number((summary.histories / seconds).toFixed(2)),
		}),
	);
	if (!failure) return true;
	const file = join(tmpdir(), `soak-failure-${event}-${persist}-${quota}-${seed}.json`);
	writeFileSync(file, JSON.stringify({ history: failure.history, persist }, null, 2));
	console.log(
		`FAILED after ${failure.run} histories (${failure.numShrinks} shrinks): ${failure.verdict}`,
	);
	console.log(`replay: npm run soak -- --replay ${file}`);
	console.log(regressionEntry(summary));
	return false;
}

async function main() {
	const restoreLimits = useSimulationLimits();
	const running = await startSandbox({ port: 0, rateLimit: 1_000_000_000 });
	const other = await startSandbox({ port: 0, rateLimit: 1_000_000_000 });
	const simulator = new Simulator(running, other);
	try {
		if (values.replay) {
			await replay(simulator, values.replay);
			return;
		}
		const events = values.event ? [values.event as SimulatedEvent] : [...EVENTS];
		const modes: StaticDataPersistence[] = values.persistence
			? [values.persistence as StaticDataPersistence]
			: ['n8n', 'durableCursors'];
		const quotas: QuotaMode[] = values.quota ? [values.quota as QuotaMode] : ['pinned', 'real'];
		const perRun = Math.max(
			1,
			Math.round(Number(values.histories) / (events.length * modes.length * quotas.length)),
		);
		const seed = Number(values.seed);
		console.log(`seed ${seed}, ${perRun} histories per event, persistence mode and quota mode`);
		let clean = true;
		for (const event of events) {
			for (const persist of modes) {
				for (const quota of quotas) {
					clean = (await soakOne(simulator, event, persist, quota, perRun, seed)) && clean;
				}
			}
		}
		process.exitCode = clean ? 0 : 1;
	} finally {
		await running.close();
		await other.close();
		restoreLimits();
	}
}

void main();
