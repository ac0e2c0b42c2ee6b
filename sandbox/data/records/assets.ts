/** Devices and what happens to them: assets, their chain of custody, legal holds and tickets. */

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

export interface LegalHold {
	id: number;
	assetId: string;
	placedOn: Date;
	lastAssignee: string | null;
	submitTicketId: string | null;
	releaseTicketId: string | null;
	active: boolean;
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
