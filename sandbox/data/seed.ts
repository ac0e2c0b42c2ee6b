/**
 * Builds the seeded account: the same seed and sizes always give the same records. Each part of
 * the account is seeded by its file in seeding/, in an order that is part of the seed: every part
 * draws from one generator.
 */
import { seedCampaigns } from './seeding/campaigns';
import { seedContext } from './seeding/context';
import { seedCustody } from './seeding/custody';
import { seedCostCenters, seedDepartments } from './seeding/departments';
import { seedEmployees } from './seeding/employees';
import { seedLabels } from './seeding/labels';
import { seedLegalHolds } from './seeding/legalHolds';
import { seedDeploymentOrders, seedItadOrders, seedTickets } from './seeding/orders';
import { seedInvitations, seedTeamUsers } from './seeding/people';
import { seedWallet } from './seeding/wallet';
import type { Store } from './store';

export { SEED_ANCHOR } from './seeding/context';
export { randomTransaction } from './seeding/wallet';

export interface SeedOptions {
	seed: number;
	employees: number;
	transactions: number;
	/** Campaigns, independent of the employees; by default one per 80 employees (at least 9). */
	campaigns?: number;
	/**
	 * Recoveries over all campaigns, independent of the employees: the first campaign holds a
	 * tenth, the others share the rest evenly. By default the first holds one per 10 employees
	 * (at least 60) and the others 3 to 12 each.
	 */
	recoveries?: number;
}

const oldestFirst = (a: { createdAt: Date }, b: { createdAt: Date }) =>
	a.createdAt.getTime() - b.createdAt.getTime();

export function seedStore(options: SeedOptions): Store {
	const context = seedContext(options.seed);
	const { store } = context;
	const { employees } = options;
	const activeDepartmentIds = seedDepartments(context, employees);
	const costCenterIds = seedCostCenters(context);
	seedEmployees(context, employees, { activeDepartmentIds, costCenterIds });
	seedCampaigns(context, options);
	seedCustody(context);
	seedLegalHolds(context, employees);
	seedTickets(context, employees);
	seedInvitations(context, employees);
	seedTeamUsers(context, employees, activeDepartmentIds);
	seedLabels(context, employees);
	seedItadOrders(context, employees);
	seedDeploymentOrders(context, employees);
	store.itadOrders.sort(oldestFirst);
	store.deploymentOrders.sort(oldestFirst);
	store.teamUsers.sort(oldestFirst);
	seedWallet(context, options.transactions);
	return store;
}
