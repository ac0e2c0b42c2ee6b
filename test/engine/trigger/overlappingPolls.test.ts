/**
 * n8n starts a poll on every tick without waiting for the one before: a poll that finds the
 * previous poll of the same trigger still running returns at once, sends nothing and leaves the
 * state to that poll.
 */
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';

import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 5 });
beforeEach(async () => await sandbox.control('POST', '/reset', { seed: 5 }));
afterEach(() => (sandbox.running.sandbox.beforeAnswer = undefined));

test('a poll that starts while the previous one waits on its answer returns null, sending nothing; the next poll runs', async () => {
	const poller = sandbox.trigger({ event: 'departmentChanged' });
	await poller.activate();
	let answer!: () => void;
	let held!: () => void;
	const waiting = new Promise<void>((resolve) => (held = resolve));
	sandbox.running.sandbox.beforeAnswer = async (route) => {
		if (route !== 'GET /departments') return;
		sandbox.running.sandbox.beforeAnswer = undefined;
		held();
		await new Promise<void>((resolve) => (answer = resolve));
	};

	const first = poller.poll();
	await waiting;
	const warn = jest.spyOn(Container.get(Logger), 'warn').mockImplementation(() => undefined);
	try {
		const { result: second, api } = await sandbox.logged(async () => await poller.poll());
		expect(second).toMatchObject({ emitted: null, items: [] });
		expect(second.error).toBeUndefined();
		expect(api).toEqual([]);
		expect(warn).toHaveBeenCalledWith(
			expect.stringContaining('the previous poll of this trigger is still running'),
			expect.objectContaining({ event: 'departmentChanged' }),
		);
	} finally {
		warn.mockRestore();
		// the first poll's answer, held until the second poll has run
		answer();
	}
	expect((await first).error).toBeUndefined();

	const { api: next } = await sandbox.logged(async () => await poller.poll());
	expect(next.map((entry) => entry.route)).toEqual(['GET /departments']);
});
