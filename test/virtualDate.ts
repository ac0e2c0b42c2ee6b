/**
 * Replaces the process's Date with one that reads `now()`: Date.now() and new Date() answer the
 * time a test controls, every other use of Date is the real one. Timers are left alone. Returns
 * what puts the real Date back. The nodes read time only through Date, so a test that runs them on
 * this clock decides when their deadlines and windows pass, whatever the machine's load.
 */
export function replaceDate(now: () => number): () => void {
	const RealDate = Date;
	class ControlledDate extends RealDate {
		constructor(...args: unknown[]) {
			if (args.length === 0) super(now());
			else super(...(args as [string | number]));
		}

		static now(): number {
			return now();
		}
	}
	globalThis.Date = ControlledDate as DateConstructor;
	return () => {
		globalThis.Date = RealDate;
	};
}
