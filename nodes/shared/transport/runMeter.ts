/**
 * What the transport did for one run of a node (one execution context): the time it waited on the
 * API's rate limit, the 429s it met, the answers it got. The action node reads it once per run to
 * explain the run in the editor (execution hints); nothing outlives the context it is kept for.
 */
export interface RunMeter {
	rateLimitWaitMs: number;
	refusals: number;
	answers: number;
}

const meters = new WeakMap<object, RunMeter>();

export function runMeterOf(context: object): RunMeter {
	let meter = meters.get(context);
	if (!meter) {
		meter = { rateLimitWaitMs: 0, refusals: 0, answers: 0 };
		meters.set(context, meter);
	}
	return meter;
}

/** Runs a wait on the rate limit (pacing before a request, or a 429's wait) and counts its time. */
export async function meteredWait(context: object, wait: () => Promise<void>): Promise<void> {
	const started = Date.now();
	try {
		await wait();
	} finally {
		runMeterOf(context).rateLimitWaitMs += Date.now() - started;
	}
}
