import type { IDataObject } from 'n8n-workflow';

import { envelopes, type ListRequest } from '../../../shared/transport/pagination';
import { keptValues, valuesOf } from './state';

/** A department as the event's item: its id and kept values. */
export function departmentOutput(department: IDataObject): IDataObject {
	const values = valuesOf(keptValues(department));
	return { id: String(department.id), ...values };
}

/** The departments, all or modified since a time. */
export function departmentList(modifiedSince?: string): ListRequest {
	return {
		path: '/departments',
		qs: modifiedSince ? { modified_since: modifiedSince } : {},
		envelope: envelopes.departments,
	};
}
