/**
 * A poll's RequestMeter on its own, on a clock the test moves: what it admits within the budget,
 * beyond it on an idle quota, after a stop and near the deadline, and the words it gives the log.
 */
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';

const START_MS = 1_000_000;
/** The shipped limits: a 30 s deadline, 10 s allowed for an answer. */
const DEADLINE = { at: START_MS + 30_000, answerTimeoutMs: 10_000 };

function meterAt(budget: number) {
	const clock = { now: START_MS };
	const meter = new RequestMeter(budget, DEADLINE, () => clock.now);
	return { meter, clock };
}

const quota = (remaining: number, limit = 100) => ({
	'ratelimit-remaining': remaining,
	'ratelimit-limit': limit,
});

describe('the meter of one poll', () => {
	test('after a 429 it admits nothing more, budget left or not, and keeps the 429 as the reason', () => {
		const { meter } = meterAt(5);
		expect(meter.admit()).toBe(true);
		meter.stop('rateLimited');
		expect(meter.canSend()).toBe(false);
		expect(meter.admit()).toBe(false);
		expect(meter.stopReason).toBe('rateLimited');
		expect(meter.sent).toBe(1);
		expect(meter.earlyStop()).toBe(
			'to leave the shared quota to other workflows (the API answered 429)',
		);
	});

	test('it admits while an answer can still arrive by the deadline, then stops at the deadline and says so', () => {
		const { meter, clock } = meterAt(5);
		clock.now = DEADLINE.at - DEADLINE.answerTimeoutMs;
		expect(meter.canSend()).toBe(true);
		expect(meter.admit()).toBe(true);
		clock.now += 1;
		expect(meter.canSend()).toBe(false);
		expect(meter.stopReason).toBe('deadline');
		expect(meter.admit()).toBe(false);
		expect(meter.stopReason).toBe('deadline');
		expect(meter.sent).toBe(1);
		expect(meter.earlyStop()).toBe(
			'at its 30 s deadline, so that n8n does not abandon it (the API answered slowly)',
		);
	});

	test('a quota below its reserve stops it, naming what was left', () => {
		const { meter } = meterAt(5);
		meter.admit();
		meter.observe(quota(20));
		expect(meter.canSend()).toBe(false);
		expect(meter.earlyStop()).toBe(
			'to leave the shared quota to other workflows (20 of 100 requests left)',
		);
	});

	test('beyond its budget it reads on while only its own requests spend the quota, up to the ceiling of 45', () => {
		const { meter } = meterAt(2);
		let remaining = 100;
		for (let asked = 0; asked < 60 && meter.admit(); asked++) meter.observe(quota(--remaining));
		expect(meter.sent).toBe(45);
		expect(meter.stopReason).toBe('budget');
		expect(meter.earlyStop()).toBeUndefined();
	});

	test('beyond its budget it admits nothing before the API has reported the quota', () => {
		const { meter } = meterAt(2);
		expect([meter.admit(), meter.admit(), meter.admit()]).toEqual([true, true, false]);
		expect(meter.stopReason).toBe('budget');
	});

	test('beyond its budget it stops as soon as the quota shows others spending', () => {
		const { meter } = meterAt(2);
		meter.admit();
		meter.observe(quota(99));
		meter.admit();
		meter.observe(quota(98));
		expect(meter.canSend()).toBe(true);
		meter.admit();
		// three of its own since the reading of 99, yet 10 fewer
		meter.observe(quota(89));
		expect(meter.canSend()).toBe(false);
		expect(meter.admit()).toBe(false);
		expect(meter.sent).toBe(3);
		expect(meter.stopReason).toBe('budget');
	});
});
