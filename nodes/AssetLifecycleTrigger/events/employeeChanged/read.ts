import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { employeeFromDetail, type Employee } from '../../../shared/shapes/employee';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { envelopes } from '../../../shared/transport/pagination';
import { apiRequest } from '../../../shared/transport/request';
import { outcomeOf } from '../../budget';

/** The employee list, read by the sweep a page at a time and by the test event. */
export const employeeList = { path: '/employees', envelope: envelopes.users };

/** An employee by id; null when the API no longer knows it. */
export async function readDetail(this: IPollFunctions, id: string): Promise<Employee | null> {
	const outcome = await outcomeOf(
		async () =>
			await apiRequest.call(this, { method: 'GET', path: `/employees/${pathSegment(id)}` }),
	);
	if ('value' in outcome) return employeeFromDetail((outcome.value.employee ?? {}) as IDataObject);
	if ((outcome.error as { httpCode?: string }).httpCode === '404') return null;
	throw outcome.error;
}
