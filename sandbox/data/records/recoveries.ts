/** Recovery campaigns and the recoveries in them. */
import type { RecoveryStatus } from '../../schemas';

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
