import type { IDataObject } from 'n8n-workflow';

import { employeeFromDetail, type Employee } from '../../../shared/shapes/employee';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { nullIfNotFound } from '../../../shared/transport/errors';
import { envelopes } from '../../../shared/transport/pagination';
import { apiRequest } from '../../../shared/transport/request';
import type { Poll } from '../../poll';

/** The employee list, read by the sweep a page at a time and by the test event. */
export const employeeList = { path: '/employees', envelope: envelopes.users };

/**
 * An employee by id; null when the API no longer knows it, undefined when the poll's meter stopped
 * the read.
 */
export async function readDetail(poll: Poll, id: string): Promise<Employee | null | undefined> {
	const body = await nullIfNotFound(
		apiRequest(poll, { method: 'GET', path: `/employees/${pathSegment(id)}` }),
	);
	return body && employeeFromDetail((body.employee ?? {}) as IDataObject);
}
