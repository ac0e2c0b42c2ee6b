/**
 * The polls of this process that are running now, by workflow and node.
 *
 * n8n starts a poll on every tick of the Poll Times without waiting for the previous one: 1.123's
 * ScheduledTaskManager.registerCron calls `onTick` → `void executeTrigger()` in
 * ActiveWorkflows.activatePolling (n8n-core execution-engine/active-workflows.js), and 2.41's
 * ActiveWorkflowTriggers.activatePollTrigger registers `() => { void executePollTrigger(); }`
 * (execution-engine/active-workflow-triggers.js); 2.41 only counts the overlap
 * (TriggersAndPollers.runPollFunction, `inFlightPolls`). A poll that outlives its interval, or
 * two Poll Times entries on the same minute, therefore run side by side on the same state.
 *
 * This is the package's one deliberate piece of module-scope state. It lives in memory, not in the
 * static data: 2.41's durable cursors hand each poll its own copy of the static data, and a flag
 * saved before a crash would block the trigger for good.
 */
const running = new Set<string>();

/** Claims the poll slot of this trigger; false when a poll of it is already running. */
export function claimPoll(key: string): boolean {
	if (running.has(key)) return false;
	running.add(key);
	return true;
}

export function releasePoll(key: string): void {
	running.delete(key);
}
