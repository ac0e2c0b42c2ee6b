/** Employees with their assets, HR blocks and legacy aliases, and the unassigned assets. */
import { ymd } from '../format';
import { firstNames, homes, lastNames, officeNames, productModels, streets } from '../reference';
import type { Asset, Employee, Employment } from '../store';
import type { SeedContext } from './context';

/** A device, assigned to an employee or in storage at a location. */
export function addAsset(
	{ store, rng, daysAgo, serial }: SeedContext,
	assigneeId: string | null,
	location: string | null,
): Asset {
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
}

function locationTypeOf(roll: number): Employee['locationType'] {
	if (roll < 0.5) return 'Remote Employee';
	if (roll < 0.8) return 'Corporate Office';
	return roll < 0.9 ? 'Warehouse' : 'Retail Store';
}

/** The employment block and the HR system's values of three employees in four. */
function employmentOf(
	{ rng, daysAgo, phone }: SeedContext,
	local: string,
	homeCountry: string,
): { employment: Employment | null; hr: Employee['hr'] } {
	if (!rng.chance(0.75)) return { employment: null, hr: null };
	const statusRoll = rng.next();
	const status = statusRoll < 0.8 ? 'Active' : statusRoll < 0.92 ? 'Terminated' : 'On Leave';
	const start = daysAgo(200, 2500);
	const employment: Employment = {
		employment_status: status,
		employment_type: rng.pick(['Full-time', 'Full-time', 'Part-time', 'Contractor']),
		employment_start_date: ymd(start),
		manager: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
	};
	if (status === 'Terminated') employment.termination_date = ymd(daysAgo(1, 150));
	if (rng.chance(0.7)) employment.personal_email = `${local}.home@mail.example`;
	if (rng.chance(0.5)) {
		employment.personal_phone = phone();
		employment.personal_contact_country = homeCountry;
	}
	return { employment, hr: { employee_number_id: `HR${rng.digits(6)}`, work_phone: phone() } };
}

/** Where the departments and cost centers an employee may belong to are. */
interface Belongings {
	activeDepartmentIds: string[];
	costCenterIds: number[];
}

/** One employee named `firstName lastName`, with `local` the part of their addresses before @. */
function newEmployee(
	context: SeedContext,
	[firstName, lastName, local]: [string, string, string],
	{ activeDepartmentIds, costCenterIds }: Belongings,
	legacyEmailKey: boolean,
): Employee {
	const { store, rng, daysAgo, zipFrom, phone } = context;
	const home = rng.pick(homes);
	const locationType = locationTypeOf(rng.next());
	const hasPersonal = rng.chance(0.6);
	const id = store.nextId('employee', 10001);
	const { employment, hr } = employmentOf(context, local, home.country);
	return {
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
		legacyEmailKey,
		employment,
		hr,
		assetIds: [],
		updatedAt: daysAgo(1, 300),
	};
}

/**
 * `count` employees, each with 0 to 3 assets, then a quarter as many assets in storage. The n-th
 * employee of a name gets the suffix n (none for the first): names hold no digits, so counting
 * per name gives unique addresses without searching for a free one.
 */
export function seedEmployees(context: SeedContext, count: number, belongings: Belongings): void {
	const { store, rng } = context;
	const namesakes = new Map<string, number>();
	for (let i = 0; i < count; i++) {
		const firstName = rng.pick(firstNames);
		const lastName = rng.pick(lastNames);
		const name = `${firstName}.${lastName}`.toLowerCase();
		const occurrence = (namesakes.get(name) ?? 0) + 1;
		namesakes.set(name, occurrence);
		const local = occurrence === 1 ? name : `${name}${occurrence}`;
		const employee = newEmployee(context, [firstName, lastName, local], belongings, i % 3 === 0);
		if (employee.personalPhone) employee.personalPhoneCountry = employee.country;
		const assetCount = rng.pick([0, 1, 1, 2, 2, 3]);
		for (let a = 0; a < assetCount; a++) {
			employee.assetIds.push(addAsset(context, employee.id, employee.locationName).id);
		}
		store.employees.set(employee.id, employee);
	}
	const unassignedCount = Math.ceil(count / 4);
	for (let i = 0; i < unassignedCount; i++) addAsset(context, null, rng.pick(officeNames));
}
