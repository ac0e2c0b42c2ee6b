/** Shipping labels. */

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
