/**
 * `npm run bench:trigger`: what the trigger costs at 1,000, 20,000 and 100,000 employees (the
 * sandbox's default account shape: one campaign per 80 employees, the first holding one recovery
 * per 10 employees), at the default budget of 10 requests a poll:
 * - requests per idle poll (the poll after the baseline pass; the rate limit lifted to count),
 * - polls until a change in the worst place is emitted (a record the sweep has just read), and the
 *   minutes that is at a one-minute Poll Time: with the rate limit lifted, then at the real quota
 *   (60 a window, scaled as below, a poll a scaled minute), on an idle account and while another
 *   client spends a third of the quota (bench-trigger/realQuota.ts),
 * - the static data the trigger keeps (bytes of JSON), the bytes n8n writes per poll with durable
 *   cursors (2.41's opt-in: every poll that changes the state writes it whole; the classic
 *   scheduler writes only after a poll that emits), averaged over the polls of one idle pass, and
 *   the heap one idle poll adds at its peak (sampled every 2 ms above the heap after a full
 *   collection; run with --expose-gc, as `npm run bench:trigger` does), and the bits the employee
 *   state keeps of each name.
 * Then 300 single Employee Gets at the real quota (60 a window, the window scaled from 60 s to
 * 6 s) alone and while an employee trigger on the same account polls every (scaled) minute: wall
 * time and its ratio to the quota's floor. Prints tables and, last, the figures as JSON.
 */
import { startSandbox } from '../sandbox';
import { measureEvent, WORST_PLACES, type Row } from './bench-trigger/measure';
import { QUOTA, SCALED_WINDOW_SECONDS, SINGLE_GETS, singleGets } from './bench-trigger/singleGets';

const SIZES = [1_000, 20_000, 100_000];

async function measureSize(employees: number): Promise<Row[]> {
	const started = performance.now();
	const sandbox = await startSandbox({ port: 0, seed: 9, employees, rateLimit: 10_000_000 });
	const startup = (performance.now() - started) / 1000;
	console.log(`${employees} employees: sandbox up in ${startup.toFixed(1)} s`);
	try {
		const rows: Row[] = [];
		for (const place of WORST_PLACES) rows.push(await measureEvent(sandbox, employees, place));
		return rows;
	} finally {
		await sandbox.close();
	}
}

async function main() {
	const rows: Row[] = [];
	for (const size of SIZES) rows.push(...(await measureSize(size)));
	console.log('');
	console.log(
		'| employees | event | requests per idle poll | polls until a change in the worst place is emitted (minutes at a 1-minute Poll Time), rate limit lifted | real quota, idle: polls (requests a poll) | real quota, another client spending a third: polls (requests a poll) | static data bytes | bytes written per poll (durable cursors) | heap a poll adds (MB) |',
	);
	console.log('|---|---|---|---|---|---|---|---|---|');
	for (const row of rows) {
		const { idle, busy } = row.realQuota;
		console.log(
			`| ${row.employees.toLocaleString('en-US')} | \`${row.event}\` | ${row.requestsPerIdlePoll} | ${row.pollsToWorstChange} (${row.pollsToWorstChange} min) | ${idle.polls} (${idle.requestsPerPoll}) | ${busy.polls} (${busy.requestsPerPoll}) | ${row.staticDataBytes.toLocaleString('en-US')} | ${row.bytesWrittenPerPoll.toLocaleString('en-US')} | ${(row.pollHeapBytes / 1e6).toFixed(1)} |`,
		);
	}

	for (const { employees, nameBits } of rows.filter((row) => row.nameBits !== undefined)) {
		console.log(`employee state at ${employees} employees: names' fingerprints ${nameBits} bits`);
	}

	// the quota's floor, as docs/reliability.md defines it: the start of the window in which the
	// last Get can go (the first window's 60 go at once)
	const floor = (Math.ceil(SINGLE_GETS / QUOTA) - 1) * SCALED_WINDOW_SECONDS;
	const alone = await singleGets(false);
	const shared = await singleGets(true);
	console.log('');
	console.log(
		`300 Employee Gets at ${QUOTA} requests per ${SCALED_WINDOW_SECONDS} s (the real quota, window scaled 10x); floor ${floor} s`,
	);
	console.log('| run | wall time | ratio to floor | trigger polls | 429s |');
	console.log('|---|---|---|---|---|');
	for (const [name, run] of [
		['alone', alone],
		['with an employee trigger polling every window', shared],
	] as const) {
		console.log(
			`| ${name} | ${run.seconds.toFixed(1)} s | ${(run.seconds / floor).toFixed(2)} | ${run.polls} | ${run.rateLimited} |`,
		);
	}
	console.log(JSON.stringify({ rows, floor, alone, shared }));
}

main().catch((error: Error) => {
	console.error(error);
	process.exit(1);
});
