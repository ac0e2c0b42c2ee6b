/**
 * The sandbox's clock: the machine's, moved by an offset, or stopped at a set instant and moved
 * only by the control API (POST /__sandbox/clock). A test that runs hours of an account in seconds
 * stops it and advances it in steps, as it advances its own process's clock; the sandbox never
 * reads the process's Date for its own time, so a test that replaces Date does not move it twice.
 */
const machineNow = () => performance.timeOrigin + performance.now();

export class SandboxClock {
	private offsetMs = 0;
	private stoppedAt: number | undefined;

	now(): number {
		return this.stoppedAt ?? machineNow() + this.offsetMs;
	}

	date(): Date {
		return new Date(this.now());
	}

	advance(ms: number): void {
		if (this.stoppedAt === undefined) this.offsetMs += ms;
		else this.stoppedAt += ms;
	}

	/** Stops the clock at `at` (epoch ms); undefined lets it run again from there. */
	stopAt(at: number | undefined): void {
		if (at === undefined) {
			if (this.stoppedAt !== undefined) this.offsetMs = this.stoppedAt - machineNow();
			this.stoppedAt = undefined;
			return;
		}
		this.stoppedAt = at;
	}

	get stopped(): boolean {
		return this.stoppedAt !== undefined;
	}
}
