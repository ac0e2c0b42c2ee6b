/** Builds the seeded account: the same seed and sizes always give the same records. */
import { EXPEDITE_OPTIONS, RECOVERY_STATUSES, WALLET_TRANSACTION_TYPES } from '../valueLists';
import type { RecoveryStatus } from '../schemas';
import { DAY_MS, formatDuration, ymd } from './format';
import type { CurrencyCode } from './format';
import { Random } from './random';
import {
	departmentNames,
	firstNames,
	homes,
	inventory,
	lastNames,
	officeNames,
	productModels,
	streets,
} from './reference';
import { Store } from './store';
import type {
	Asset,
	Campaign,
	CustodyEvent,
	CustodyTimeline,
	Employee,
	Employment,
	Recovery,
	Tracking,
	WalletTransaction,
} from './store';

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

/**
 * With explicit --campaigns or --recoveries the account is shaped like a long-running one: the
 * newest quarter of the campaigns (and the first, largest one) are under way, with recoveries in
 * every status; the others are closed, their recoveries all in a settled status.
 */
const SETTLED_RECOVERY_STATUSES: RecoveryStatus[] = [
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Recovery Failed',
];

/** Every seeded timestamp lies before this instant; records made at runtime use the real clock. */
export const SEED_ANCHOR = Date.UTC(2026, 9, 1);

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split('');

