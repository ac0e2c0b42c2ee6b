/** The sandbox's state: every record of the one company the credentials belong to. */
import type { RecoveryStatus, WalletTransactionStatus, WalletTransactionType } from '../schemas';
import type { CurrencyCode } from './format';

export type Employment = Partial<
	Record<
		| 'employment_status'
		| 'employment_type'
		| 'employment_start_date'
		| 'termination_date'
		| 'manager'
		| 'personal_email'
		| 'personal_phone'
		| 'personal_contact_country',
		string
	>
>;

export interface Department {
	id: string;
	name: string;
	location: string | null;
	phoneNumber: string | null;
	active: boolean;
	updatedAt: Date;
}

export interface CostCenter {
	id: number;
	code: string;
	name: string;
	createdForOrder: string | null;
}

export interface Asset {
	id: string;
	customerAssetId: string;
	serialNumber: string;
	modelName: string;
	modelNumber: string;
	manufacturer: string;
	productType: string;
	purchaseDate: string;
	imei: string;
	imei2: string;
	sku: string;
	assetStatus: string;
	deployable: boolean;
	location: string | null;
	assigneeId: string | null;
}

export interface Employee {
	id: string;
	firstName: string;
	lastName: string;
	workEmail: string;
	personalEmail: string | null;
	workPhone: string;
	workPhoneCountry: string;
	personalPhone: string | null;
	personalPhoneCountry: string | null;
	address1: string;
	address2: string | null;
	city: string;
	state: string | null;
	zip: string;
	country: string;
	locationType: string;
	locationName: string;
	departmentId: string | null;
	employeeId: string | null;
	costCenterId: number | null;
	source: 'unduit' | 'google';
	/** Whether list items of this record still carry the legacy `Email` key. */
	legacyEmailKey: boolean;
	employment: Employment | null;
	/** HR-system values that only list and detail show inside the employment block. */
	hr: { employee_number_id: string; work_phone: string } | null;
	assetIds: string[];
	updatedAt: Date;
}

export interface RecoveryItem {
	item: string;
	serialNo: string | null;
	assetId: string | null;
	imei: string | null;
	customField1: string | null;
	customField2: string | null;
	isLegalHold: boolean;
	deviceType: string;
	intakeStatus: string;
}

export interface Tracking {
	carrierName: string;
	forwardNumber: string | null;
	forwardLink: string | null;
	returnNumber: string | null;
	returnLink: string | null;
}

export interface Recovery {
	recoveryNumber: string;
	campaignNumber: number;
	firstname: string;
	lastname: string;
	sendNotificationsTo: 'work' | 'personal';
	workEmail: string | null;
	personalEmail: string | null;
	workPhone: string | null;
	personalPhone: string | null;
	workPhoneCountry: string | null;
	personalPhoneCountry: string | null;
	country: string;
	state: string | null;
	city: string;
	zip: string;
	address1: string;
	address2: string | null;
	departmentId: string | null;
	recoveryReason: number | null;
	recoveryReasonNote: string | null;
	items: RecoveryItem[];
	status: RecoveryStatus;
	tracking: Tracking[];
	lastUpdated: Date;
}

export interface ReturnPackage {
	device: string;
	qty: number;
	incoming_weight: number;
	length: number;
	width: number;
	height: number;
}

export interface Campaign {
	campaignNumber: number;
	title: string;
	country: string;
	startDate: Date;
	helpdeskEmail: string | null;
	active: boolean;
	returnAddress: {
		name: string;
		title: string;
		company: string;
		country: string;
		state: string | null;
		city: string;
		zipCode: string;
		address: string;
		phone: string;
		email: string;
		packages: ReturnPackage[];
		campaignCountries: string[];
	}[];
}

export interface CustodyEvent {
	occurred_at: string;
	status: string;
	order_number?: string;
	performed_by?: string;
	received_from?: string;
	delivered_to?: string;
	recovery_number?: string;
	services?: string[];
	approved_price?: number;
	asset_disposition?: string;
	erasure_started_at?: string;
	erasure_ended_at?: string;
	erasure_type?: string;
	erasure_total_time?: string;
	sub_events?: { occurred_at: string; status: string }[];
}

export interface CustodyTimeline {
	order_type: 'repair' | 'itad' | 'recovery' | 'deployment';
	recovery_number?: string;
	order_number: string;
	events: CustodyEvent[];
}

export interface Ticket {
	id: string;
	ticketNumber: string;
	type: 'Legal Hold' | 'Legal Hold Release' | 'Repair' | 'Support';
	subject: string;
	description: string;
	status: 'Open' | 'In Progress' | 'Closed';
	serialNumbers: string[];
	createdAt: Date;
}

export interface LegalHold {
	id: number;
	assetId: string;
	placedOn: Date;
	lastAssignee: string | null;
	submitTicketId: string | null;
	releaseTicketId: string | null;
	active: boolean;
}

export interface Invitation {
	inviteId: string;
	userId: string | null;
	email: string;
	name: string | null;
	country: string;
	role: 1 | 2 | 3;
	accountStatus: 'Active' | 'Inactive' | 'Pending';
	isBlocked: 0 | 1;
	isDefaultUser: boolean;
	lastSentAt: Date;
}

export interface Label {
	id: string;
	creatorFirstname: string;
	creatorLastname: string;
	shipFromFirstName: string | null;
	shipFromLastName: string | null;
	address1: string;
	address2: string | null;
	city: string;
	state: string;
	zip: string;
	country: string;
	lbs: number;
	oz: number;
	length: number;
	width: number;
	height: number;
	labelCount: number;
	labelToContacts: 0 | 1;
	labelToMe: 0 | 1;
	recipientName: string;
	recipientCompany: string;
	filePath: string;
	fileName: string;
	createdAt: Date;
	updatedAt: Date;
	tracking: { trackNumber: string; price: number; labelService: number; carrier: string }[];
	contacts: { contact_name: string; contact_email: string }[];
}

export interface WalletTransaction {
	id: string;
	orderId: string | null;
	orderNumber: string | null;
	type: WalletTransactionType;
	status: WalletTransactionStatus;
	rawAmount: number;
	currency: CurrencyCode;
	invoiceNumber: string | null;
	createdAt: Date;
}

export interface TeamUser {
	id: string;
	name: string;
	email: string;
	role: 1 | 2 | 3;
	accountStatus: 'Active' | 'Inactive' | 'Pending';
	isBlocked: 0 | 1;
	departmentId: string | null;
	createdAt: Date;
}

export interface ItadOrder {
	id: string;
	orderNumber: string;
	status: string;
	pickupDate: string;
	deviceCount: number;
	location: string;
	createdAt: Date;
}

export interface DeploymentOrder {
	id: string;
	orderNumber: string;
	status: string;
	recipientName: string;
	email: string;
	shippingCountry: string;
	expediteShipping: string | null;
	products: { name: string; qty: number; price: number }[];
	tag: Record<string, string> | null;
	costCenterId: number | null;
	departmentId: string | null;
	createdAt: Date;
}

export interface InventoryProduct {
	id: string;
	title: string;
	sku: string;
	productType: string;
	price: number;
	stock: number;
}

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
