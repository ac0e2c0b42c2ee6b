/** Departments (more than the largest department page, some inactive) and cost centers. */
import { departmentNames, officeNames } from '../reference';
import type { SeedContext } from './context';

/**
 * The departments, named after the reference names, then again with an office ("Finance (Denver
 * Hub)", located there), then numbered; returns the ids of the active ones.
 */
export function seedDepartments({ store, rng, daysAgo }: SeedContext, employees: number): string[] {
	const departmentCount = Math.max(56, Math.ceil(employees / 20));
	const departmentIds: string[] = [];
	for (let i = 0; i < departmentCount; i++) {
		const base = departmentNames[i % departmentNames.length];
		const round = Math.floor(i / departmentNames.length);
		const office = round >= 1 && round <= officeNames.length ? officeNames[round - 1] : undefined;
		const name = round === 0 ? base : office ? `${base} (${office})` : `${base} ${round}`;
		const id = store.nextId('department', 201);
		// drawn for every department, so that the records after it stay as they were seeded
		const anyLocation = rng.chance(0.7) ? rng.pick(officeNames) : null;
		store.departments.set(id, {
			id,
			name,
			// a department named after an office is there
			location: office ?? anyLocation,
			phoneNumber: rng.chance(0.6) ? `(${rng.int(201, 989)}) 555-${rng.digits(4)}` : null,
			active: i % 7 !== 6,
			updatedAt: daysAgo(1, 400),
		});
		departmentIds.push(id);
	}
	return departmentIds.filter((id) => store.departments.get(id)!.active);
}

/** Eight cost centers, one per department name; returns their ids. */
export function seedCostCenters({ store }: SeedContext): number[] {
	for (let i = 0; i < 8; i++) {
		const id = store.nextNumber('costCenter', 71);
		store.costCenters.set(id, {
			id,
			code: `CC-${1000 + i * 10}`,
			name: `${departmentNames[i]} cost center`,
			createdForOrder: null,
		});
	}
	return [...store.costCenters.keys()];
}
