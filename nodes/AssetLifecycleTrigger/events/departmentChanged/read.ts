import type { IDataObject } from 'n8n-workflow';

import { envelopes, type ListRequest } from '../../../shared/transport/pagination';
import { trackedValues, valuesOf } from './state';

/** A department as the event's item: its id and tracked values. */
export function departmentOutput(department: IDataObject): IDataObject {
	const values = valuesOf(trackedValues(department));
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
