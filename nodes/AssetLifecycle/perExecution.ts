import { RunHints } from './output/runHints';

/**
 * Work done once per execution and shared by its items (a list every item checks against, a
 * roster that items add to). The router makes one per execution; nothing outlives it.
 */
export class PerExecution {
	/** What the run did that its output does not show, told at its end (execution hints). */
	readonly hints = new RunHints();
	private readonly results = new Map<string, Promise<unknown>>();

	/** The value of `compute`, computed by the first item that asks; a failure is not kept. */
	once<T>(key: string, compute: () => Promise<T>): Promise<T> {
		let pending = this.results.get(key) as Promise<T> | undefined;
		if (!pending) {
			pending = compute();
			this.results.set(key, pending);
			pending.catch(() => this.results.delete(key));
		}
		return pending;
	}
}
