/** Deployment and ITAD orders, and the inventory deployment orders draw from. */

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
