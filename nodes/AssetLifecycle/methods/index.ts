import {
	optionsOnceCredentialChosen,
	searchOnceCredentialChosen,
} from '../../shared/methods/credentialFirst';
import { getCurrencies } from '../../shared/methods/currencies';
import { getFieldPaths } from './fieldPaths';
import { getCountries, getDepartments } from './loadOptions';
import { searchCampaigns, searchEmployees } from './listSearch';
import { getProducts } from './products';

/**
 * getCurrencies needs no credential: without one it offers every code (see currencies.ts);
 * getFieldPaths reads the description.
 */
export const loadOptions = {
	getCountries: optionsOnceCredentialChosen(getCountries),
	getDepartments: optionsOnceCredentialChosen(getDepartments),
	getProducts: optionsOnceCredentialChosen(getProducts),
	getCurrencies,
	getFieldPaths,
};

export const listSearch = {
	searchCampaigns: searchOnceCredentialChosen(searchCampaigns),
	searchEmployees: searchOnceCredentialChosen(searchEmployees),
};
