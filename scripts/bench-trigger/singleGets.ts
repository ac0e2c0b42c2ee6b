/**
 * 300 single Employee Gets at the real quota (60 a window, the window scaled from 60 s to 6 s),
 * alone or while an employee trigger on the same account polls every (scaled) minute.
 */
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { startSandbox } from '../../sandbox';
import { runNode } from '../../test/engine/harness';
import { control, credentialFor, trigger } from './sandbox';

export const QUOTA = 60;
export const SCALED_WINDOW_SECONDS = 6;
export const SINGLE_GETS = 300;

export async function singleGets(withTrigger: boolean) {
	const sandbox = await startSandbox({
		port: 0,
		seed: 9,
		employees: 20_000,
		rateLimit: QUOTA,
		rateWindowSeconds: SCALED_WINDOW_SECONDS,
	});
	try {
		const ids = [...sandbox.sandbox.store.employees.keys()].slice(0, SINGLE_GETS);
		const credentials = credentialFor(sandbox);
		let polls = 0;
		let stop = false;
		const polling = (async () => {
			if (!withTrigger) return;
			const poller = trigger(sandbox, { event: 'employeeChanged' });
			await poller.activate();
			while (!stop) {
				await new Promise((resolve) => setTimeout(resolve, SCALED_WINDOW_SECONDS * 1000));
				if (stop) break;
				await poller.poll();
				polls++;
			}
		})();
		const started = performance.now();
		const result = await runNode({
			nodeType: new AssetLifecycle(),
			parameters: {
				resource: 'employee',
				operation: 'get',
				employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			credentials,
			items: ids.map((id) => ({ json: { id } })),
		});
		const seconds = (performance.now() - started) / 1000;
		stop = true;
		await polling;
		if (result.error) throw new Error(`the node failed: ${result.error.message}`);
		const counters = await control(sandbox, 'GET', '/counters');
		return { seconds, polls, rateLimited: Number(counters.rateLimited) };
	} finally {
		await sandbox.close();
	}
}
