/**
 * Each saved-workflow fixture, run as n8n runs it (runner.ts) against a freshly seeded sandbox in
 * UTC and in a time zone 14 hours ahead, does what its recording beside it says: the same requests
 * and what downstream nodes build on (the outputs, the trigger's events and saved state), compared
 * by value (compare.ts). `COMPAT_RECORD=1` (what `npm run compat:snapshot` sets) writes the
 * recording of a fixture of an unreleased version, and of a fixture that has none yet.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

import { startSandbox, type RunningSandbox } from '../../sandbox';
import { firstDifference } from './compare';
import { fixturesOf, type Fixture } from './fixtures';
import type { RecordedRun, Recording } from './recording';
import { runFixture, stopClock, TIME_ZONES, type TimeZone } from './runner';
import { readReleased, subjects } from './snapshot';

const recording = process.env.COMPAT_RECORD === '1';
const released = readReleased();

let sandbox: RunningSandbox;

beforeAll(async () => {
	stopClock();
	sandbox = await startSandbox({ port: 0, rateLimit: 100000 });
});
afterAll(async () => {
	await sandbox.close();
	jest.useRealTimers();
});

const isReleased = (fixture: Fixture) =>
	released.versions[fixture.subject].includes(fixture.version);

const cases = subjects()
	.filter((subject) => subject.description !== null)
	.flatMap((subject) => subject.versions.flatMap((version) => fixturesOf(subject.name, version)));

/** The runs in UTC, and those of another time zone where they differ. */
function recordingOf(runs: Record<TimeZone, RecordedRun[]>): Recording {
	const differing = TIME_ZONES.filter(
		(zone) => zone !== 'UTC' && !isDeepStrictEqual(runs[zone], runs.UTC),
	);
	return {
		runs: runs.UTC,
		...(differing.length
			? { timeZones: Object.fromEntries(differing.map((zone) => [zone, runs[zone]])) }
			: {}),
	};
}

describe('saved workflows do what they did when their version was released', () => {
	test.each(cases)('$subject@$version $name', async (fixture) => {
		const runs = {} as Record<TimeZone, RecordedRun[]>;
		for (const zone of TIME_ZONES) runs[zone] = await runFixture(fixture, sandbox, zone);
		const exists = existsSync(fixture.recordingPath);
		if (recording && (!exists || !isReleased(fixture))) {
			writeFileSync(fixture.recordingPath, `${JSON.stringify(recordingOf(runs), null, '\t')}\n`);
			return;
		}
		if (!exists) {
			throw new Error(
				`${fixture.recordingPath} is missing: record it with npm run compat:snapshot ` +
					'(an existing recording of a released version is never rewritten: CONTRIBUTING.md)',
			);
		}
		const expected = JSON.parse(readFileSync(fixture.recordingPath, 'utf8')) as Recording;
		for (const zone of TIME_ZONES) {
			const difference = firstDifference(expected.timeZones?.[zone] ?? expected.runs, runs[zone]);
			if (difference) {
				throw new Error(
					`${fixture.subject}@${fixture.version} ${fixture.name} in ${zone} does not do what ` +
						`${fixture.recordingPath} records: ${difference}\nA saved workflow must keep doing ` +
						'what it did when its version was released: keep the old behaviour for this node ' +
						'version and put the change into a new one (CONTRIBUTING.md).',
				);
			}
		}
	});
});
