import { readFileSync } from 'node:fs';
import path from 'node:path';

import { pollLimits } from '../../nodes/AssetLifecycleTrigger/budget';
import {
	HASH_BITS,
	marksLimit,
	NAME_BITS,
	NAME_FLOOR_BITS,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';

/*
 * Figures the docs state that come from the code or from arithmetic the docs define: when the code
 * changes, the sentence that repeats its number fails here instead of going stale.
 */
const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ');
const trigger = read('docs/trigger.md');
const reliability = readFileSync(path.join(root, 'docs/reliability.md'), 'utf8');

/**
 * The quota's floor as docs/reliability.md defines it: the start of the window in which the last
 * of `requests` can go, at `limit` requests a window of `windowSeconds`.
 */
const floorSeconds = (requests: number, limit: number, windowSeconds: number) =>
	(Math.ceil(requests / limit) - 1) * windowSeconds;

describe("the docs' figures match the code", () => {
	test("a poll's deadline", () => {
		expect(trigger).toContain(`**A poll ends within ${pollLimits.deadlineMs / 1000} seconds.**`);
	});
});

describe("the docs' figures follow their own arithmetic", () => {
	test("the 300 Gets beside a trigger: the floor and each run's ratio to it", () => {
		const floor = floorSeconds(300, 60, 6);
		expect(trigger).toContain(`floor ${floor} s, the start of the window in which the 300th`);
		const runs = [...trigger.matchAll(/(\d+\.\d) s,? \(?(\d\.\d\d) ×/g)];
		expect(runs.length).toBe(3);
		for (const [, wall, ratio] of runs) {
			expect(ratio).toBe((Number(wall) / floor).toFixed(2));
		}
	});

	test('the side-by-side table: each floor, and each ratio the wall time over it', () => {
		const rows = reliability
			.split('\n')
			.filter((line) => /^\| (single process|queue mode)/.test(line))
			.map((line) => line.split('|').map((cell) => cell.trim()));
		expect(rows.length).toBe(10);
		for (const row of rows) {
			const [variant, wall, floor, ratio] = [row[2], row[7], row[8], row[9]];
			const requests = variant.includes('300 items') ? 3 * 300 : 3 * 60;
			expect([variant, Number(floor)]).toEqual([variant, floorSeconds(requests, 60, 6)]);
			// the ratio is of the unrounded wall time: within the wall time's rounding
			const exact = Number(wall) / Number(floor);
			expect(Math.abs(Number(ratio.replace('x', '')) - exact)).toBeLessThanOrEqual(
				0.05 / Number(floor) + 0.005,
			);
		}
	});
});

describe("the employee state's odds follow from the widths it keeps", () => {
	const figure = (value: number) => value.toLocaleString('en-US');

	test('the widths and the limit', () => {
		expect(trigger).toContain(`**The hash**: ${HASH_BITS} bits of the SHA-256`);
		expect(trigger).toContain(`a ${NAME_BITS}-bit fingerprint each of the first name`);
		expect(trigger).toContain(
			`Past ${marksLimit.bytes / 1000} kB the names narrow to ${NAME_FLOOR_BITS} bits`,
		);
	});

	test('a change missed entirely, and a name change not named, per change', () => {
		expect(trigger).toContain(
			`alone is missed 1 time in 2^${HASH_BITS} (${figure(2 ** HASH_BITS)})`,
		);
		expect(trigger).toContain(`at most 1 time in 2^${HASH_BITS + NAME_FLOOR_BITS}`);
		const changesAYear = 100_000 * 12;
		expect(trigger).toContain(
			`(${(changesAYear / 1e6).toFixed(1)} million changes a year), ${((changesAYear * 100) / 2 ** HASH_BITS).toFixed(2)} changes missed in 100 years`,
		);
		expect(trigger).toContain(`1 time in 2^${NAME_BITS} (${figure(2 ** NAME_BITS)})`);
		expect(trigger).toContain(`1 in 2^${NAME_FLOOR_BITS} (${figure(2 ** NAME_FLOOR_BITS)})`);
		expect(trigger).toContain(
			`a name goes unnamed 1 time in ${figure(2 ** NAME_FLOOR_BITS)} at most`,
		);
		// the bound issue 42 sets: under 1 in 10,000 name changes, at the floor too
		expect(2 ** -NAME_FLOOR_BITS).toBeLessThan(1e-4);
	});
});
