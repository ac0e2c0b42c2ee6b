/** List departments, with modified_since (on or after a department's last change). */
import type { Department, Store } from '../data/store';
import type { RouteDefinition } from '../http';
import { readPage, reply, totalPages } from '../http';

const ISO_8601 =
	/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export const departmentShape = (department: Department) => ({
	id: department.id,
	name: department.name,
	location: department.location,
	phone_number: department.phoneNumber,
	active: department.active,
});

/** The id of the active department of that name; one is made when there is none. */
export function departmentIdFor(store: Store, name: string): string {
	const existing = store.findActiveDepartment(name);
	if (existing) return existing.id;
	const id = store.nextId('department', 201);
	store.departments.set(id, {
		id,
		name: name.trim(),
		location: null,
		phoneNumber: null,
		active: true,
		updatedAt: new Date(),
	});
	return id;
}

export const departmentRoutes: RouteDefinition[] = [
	{
		method: 'GET',
		path: '/departments',
		permission: 'departments.read',
		handler: (context) => {
			const page = readPage(context.query, 10, 50);
			let records = [...context.sandbox.store.departments.values()];
			const modifiedSince = context.query.get('modified_since');
			if (modifiedSince !== null) {
				const since = ISO_8601.test(modifiedSince.trim()) ? Date.parse(modifiedSince.trim()) : NaN;
				if (Number.isNaN(since)) {
					return reply(400, {
						success: false,
						error: 'Invalid modified_since: use an ISO 8601 timestamp, e.g. 2026-11-01T00:00:00Z',
					});
				}
				records = records.filter((department) => department.updatedAt.getTime() >= since);
			}
			return reply(200, {
				totalDepartments: records.length,
				totalPages: totalPages(records.length, page.limit),
				currentPage: page.page,
				departments: records.slice(page.offset, page.offset + page.limit).map(departmentShape),
			});
		},
	},
];
