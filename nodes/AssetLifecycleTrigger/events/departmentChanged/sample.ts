import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { readPage } from '../../../shared/transport/pagination';
import type { RequestMeter } from '../../budget';
import { markedSample } from '../../triggerEvent';
import { departmentList, departmentOutput } from './read';
import { fingerprint, valuesOf } from './state';

/**
 * A real department as an example: the most recently changed one (an active one when
 * deactivations are left out), as a creation marked illustrative, since its history is unknown;
 * a marked example when there is none.
 */
export async function sampleDepartmentEvent(
	this: IPollFunctions,
	meter: RequestMeter,
): Promise<IDataObject[]> {
	const excludeDeactivations = this.getNodeParameter('excludeDeactivations', false) as boolean;
	const wanted = (department: IDataObject) =>
		!excludeDeactivations || fingerprint(department)[3] === 1;
	const since = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
	for (const modifiedSince of [since(1), since(30), undefined]) {
		if (!meter.canSend()) break;
		const { items } = await readPage.call(this, { ...departmentList(modifiedSince), page: 1 });
		const department = [...items].reverse().find(wanted);
		if (department) {
			return [
				markedSample(
					'illustrative',
					'Test event: a real department as it is now, shown as a creation; change and previous are illustrative, not its history.',
					{ ...departmentOutput(department), change: 'created', previous: null },
				),
			];
		}
	}
	return [
		markedSample(
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
