/**
 * Liveness: every baseline, pass and backlog the trigger starts must complete within the bound
 * docs/trigger.md gives for the history's budget (bounds.ts). The trigger's stored state says how
 * far its reads have come (the `progress` of its version's state format, stateFormats/): read
 * before and after each poll, it tells when a process started and when it completed. A process
 * that took more undisturbed polls than its bound, or is still running past it when the history
 * ends, is unfinished, which fails a history as a lost change does. A poll that met a fault, a
 * restart or an activation starts the count again, as for a late event.
 */
import type { Process } from './bounds';
import type { Progress } from './stateFormats/format';

interface Running {
	startedAt: number;
	/** For a pass, the pass it is. */
	id?: string;
}

export class Liveness {
	readonly unfinished: string[] = [];
	private readonly running = new Map<Process, Running>();
	/** When the state the trigger keeps now began: its first baseline for the parameters in force. */
	private stateBeganAt = 0;

	/**
	 * @param bound the bound for a process, for the account and budget as they stand, counting
	 * what changed in the account since `changesSince`: for a pass, since the state began (a record
	 * a deletion moved back, or a deleted one, that no pass met since is read by id at the end of
	 * the second pass that misses it, and a restart may bring back a state that still holds it);
	 * for the others, since their own start; `stateBegan` when the state the trigger keeps began
	 */
	constructor(
		private readonly bound: (
			process: Process,
			startedAt: number,
			changesSince: number,
			stateBegan: number,
		) => number,
	) {}

	/** The parameters changed before poll `poll`: the trigger starts a new state there. */
	newState(poll: number): void {
		this.stateBeganAt = poll;
	}

	/** Before poll `poll`: what the state the poll starts from says (undefined: no state). */
	before(poll: number, progress: Progress | undefined): void {
		const open = (process: Process, id?: string) => {
			const running = this.running.get(process);
			if (running === undefined || running.id !== id) {
				this.running.set(process, { startedAt: poll, id });
			}
		};
		if (!progress?.baselined) open('baseline');
		if (progress?.backlog) open('backlog');
		if (progress?.baselined && progress.pass !== undefined) open('pass', progress.pass);
	}

	/** After poll `poll` (disturbed ones included): the processes it completed. */
	after(poll: number, progress: Progress | undefined, disturbedAt: number): void {
		const close = (process: Process, completed: boolean) => {
			const running = this.running.get(process);
			if (running === undefined || !completed) return;
			this.running.delete(process);
			this.check(process, running, poll, disturbedAt, 'completed');
		};
		close('baseline', progress?.baselined === true);
		close('backlog', progress !== undefined && !progress.backlog);
		const pass = this.running.get('pass');
		close('pass', pass !== undefined && progress?.pass !== pass.id);
	}

	/** When the history ends: a process still running must not have outrun its bound. */
	finish(poll: number, disturbedAt: number): void {
		for (const [process, running] of this.running) {
			this.check(process, running, poll, disturbedAt, 'still running');
		}
	}

	private check(
		process: Process,
		running: Running,
		poll: number,
		disturbedAt: number,
		how: string,
	): void {
		const polls = poll - Math.max(running.startedAt, disturbedAt + 1) + 1;
		const changesSince = process === 'pass' ? this.stateBeganAt : running.startedAt;
		const bound = this.bound(process, running.startedAt, changesSince, this.stateBeganAt);
		if (polls > bound) {
			this.unfinished.push(
				`the ${process} begun at poll ${running.startedAt}: ${how} after ${polls} undisturbed polls, bound ${bound}`,
			);
		}
	}
}
