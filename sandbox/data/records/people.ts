/**
 * The company's people and how it is organised: employees, departments, cost centers, team users,
 * invitations.
 */

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
