/** The device models seeded assets are, and the inventory orders draw from. */

export interface ProductModel {
	name: string;
	modelNumber: string;
	manufacturer: string;
	productType: string;
	sku: string;
	hasImei: boolean;
}

export const productModels: ProductModel[] = [
	{
		name: 'MacBook Pro 14"',
		modelNumber: 'A2992',
		manufacturer: 'Apple',
		productType: 'Laptop',
		sku: 'MBP14-M3-512',
		hasImei: false,
	},
	{
		name: 'MacBook Air 13"',
		modelNumber: 'A3113',
		manufacturer: 'Apple',
		productType: 'Laptop',
		sku: 'MBA13-M3-256',
		hasImei: false,
	},
	{
		name: 'ThinkPad X1 Carbon Gen 12',
		modelNumber: '21KC',
		manufacturer: 'Lenovo',
		productType: 'Laptop',
		sku: 'X1C12-I7-512',
		hasImei: false,
	},
	{
		name: 'Latitude 7450',
		modelNumber: 'P179G',
		manufacturer: 'Dell',
		productType: 'Laptop',
		sku: 'LAT7450-U7',
		hasImei: false,
	},
	{
		name: 'iPhone 15',
		modelNumber: 'A3090',
		manufacturer: 'Apple',
		productType: 'Mobile Phone',
		sku: 'IP15-128',
		hasImei: true,
	},
	{
		name: 'Galaxy S24',
		modelNumber: 'SM-S921U',
		manufacturer: 'Samsung',
		productType: 'Mobile Phone',
		sku: 'GS24-256',
		hasImei: true,
	},
	{
		name: 'iPad Air 11"',
		modelNumber: 'A2902',
		manufacturer: 'Apple',
		productType: 'Tablet',
		sku: 'IPADAIR11-128',
		hasImei: true,
	},
	{
		name: 'UltraSharp U2723QE',
		modelNumber: 'U2723QE',
		manufacturer: 'Dell',
		productType: 'Monitor',
		sku: 'U2723QE',
		hasImei: false,
	},
];

export interface InventoryItem {
	title: string;
	sku: string;
	productType: string;
	price: number;
	stock: number;
}

export const inventory: InventoryItem[] = [
	{
		title: 'MacBook Pro 14" M3 16GB 512GB',
		sku: 'INV-MBP14-512',
		productType: 'Laptop',
		price: 1999,
		stock: 42,
	},
	{
		title: 'MacBook Air 13" M3 8GB 256GB',
		sku: 'INV-MBA13-256',
		productType: 'Laptop',
		price: 1099,
		stock: 64,
	},
	{
		title: 'ThinkPad X1 Carbon Gen 12',
		sku: 'INV-X1C12',
		productType: 'Laptop',
		price: 1749,
		stock: 18,
	},
	{
		title: 'Dell Latitude 7450',
		sku: 'INV-LAT7450',
		productType: 'Laptop',
		price: 1389.5,
		stock: 25,
	},
	{
		title: 'iPhone 15 128GB',
		sku: 'INV-IP15-128',
		productType: 'Mobile Phone',
		price: 799,
		stock: 80,
	},
	{
		title: 'Samsung Galaxy S24 256GB',
		sku: 'INV-GS24-256',
		productType: 'Mobile Phone',
		price: 859.99,
		stock: 30,
	},
	{
		title: 'iPad Air 11" 128GB',
		sku: 'INV-IPADAIR-128',
		productType: 'Tablet',
		price: 599,
		stock: 22,
	},
	{
		title: 'Dell UltraSharp 27 4K Monitor',
		sku: 'INV-U2723QE',
		productType: 'Monitor',
		price: 579.99,
		stock: 40,
	},
	{
		title: 'Logitech MX Keys Keyboard',
		sku: 'INV-MXKEYS',
		productType: 'Accessory',
		price: 119.99,
		stock: 150,
	},
	{
		title: 'Logitech MX Master 3S Mouse',
		sku: 'INV-MXM3S',
		productType: 'Accessory',
		price: 99.99,
		stock: 150,
	},
	{
		title: 'Jabra Evolve2 65 Headset',
		sku: 'INV-EVOLVE2',
		productType: 'Accessory',
		price: 249,
		stock: 60,
	},
	{
		title: 'USB-C Docking Station',
		sku: 'INV-DOCK-C',
		productType: 'Accessory',
		price: 229,
		stock: 75,
	},
];
