import { getCountries, getDepartments } from './loadOptions';
import { searchEmployees } from './listSearch';
import { getProducts } from './products';

export const loadOptions = { getCountries, getDepartments, getProducts };

export const listSearch = { searchEmployees };
