/** The sandbox's state: every record of the one company the credentials belong to. */
import type { Asset, CustodyTimeline, LegalHold, Ticket } from './records/assets';
import type { DeploymentOrder, InventoryProduct, ItadOrder } from './records/orders';
import type { CostCenter, Department, Employee, Invitation, TeamUser } from './records/people';
import type { Campaign, Recovery } from './records/recoveries';
import type { Label } from './records/shipping';
import type { WalletTransaction } from './records/wallet';

export type * from './records/assets';
export type * from './records/orders';
export type * from './records/people';
export type * from './records/recoveries';
export type * from './records/shipping';
export type * from './records/wallet';

export class Store {
	readonly employees = new Map<string, Employee>();
	readonly departments = new Map<string, Department>();
	readonly costCenters = new Map<number, CostCenter>();
	readonly assets = new Map<string, Asset>();
	readonly assetsBySerial = new Map<string, Asset>();
	readonly campaigns = new Map<number, Campaign>();
	readonly recoveries = new Map<string, Recovery>();
	readonly custodyBySerial = new Map<string, CustodyTimeline[]>();
	readonly tickets = new Map<string, Ticket>();
	readonly legalHolds = new Map<number, LegalHold>();
	readonly invitations = new Map<string, Invitation>();
	readonly labels = new Map<string, Label>();
	readonly walletTransactions: WalletTransaction[] = [];
	readonly teamUsers: TeamUser[] = [];
	readonly itadOrders: ItadOrder[] = [];
	readonly deploymentOrders: DeploymentOrder[] = [];
	readonly inventory: InventoryProduct[] = [];
	private readonly counters = new Map<string, number>();

	constructor(readonly companyPrefix: string) {}

	/** Next numeric id of a kind of record, starting at `start`. */
	nextNumber(kind: string, start = 1001): number {
		const next = (this.counters.get(kind) ?? start - 1) + 1;
		this.counters.set(kind, next);
		return next;
	}

	/** Next opaque record id `<7-digit prefix>-<numeric id>`. */
	nextId(kind: string, start = 1001): string {
		return `${this.companyPrefix}-${this.nextNumber(kind, start)}`;
	}

	/** Keeps wallet transactions newest first (created_at, then id), the order the API answers in. */
	addWalletTransaction(transaction: WalletTransaction): void {
		const list = this.walletTransactions;
		let index = 0;
		while (index < list.length && newestFirst(list[index], transaction) <= 0) index++;
		list.splice(index, 0, transaction);
	}

	findEmployeeByEmail(email: string): Employee | undefined {
		const wanted = email.toLowerCase();
		for (const employee of this.employees.values()) {
			if (employee.workEmail.toLowerCase() === wanted) return employee;
		}
		return undefined;
	}

	findActiveDepartment(name: string): Department | undefined {
		const wanted = name.trim().toLowerCase();
		for (const department of this.departments.values()) {
			if (department.active && department.name.toLowerCase() === wanted) return department;
		}
		return undefined;
	}

	activeHoldForAsset(assetId: string): LegalHold | undefined {
		for (const hold of this.legalHolds.values()) {
			if (hold.active && hold.assetId === assetId) return hold;
		}
		return undefined;
	}

	employeeName(id: string | null): string | null {
		const employee = id ? this.employees.get(id) : undefined;
		return employee ? `${employee.firstName} ${employee.lastName}` : null;
	}
}

const idNumber = (id: string) => Number(id.slice(id.indexOf('-') + 1));

export const newestFirst = (a: WalletTransaction, b: WalletTransaction) =>
	b.createdAt.getTime() - a.createdAt.getTime() || idNumber(b.id) - idNumber(a.id);
