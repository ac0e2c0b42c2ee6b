import {
	optionsOnceCredentialChosen,
	searchOnceCredentialChosen,
} from '../../shared/methods/credentialFirst';
import { getCurrencies } from '../../shared/methods/currencies';
import { getCountries, getDepartments } from './loadOptions';
import { searchCampaigns, searchEmployees } from './listSearch';
import { getProducts } from './products';

/** getCurrencies needs no credential: without one it offers every code (see currencies.ts). */
export const loadOptions = {
	getCountries: optionsOnceCredentialChosen(getCountries),
	getDepartments: optionsOnceCredentialChosen(getDepartments),
	getProducts: optionsOnceCredentialChosen(getProducts),
	getCurrencies,
};

export const listSearch = {
	searchCampaigns: searchOnceCredentialChosen(searchCampaigns),
	searchEmployees: searchOnceCredentialChosen(searchEmployees),
};
