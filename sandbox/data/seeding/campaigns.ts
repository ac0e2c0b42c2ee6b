/**
 * Recovery campaigns and their recoveries: every status, tracking, one campaign larger than its
 * default page.
 */
import type { RecoveryStatus } from '../../schemas';
import { RECOVERY_STATUSES } from '../../valueLists';
import { homes, streets } from '../reference';
import type { Campaign, Employee, Recovery, Tracking } from '../store';
import type { SeedContext } from './context';

/** The campaigns' and recoveries' counts the seed asks for (see SeedOptions). */
export interface CampaignSizes {
	employees: number;
	campaigns?: number;
	recoveries?: number;
}

/**
 * With explicit campaigns or recoveries the account is shaped like a long-running one: the
 * newest quarter of the campaigns (and the first, largest one) are under way, with recoveries in
 * every status; the others are closed, their recoveries all in a settled status.
 */
const SETTLED_RECOVERY_STATUSES: RecoveryStatus[] = [
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Recovery Failed',
];

const CAMPAIGN_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'AU'];

const LAPTOP_BOX = {
	device: 'Laptop',
	qty: 1,
	incoming_weight: 5,
	length: 18,
	width: 14,
	height: 4,
};
const PHONE_BOX = {
	device: 'Mobile Phone',
	qty: 1,
	incoming_weight: 1,
	length: 8,
	width: 6,
	height: 3,
};

/** The `c`-th campaign, its return address in its country. */
function newCampaign({ store, rng, daysAgo, zipFrom, phone }: SeedContext, c: number): Campaign {
	const campaignNumber = store.nextNumber('campaign', 3001);
	const country = CAMPAIGN_COUNTRIES[c % CAMPAIGN_COUNTRIES.length];
	const home = homes.find((h) => h.country === country) ?? homes[0];
	return {
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
				packages: [LAPTOP_BOX, ...(rng.chance(0.5) ? [PHONE_BOX] : [])].map((box) => ({ ...box })),
				campaignCountries: [country, ...(rng.chance(0.4) ? ['CA'] : [])].filter(
					(value, index, all) => all.indexOf(value) === index,
				),
			},
		],
	};
}

/** The campaigns, each with its recoveries of employees taken in a fixed stride. */
export function seedCampaigns(context: SeedContext, sizes: CampaignSizes): void {
	const { store, rng, daysAgo } = context;
	const employees = [...store.employees.values()];
	const shaped = sizes.campaigns !== undefined || sizes.recoveries !== undefined;
	const campaignCount = sizes.campaigns ?? Math.max(9, Math.ceil(sizes.employees / 80));
	const totalRecoveries = sizes.recoveries ?? 0;
	const firstCampaignRecoveries = Math.ceil(totalRecoveries / 10);
	const recoveriesOfCampaign = (c: number) => {
		if (c === 0) return firstCampaignRecoveries;
		const others = Math.max(1, campaignCount - 1);
		const rest = totalRecoveries - firstCampaignRecoveries;
		return Math.floor(rest / others) + (c - 1 < rest % others ? 1 : 0);
	};
	const underWay = (c: number) => c === 0 || c >= campaignCount - Math.ceil(campaignCount / 4);
	let recoveryIndex = 0;
	for (let c = 0; c < campaignCount; c++) {
		const campaign = newCampaign(context, c);
		store.campaigns.set(campaign.campaignNumber, campaign);
		// a recovery is an employee's: an account without employees has campaigns and no recoveries
		const recoveryCount = !employees.length
			? 0
			: sizes.recoveries !== undefined
				? recoveriesOfCampaign(c)
				: c === 0
					? Math.max(60, Math.ceil(sizes.employees / 10))
					: rng.int(3, 12);
		const statuses = !shaped || underWay(c) ? RECOVERY_STATUSES : SETTLED_RECOVERY_STATUSES;
		for (let r = 0; r < recoveryCount; r++) {
			const employee = employees[(recoveryIndex * 7) % employees.length];
			const status: RecoveryStatus = statuses[recoveryIndex % statuses.length];
			recoveryIndex++;
			const lastUpdated = daysAgo(1, 200);
			const recovery = newRecovery(
				context,
				[campaign.campaignNumber, status, lastUpdated],
				employee,
			);
			store.recoveries.set(recovery.recoveryNumber, recovery);
		}
	}
}

/** The carrier's tracking of a recovery whose boxes have shipped. */
function trackingOf({ rng }: SeedContext, received: boolean): Tracking[] {
	const entry: Tracking = {
		carrierName: rng.pick(['UPS', 'FedEx']),
		forwardNumber: `1Z${rng.digits(16)}`,
		forwardLink: null,
		returnNumber: received || rng.chance(0.5) ? `1Z${rng.digits(16)}` : null,
		returnLink: null,
	};
	entry.forwardLink = `https://www.ups.com/track?tracknum=${entry.forwardNumber}`;
	entry.returnLink = entry.returnNumber
		? `https://www.ups.com/track?tracknum=${entry.returnNumber}`
		: '';
	return [entry];
}

/** An employee's recovery in a campaign, its devices the employee's first five assets. */
function newRecovery(
	context: SeedContext,
	[campaignNumber, status, lastUpdated]: [number, RecoveryStatus, Date],
	employee: Employee,
): Recovery {
	const { store, rng } = context;
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
	const tracking = shipped ? trackingOf(context, received) : [];
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