export function seedStore(options: SeedOptions): Store {
	const rng = new Random(options.seed);
	const store = new Store(String(rng.int(1000000, 9999999)));
	const daysAgo = (min: number, max: number) =>
		new Date(SEED_ANCHOR - rng.int(min * 24 * 60, max * 24 * 60) * 60 * 1000);
	const serial = () => {
		let out = '';
		for (let i = 0; i < 10; i++) out += rng.pick(SERIAL_ALPHABET);
		return out;
	};
	const zipFrom = (pattern: string) => pattern.replace(/#/g, () => String(rng.int(0, 9)));
	const phone = () => `${rng.int(2, 9)}${rng.digits(9)}`;

	// departments: more than the largest department page, some inactive
	const departmentCount = Math.max(56, Math.ceil(options.employees / 20));
	const departmentIds: string[] = [];
	for (let i = 0; i < departmentCount; i++) {
		const base = departmentNames[i % departmentNames.length];
		const round = Math.floor(i / departmentNames.length);
		const name =
			round === 0
				? base
				: round <= officeNames.length
					? `${base} (${officeNames[round - 1]})`
					: `${base} ${round}`;
		const id = store.nextId('department', 201);
		store.departments.set(id, {
			id,
			name,
			location: rng.chance(0.7) ? rng.pick(officeNames) : null,
			phoneNumber: rng.chance(0.6) ? `(${rng.int(201, 989)}) 555-${rng.digits(4)}` : null,
			active: i % 7 !== 6,
			updatedAt: daysAgo(1, 400),
		});
		departmentIds.push(id);
	}
	const activeDepartmentIds = departmentIds.filter((id) => store.departments.get(id)!.active);

	for (let i = 0; i < 8; i++) {
		const id = store.nextNumber('costCenter', 71);
		store.costCenters.set(id, {
			id,
			code: `CC-${1000 + i * 10}`,
			name: `${departmentNames[i]} cost center`,
			createdForOrder: null,
		});
	}
	const costCenterIds = [...store.costCenters.keys()];

	const addAsset = (assigneeId: string | null, location: string | null): Asset => {
		const model = rng.pick(productModels);
		const id = store.nextId('asset', 50001);
		const asset: Asset = {
			id,
			customerAssetId: `AST-${String(store.assets.size + 1).padStart(5, '0')}`,
			serialNumber: serial(),
			modelName: model.name,
			modelNumber: model.modelNumber,
			manufacturer: model.manufacturer,
			productType: model.productType,
			purchaseDate: ymd(daysAgo(60, 1400)),
			imei: model.hasImei ? `35${rng.digits(13)}` : '',
			imei2:
				model.hasImei && model.productType === 'Mobile Phone' && rng.chance(0.5)
					? `35${rng.digits(13)}`
					: '',
			sku: model.sku,
			assetStatus: assigneeId ? 'In Use' : 'In Storage',
			deployable: true,
			location,
			assigneeId,
		};
		store.assets.set(id, asset);
		store.assetsBySerial.set(asset.serialNumber, asset);
		return asset;
	};

	// employees with assets, HR blocks and legacy aliases
	// the n-th employee of a name gets the suffix n (none for the first): names hold no digits, so
	// counting per name gives unique addresses without searching for a free one
	const namesakes = new Map<string, number>();
	for (let i = 0; i < options.employees; i++) {
		const firstName = rng.pick(firstNames);
		const lastName = rng.pick(lastNames);
		const name = `${firstName}.${lastName}`.toLowerCase();
		const occurrence = (namesakes.get(name) ?? 0) + 1;
		namesakes.set(name, occurrence);
		const local = occurrence === 1 ? name : `${name}${occurrence}`;
		const home = rng.pick(homes);
		const locationRoll = rng.next();
		const locationType =
			locationRoll < 0.5
				? 'Remote Employee'
				: locationRoll < 0.8
					? 'Corporate Office'
					: locationRoll < 0.9
						? 'Warehouse'
						: 'Retail Store';
		const hasPersonal = rng.chance(0.6);
		const id = store.nextId('employee', 10001);
		let employment: Employment | null = null;
		let hr: Employee['hr'] = null;
		if (rng.chance(0.75)) {
			const statusRoll = rng.next();
			const status = statusRoll < 0.8 ? 'Active' : statusRoll < 0.92 ? 'Terminated' : 'On Leave';
			const start = daysAgo(200, 2500);
			employment = {
				employment_status: status,
				employment_type: rng.pick(['Full-time', 'Full-time', 'Part-time', 'Contractor']),
				employment_start_date: ymd(start),
				manager: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
			};
			if (status === 'Terminated') employment.termination_date = ymd(daysAgo(1, 150));
			if (rng.chance(0.7)) employment.personal_email = `${local}.home@mail.example`;
			if (rng.chance(0.5)) {
				employment.personal_phone = phone();
				employment.personal_contact_country = home.country;
			}
			hr = { employee_number_id: `HR${rng.digits(6)}`, work_phone: phone() };
		}
		const employee: Employee = {
			id,
			firstName,
			lastName,
			workEmail: `${local}@acme-sandbox.example`,
			personalEmail: hasPersonal ? `${local}@mail.example` : null,
			workPhone: phone(),
			workPhoneCountry: home.country,
			personalPhone: hasPersonal && rng.chance(0.7) ? phone() : null,
			personalPhoneCountry: null,
			address1: `${rng.int(1, 9999)} ${rng.pick(streets)}`,
			address2: rng.chance(0.4) ? `Apt ${rng.int(1, 40)}` : null,
			city: home.city,
			state: home.state,
			zip: zipFrom(home.zip),
			country: home.country,
			locationType,
			locationName:
				locationType === 'Remote Employee' ? `${firstName} ${lastName}` : rng.pick(officeNames),
			departmentId: rng.chance(0.9) ? rng.pick(activeDepartmentIds) : null,
			employeeId: rng.chance(0.8) ? `E${rng.digits(5)}` : null,
			costCenterId: rng.chance(0.5) ? rng.pick(costCenterIds) : null,
			source: rng.chance(0.3) ? 'google' : 'unduit',
			legacyEmailKey: i % 3 === 0,
			employment,
			hr,
			assetIds: [],
			updatedAt: daysAgo(1, 300),
		};
		if (employee.personalPhone) employee.personalPhoneCountry = home.country;
		const assetCount = rng.pick([0, 1, 1, 2, 2, 3]);
		for (let a = 0; a < assetCount; a++) {
			employee.assetIds.push(addAsset(id, employee.locationName).id);
		}
		store.employees.set(id, employee);
	}
	const unassignedCount = Math.ceil(options.employees / 4);
	for (let i = 0; i < unassignedCount; i++) addAsset(null, rng.pick(officeNames));
	const employees = [...store.employees.values()];

	// campaigns and recoveries: every status, tracking, one campaign larger than its default page
	const shaped = options.campaigns !== undefined || options.recoveries !== undefined;
	const campaignCount = options.campaigns ?? Math.max(9, Math.ceil(options.employees / 80));
	const totalRecoveries = options.recoveries ?? 0;
	const firstCampaignRecoveries = Math.ceil(totalRecoveries / 10);
	const recoveriesOfCampaign = (c: number) => {
		if (c === 0) return firstCampaignRecoveries;
		const others = Math.max(1, campaignCount - 1);
		const rest = totalRecoveries - firstCampaignRecoveries;
		return Math.floor(rest / others) + (c - 1 < rest % others ? 1 : 0);
	};
	const underWay = (c: number) => c === 0 || c >= campaignCount - Math.ceil(campaignCount / 4);
	const campaignCountries = ['US', 'CA', 'GB', 'DE', 'AU'];
	let recoveryIndex = 0;
	for (let c = 0; c < campaignCount; c++) {
		const campaignNumber = store.nextNumber('campaign', 3001);
		const country = campaignCountries[c % campaignCountries.length];
		const home = homes.find((h) => h.country === country) ?? homes[0];
		const campaign: Campaign = {
			campaignNumber,
			title: `${rng.pick(['Q1', 'Q2', 'Q3', 'Q4'])} ${rng.pick(['Refresh', 'Offboarding', 'Break-Fix', 'Office Move'])} Recovery ${country}-${c + 1}`,
			country,
			startDate: daysAgo(30, 500),
			helpdeskEmail: rng.chance(0.8) ? 'helpdesk@acme-sandbox.example' : null,
			active: true,
			returnAddress: [
				{
					name: 'Returns Desk',
					title: 'IT Returns',
					company: 'Acme Sandbox Inc.',
					country: home.country,
					state: home.state,
					city: home.city,
					zipCode: zipFrom(home.zip),
					address: `${rng.int(100, 999)} ${rng.pick(streets)}`,
					phone: phone(),
					email: 'returns@acme-sandbox.example',
					packages: [
						{ device: 'Laptop', qty: 1, incoming_weight: 5, length: 18, width: 14, height: 4 },
						...(rng.chance(0.5)
							? [
									{
										device: 'Mobile Phone',
										qty: 1,
										incoming_weight: 1,
										length: 8,
										width: 6,
										height: 3,
									},
								]
							: []),
					],
					campaignCountries: [country, ...(rng.chance(0.4) ? ['CA'] : [])].filter(
						(value, index, all) => all.indexOf(value) === index,
					),
				},
			],
		};
		store.campaigns.set(campaignNumber, campaign);
		const recoveryCount =
			options.recoveries !== undefined
				? recoveriesOfCampaign(c)
				: c === 0
					? Math.max(60, Math.ceil(options.employees / 10))
					: rng.int(3, 12);
		const statuses = !shaped || underWay(c) ? RECOVERY_STATUSES : SETTLED_RECOVERY_STATUSES;
		for (let r = 0; r < recoveryCount; r++) {
			const employee = employees[(recoveryIndex * 7) % employees.length];
			const status: RecoveryStatus = statuses[recoveryIndex % statuses.length];
			recoveryIndex++;
			const recovery = seedRecovery(store, rng, campaignNumber, employee, status, daysAgo(1, 200));
			store.recoveries.set(recovery.recoveryNumber, recovery);
		}
	}

	seedCustody(store, rng, daysAgo);
	seedLegalHolds(store, rng, options.employees, daysAgo);

	const assets = [...store.assets.values()];
	for (let i = 0; i < 20 + Math.ceil(options.employees / 10); i++) {
		const asset = rng.pick(assets);
		const type = rng.chance(0.5) ? 'Repair' : 'Support';
		const id = store.nextId('ticket', 7001);
		store.tickets.set(id, {
			id,
			ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
			type,
			subject: type === 'Repair' ? `Repair request for ${asset.modelName}` : 'Access request',
			description: type === 'Repair' ? 'Device does not power on.' : 'Please grant portal access.',
			status: rng.pick(['Open', 'In Progress', 'Closed'] as const),
			serialNumbers: type === 'Repair' ? [asset.serialNumber] : [],
			createdAt: daysAgo(1, 300),
		});
	}

	const invitationCount = 10 + Math.ceil(options.employees / 25);
	for (let i = 0; i < invitationCount; i++) {
		const first = rng.pick(firstNames);
		const last = rng.pick(lastNames);
		const statusRoll = i === 0 ? 0.7 : rng.next();
		const accountStatus = statusRoll < 0.6 ? 'Pending' : statusRoll < 0.9 ? 'Active' : 'Inactive';
		const inviteId = store.nextId('invite', 8001);
		store.invitations.set(inviteId, {
			inviteId,
			userId: accountStatus === 'Pending' ? null : store.nextId('user', 9001),
			email: `${first}.${last}.${i + 1}@acme-sandbox.example`.toLowerCase(),
			name: accountStatus === 'Pending' && rng.chance(0.4) ? null : `${first} ${last}`,
			country: rng.pick(['US', 'CA', 'GB', 'DE']),
			role: rng.pick([1, 2, 3] as const),
			accountStatus,
			isBlocked: accountStatus === 'Inactive' ? 1 : 0,
			isDefaultUser: i === 0,
			lastSentAt: daysAgo(1, 60),
		});
	}

	for (let i = 0; i < 15 + Math.ceil(options.employees / 10); i++) {
		const first = rng.pick(firstNames);
		const last = rng.pick(lastNames);
		const roll = rng.next();
		store.teamUsers.push({
			id: store.nextId('teamUser', 9501),
			name: `${first} ${last}`,
			email: `${first}.${last}.team${i + 1}@acme-sandbox.example`.toLowerCase(),
			role: rng.pick([1, 2, 3] as const),
			accountStatus: roll < 0.8 ? 'Active' : roll < 0.9 ? 'Inactive' : 'Pending',
			isBlocked: roll >= 0.8 && roll < 0.9 ? 1 : 0,
			departmentId: rng.chance(0.8) ? rng.pick(activeDepartmentIds) : null,
			createdAt: daysAgo(10, 900),
		});
	}

	const labelCount = 25 + Math.ceil(options.employees / 5);
	const labelTimes = Array.from({ length: labelCount }, () => daysAgo(1, 200)).sort(
		(a, b) => a.getTime() - b.getTime(),
	);
	for (const createdAt of labelTimes) {
		const creator = rng.pick(store.teamUsers);
		const sender = rng.pick(employees);
		const home = rng.pick(homes.filter((h) => ['US', 'CA', 'GB'].includes(h.country)));
		const id = store.nextId('label', 60001);
		const count = rng.pick([1, 1, 1, 2, 3]);
		const toContacts = rng.chance(0.3) ? 1 : 0;
		store.labels.set(id, {
			id,
			creatorFirstname: creator.name.split(' ')[0],
			creatorLastname: creator.name.split(' ')[1],
			shipFromFirstName: sender.firstName,
			shipFromLastName: sender.lastName,
			address1: `${rng.int(1, 9999)} ${rng.pick(streets)}`,
			address2: rng.chance(0.3) ? `Suite ${rng.int(100, 900)}` : null,
			city: home.city,
			state: home.state ?? 'England',
			zip: zipFrom(home.zip),
			country: home.country,
			lbs: rng.int(1, 12),
			oz: rng.int(0, 15),
			length: 18,
			width: 14,
			height: rng.pick([3, 4, 6]),
			labelCount: count,
			labelToContacts: toContacts,
			labelToMe: rng.chance(0.5) ? 1 : 0,
			recipientName: 'Returns Desk',
			recipientCompany: 'Acme Sandbox Inc.',
			filePath: `labels/${ymd(createdAt).slice(0, 7)}/${id}.pdf`,
			fileName: `label-${id}.pdf`,
			createdAt,
			updatedAt: createdAt,
			tracking: Array.from({ length: count }, () => ({
				trackNumber: `1Z${rng.digits(16)}`,
				price: Number((rng.int(900, 4500) / 100).toFixed(2)),
				labelService: rng.pick([1, 2, 3]),
				carrier: rng.pick(['ups', 'fedex']),
			})),
			contacts: toContacts ? [{ contact_name: creator.name, contact_email: creator.email }] : [],
		});
	}

	for (let i = 0; i < 12 + Math.ceil(options.employees / 10); i++) {
		const createdAt = daysAgo(5, 400);
		store.itadOrders.push({
			id: store.nextId('itadOrder', 70001),
			orderNumber: `ITAD-${store.nextNumber('itadNumber', 510001)}`,
			status: rng.pick(['Pickup Scheduled', 'In Transit', 'Received', 'Processing', 'Completed']),
			pickupDate: ymd(new Date(createdAt.getTime() + 5 * DAY_MS)),
			deviceCount: rng.int(1, 40),
			location: rng.pick(officeNames),
			createdAt,
		});
	}

	store.inventory.push(
		...inventory.map((item) => ({ ...item, id: store.nextId('inventory', 90001) })),
	);

	for (let i = 0; i < 15 + Math.ceil(options.employees / 8); i++) {
		const employee = rng.pick(employees);
		const product = rng.pick(store.inventory);
		store.deploymentOrders.push({
			id: store.nextId('deploymentOrder', 80001),
			orderNumber: `DO-${store.nextNumber('deploymentNumber', 620001)}`,
			status: rng.pick(['Processing', 'Shipped', 'Delivered', 'Cancelled']),
			recipientName: `${employee.firstName} ${employee.lastName}`,
			email: employee.workEmail,
			shippingCountry: employee.country,
			expediteShipping: rng.chance(0.3) ? rng.pick(EXPEDITE_OPTIONS) : null,
			products: [{ name: product.title, qty: rng.int(1, 2), price: product.price }],
			tag: null,
			costCenterId: null,
			departmentId: null,
			createdAt: daysAgo(3, 400),
		});
	}

	const oldestFirst = (a: { createdAt: Date }, b: { createdAt: Date }) =>
		a.createdAt.getTime() - b.createdAt.getTime();
	store.itadOrders.sort(oldestFirst);
	store.deploymentOrders.sort(oldestFirst);
	store.teamUsers.sort(oldestFirst);
	seedWallet(store, rng, options.transactions);
	return store;
}

function seedRecovery(
	store: Store,
	rng: Random,
	campaignNumber: number,
	employee: Employee,
	status: RecoveryStatus,
	lastUpdated: Date,
): Recovery {
	const personal = !!employee.personalEmail && !!employee.personalPhone && rng.chance(0.25);
	const received = status === 'Box Received' || status === 'Already Returned';
	const shipped = RECOVERY_STATUSES.indexOf(status) >= RECOVERY_STATUSES.indexOf('Boxes Shipped');
	const assets = employee.assetIds.map((id) => store.assets.get(id)!).slice(0, 5);
	const items = (assets.length ? assets : [undefined]).map((asset) => ({
		item: asset ? asset.modelName : 'Laptop',
		serialNo: asset ? asset.serialNumber : null,
		assetId: asset ? asset.customerAssetId : null,
		imei: asset && asset.imei ? asset.imei : null,
		customField1: rng.chance(0.2) ? 'charger included' : null,
		customField2: null,
		isLegalHold: false,
		deviceType: asset ? asset.productType : 'Laptop',
		intakeStatus: received ? 'Received' : 'Pending',
	}));
	const tracking: Tracking[] = shipped
		? [
				{
					carrierName: rng.pick(['UPS', 'FedEx']),
					forwardNumber: `1Z${rng.digits(16)}`,
					forwardLink: null,
					returnNumber: received || rng.chance(0.5) ? `1Z${rng.digits(16)}` : null,
					returnLink: null,
				},
			]
		: [];
	for (const entry of tracking) {
		entry.forwardLink = `https://www.ups.com/track?tracknum=${entry.forwardNumber}`;
		entry.returnLink = entry.returnNumber
			? `https://www.ups.com/track?tracknum=${entry.returnNumber}`
			: '';
	}
	return {
		recoveryNumber: `RCV-${store.nextNumber('recovery', 200001)}`,
		campaignNumber,
		firstname: employee.firstName,
		lastname: employee.lastName,
		sendNotificationsTo: personal ? 'personal' : 'work',
		workEmail: employee.workEmail,
		personalEmail: employee.personalEmail,
		workPhone: employee.workPhone,
		personalPhone: employee.personalPhone,
		workPhoneCountry: employee.workPhoneCountry,
		personalPhoneCountry: employee.personalPhoneCountry,
		country: employee.country,
		state: employee.state,
		city: employee.city,
		zip: employee.zip,
		address1: employee.address1,
		address2: employee.address2,
		departmentId: employee.departmentId,
		recoveryReason: rng.pick([1, 2, 3]),
		recoveryReasonNote: null,
		items,
		status,
		tracking,
		lastUpdated,
	};
}

function seedCustody(store: Store, rng: Random, daysAgo: (min: number, max: number) => Date): void {
	const recoveryBySerial = new Map<string, Recovery>();
	for (const recovery of store.recoveries.values()) {
		for (const item of recovery.items) {
			if (item.serialNo && !recoveryBySerial.has(item.serialNo)) {
				recoveryBySerial.set(item.serialNo, recovery);
			}
		}
	}
	const assets = [...store.assets.values()];
	assets.forEach((asset, index) => {
		const recovery = recoveryBySerial.get(asset.serialNumber);
		if (index % 3 !== 0 && !recovery) return;
		const everyType = index === 0;
		const types: CustodyTimeline['order_type'][] = everyType
			? ['deployment', 'repair', 'recovery', 'itad']
			: [
					'deployment',
					...(rng.chance(0.3) ? (['repair'] as const) : []),
					...(recovery ? (['recovery'] as const) : rng.chance(0.3) ? (['itad'] as const) : []),
				];
		const assignee = store.employeeName(asset.assigneeId) ?? 'Warehouse stock';
		let clock = daysAgo(300, 700).getTime();
		const step = () => {
			clock += rng.int(2, 72) * 60 * 60 * 1000;
			return new Date(clock).toISOString();
		};
		const timelines: CustodyTimeline[] = [];
		for (const type of types) {
			const dlr = everyType || rng.chance(0.4);
			if (type === 'deployment') {
				const order = `DO-${store.nextNumber('deploymentNumber', 620001)}`;
				timelines.push({
					order_type: type,
					order_number: order,
					events: [
						{
							occurred_at: step(),
							status: 'Deployment Order Created',
							order_number: order,
							performed_by: 'IT Admin',
						},
						{
							occurred_at: step(),
							status: 'Device Prepared',
							order_number: order,
							performed_by: 'Warehouse Team',
						},
						{ occurred_at: step(), status: 'Shipped', order_number: order },
						{
							occurred_at: step(),
							status: 'Delivered',
							order_number: order,
							delivered_to: assignee,
						},
					],
				});
			} else if (type === 'repair') {
				const order = `RO-${store.nextNumber('repairNumber', 730001)}`;
				timelines.push({
					order_type: type,
					order_number: order,
					events: [
						{
							occurred_at: step(),
							status: 'Repair Order Created',
							order_number: order,
							performed_by: 'Helpdesk',
						},
						{
							occurred_at: step(),
							status: 'Device Received',
							order_number: order,
							received_from: assignee,
						},
						{
							occurred_at: step(),
							status: 'Repair in Progress',
							order_number: order,
							performed_by: 'Repair Center',
							services: rng.chance(0.5)
								? ['Screen Replacement']
								: ['Battery Replacement', 'Diagnostics'],
						},
						{
							occurred_at: step(),
							status: 'Repair Completed',
							order_number: order,
							performed_by: 'Repair Center',
						},
						{
							occurred_at: step(),
							status: 'Device Shipped',
							order_number: order,
							delivered_to: assignee,
						},
					],
				});
			} else {
				const order =
					type === 'recovery'
						? `RR-${store.nextNumber('remoteRecoveryNumber', 840001)}`
						: `ITAD-${store.nextNumber('itadNumber', 510001)}`;
				const events: CustodyEvent[] =
					type === 'recovery'
						? [
								{
									occurred_at: step(),
									status: 'Recovery Initiated',
									order_number: order,
									recovery_number:
										recovery?.recoveryNumber ?? `RCV-${store.nextNumber('recovery', 200001)}`,
									performed_by: 'IT Admin',
								},
								{ occurred_at: step(), status: 'Box Shipped', order_number: order },
								{
									occurred_at: step(),
									status: 'Box Received',
									order_number: order,
									received_from: assignee,
								},
							]
						: [
								{
									occurred_at: step(),
									status: 'ITAD Order Created',
									order_number: order,
									performed_by: 'IT Admin',
								},
								{ occurred_at: step(), status: 'Pickup Scheduled', order_number: order },
								{
									occurred_at: step(),
									status: 'Device Received',
									order_number: order,
									received_from: asset.location ?? 'Office',
								},
							];
				const assessmentAt = step();
				const assessment: CustodyEvent = {
					occurred_at: assessmentAt,
					status: 'Assessment in Progress',
					order_number: order,
					performed_by: 'Processing Facility',
				};
				if (dlr) {
					assessment.sub_events = [
						{
							occurred_at: new Date(Date.parse(assessmentAt) + 30 * 60 * 1000).toISOString(),
							status: 'DLR SENT',
						},
					];
				}
				events.push(assessment);
				events.push({
					occurred_at: step(),
					status: 'Assessment Completed',
					order_number: order,
					approved_price: Number((rng.int(2000, 60000) / 100).toFixed(2)),
					asset_disposition: rng.pick(['Resale', 'Recycle', 'Return to Stock']),
				});
				const erasureStart = clock + 60 * 60 * 1000;
				const erasureEnd = erasureStart + rng.int(20 * 60, 3 * 60 * 60) * 1000;
				clock = erasureEnd + 10 * 60 * 1000;
				events.push({
					occurred_at: new Date(clock).toISOString(),
					status: 'Data Erasure Completed',
					order_number: order,
					performed_by: 'Processing Facility',
					erasure_started_at: new Date(erasureStart).toISOString(),
					erasure_ended_at: new Date(erasureEnd).toISOString(),
					erasure_type: rng.pick(['NIST 800-88 Purge', 'NIST 800-88 Clear', 'Cryptographic Erase']),
					erasure_total_time: formatDuration(erasureEnd - erasureStart),
				});
				events.push({
					occurred_at: step(),
					status: type === 'recovery' ? 'Returned to Stock' : 'Certificate Issued',
					order_number: order,
				});
				timelines.push({
					order_type: type,
					...(type === 'recovery' ? { recovery_number: events[0].recovery_number as string } : {}),
					order_number: order,
					events,
				});
			}
		}
		store.custodyBySerial.set(asset.serialNumber, timelines);
	});
}

function seedLegalHolds(
	store: Store,
	rng: Random,
	employeeCount: number,
	daysAgo: (min: number, max: number) => Date,
): void {
	const candidates = [...store.assets.values()].filter((asset) => asset.assigneeId);
	const holdCount = Math.min(candidates.length, 4 + Math.floor(employeeCount / 60));
	for (let i = 0; i < holdCount; i++) {
		const asset = candidates[(i * 5 + 3) % candidates.length];
		if (store.activeHoldForAsset(asset.id)) continue;
		const placedOn = daysAgo(5, 120);
		const ticketId = store.nextId('ticket', 7001);
		store.tickets.set(ticketId, {
			id: ticketId,
			ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
			type: 'Legal Hold',
			subject: 'Litigation hold',
			description: 'Preserve devices for pending litigation.',
			status: 'Open',
			serialNumbers: [asset.serialNumber],
			createdAt: placedOn,
		});
		let releaseTicketId: string | null = null;
		if (i === 0) {
			releaseTicketId = store.nextId('ticket', 7001);
			store.tickets.set(releaseTicketId, {
				id: releaseTicketId,
				ticketNumber: `TKT-${store.nextNumber('ticketNumber', 40001)}`,
				type: 'Legal Hold Release',
				subject: 'Release litigation hold',
				description: 'Matter closed.',
				status: 'Open',
				serialNumbers: [asset.serialNumber],
				createdAt: new Date(placedOn.getTime() + 3 * DAY_MS),
			});
		}
		const id = store.nextNumber('legalHold', 501);
		store.legalHolds.set(id, {
			id,
			assetId: asset.id,
			placedOn,
			lastAssignee: store.employeeName(asset.assigneeId),
			submitTicketId: ticketId,
			releaseTicketId,
			active: true,
		});
		asset.assetStatus = 'Legal Hold';
		asset.deployable = false;
	}
	void rng;
}

function seedWallet(store: Store, rng: Random, count: number): void {
	const times: number[] = [];
	for (let i = 0; i < count; i++) {
		times.push(SEED_ANCHOR - rng.int(60, 365 * 24 * 60) * 60 * 1000);
	}
	times.sort((a, b) => a - b);
	// a few transactions share one timestamp, as batch postings do
	for (let i = 5; i < times.length; i += 17) times[i] = times[i - 1];
	for (const time of times) {
		store.walletTransactions.push(randomTransaction(store, rng, new Date(time)));
	}
	store.walletTransactions.reverse();
}

/** One plausible wallet transaction; also used by the control API and the demo clock. */
export function randomTransaction(
	store: Store,
	rng: Random,
	createdAt: Date,
	fixed: Partial<Pick<WalletTransaction, 'status' | 'type' | 'rawAmount' | 'currency'>> = {},
) {
	const status = fixed.status ?? (rng.chance(0.2) ? 'Credit' : 'Debit');
	const currencyRoll = rng.next();
	const currency: CurrencyCode =
		fixed.currency ?? (currencyRoll < 0.6 ? 'USD' : currencyRoll < 0.85 ? 'EUR' : 'GBP');
	const type =
		fixed.type ??
		(status === 'Credit'
			? rng.pick(['Cash Withdrawal', 'RMA', 'Overage'] as const)
			: rng.pick(WALLET_TRANSACTION_TYPES));
	const rawAmount =
		fixed.rawAmount ??
		(status === 'Credit' ? rng.int(200000, 2000000) / 100 : rng.int(2000, 250000) / 100);
	const hasOrder = status === 'Debit' && type !== 'Subscription' && type !== 'Logistics Fee';
	const orderNumeric = store.nextNumber('walletOrder', 400001);
	return {
		id: store.nextId('transaction', 300001),
		orderId: hasOrder ? `${store.companyPrefix}-${orderNumeric}` : null,
		orderNumber: hasOrder ? `ORD-${orderNumeric}` : null,
		type,
		status,
		rawAmount,
		currency,
		invoiceNumber: status === 'Debit' ? `INV-${createdAt.getUTCFullYear()}-${rng.digits(5)}` : null,
		createdAt,
	};
}
