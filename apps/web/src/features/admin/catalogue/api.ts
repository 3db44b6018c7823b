import { adminCatalogue, site } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_PAGE_SIZE } from '../ui/AdminListPage';

/** Server state of the shop catalogue pages: keys and fetches in one place. */
const root = ['admin', 'catalogue'] as const;

export const catalogueKeys = {
  adverts: [...root, 'adverts'],
  tree: [...root, 'tree'],
  /** Third-level categories a product can go in; a new or renamed category must show there too. */
  productCategories: [...root, 'productcategories'],
  products: [...root, 'products'],
  promos: [...root, 'promos'],
  clusters: [...root, 'clusters'],
} as const;

/** One function, so the options are worked out again only when the data changes. */
const categoryOptions = (r: { categories: { id: number; path: string }[] }) =>
  r.categories.map((c) => ({ value: String(c.id), label: c.path }));

/** The clusters (countries) a product or advert can be limited to. */
const clusterOptions = (r: { countryList: { countryCode: string; country: string }[] }) =>
  r.countryList.map((c) => ({ value: c.countryCode, label: c.country }));

export const catalogueQueries = {
  clusters: () =>
    queryOptions({
      queryKey: catalogueKeys.clusters,
      queryFn: () => callApi(site.getdivisionlist, {}),
      select: clusterOptions,
      staleTime: 5 * 60_000,
    }),
  adverts: () =>
    queryOptions({
      queryKey: catalogueKeys.adverts,
      queryFn: () => callApi(adminCatalogue.advertlist, {}),
    }),
  tree: () =>
    queryOptions({
      queryKey: catalogueKeys.tree,
      queryFn: () => callApi(adminCatalogue.categorytree, {}),
    }),
  productCategories: () =>
    queryOptions({
      queryKey: catalogueKeys.productCategories,
      queryFn: () => callApi(adminCatalogue.shopcategories, {}),
      select: categoryOptions,
    }),
  products: (search: string, page: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.products, search, page],
      queryFn: () => callApi(adminCatalogue.shopproducts, { search, page, pageSize: ADMIN_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  promos: (page: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.promos, page],
      queryFn: () => callApi(adminCatalogue.promolist, { page, pageSize: ADMIN_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};
