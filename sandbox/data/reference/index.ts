/** Fixed reference data of the sandbox account: countries, product models, inventory, names. */
export { countries, countryByCode } from './countries';
export type { Country, CountryState } from './countries';
export { departmentNames, firstNames, lastNames } from './names';
export { homes, officeNames, streets } from './places';
export { inventory, productModels } from './products';
export type { InventoryItem, ProductModel } from './products';
