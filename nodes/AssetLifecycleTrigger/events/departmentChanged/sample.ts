import type { IDataObject } from 'n8n-workflow';

import { readPage } from '../../../shared/transport/pagination';
import type { Poll } from '../../poll';
import { flaggedSample } from '../../triggerEvent';
import { departmentList, departmentOutput } from './read';
import { isActive, keptValues, valuesOf } from './state';

/**
 * A real department as an example: the most recently changed one (an active one when
 * deactivations are left out), as a creation flagged illustrative, since its history is unknown;
 * a flagged example when there is none.
 */
export async function sampleEvent(poll: Poll): Promise<IDataObject[]> {
	const excludeDeactivations = poll.param('excludeDeactivations', false);
	const wanted = (department: IDataObject) =>
		!excludeDeactivations || isActive(keptValues(department));
	const since = (days: number) => new Date(poll.now() - days * 24 * 60 * 60 * 1000).toISOString();
	for (const modifiedSince of [since(1), since(30), undefined]) {
		if (!poll.meter.canSend()) break;
		const page = await readPage(poll, { ...departmentList(modifiedSince), page: 1 });
		if (page === undefined) break;
		const department = [...page.items].reverse().find(wanted);
		if (department) {
			return [
				flaggedSample(
					'illustrative',
					'Test event: a real department as it is now, shown as a creation; change and previous are illustrative, not its history.',
					{ ...departmentOutput(department), change: 'created', previous: null },
				),
			];
		}
	}
	return [
		flaggedSample(
			'example',
			'Example event: no department matching the filter was found. Its id belongs to no department; live events carry real ones.',
			{
				id: 'example-department',
				...valuesOf(['Example Department', null, null, 1]),
				change: 'created',
				previous: null,
			},
		),
	];
}
