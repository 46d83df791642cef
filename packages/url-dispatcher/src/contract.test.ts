import type { Category, CmsPage, UrlRewrite as ContractUrlRewrite, Product } from '@kauppa/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryRoute,
  cmsPageRoute,
  productRoute,
  type RoutableCategory,
  type RoutableCmsPage,
  type RoutableProduct,
  type RoutableUrlRewrite,
} from './index.ts';

describe('contract entities fit the structural route types', () => {
  it('accepts contract products, categories, CMS pages and url rewrites', () => {
    const product = { sku: 'A', type_id: 'simple', slug: 'a' } as Product;
    const category = { id: 3, slug: 'c' } as Category;
    const page = { identifier: 'i' } as CmsPage;
    const rewrite = { request_path: 'a', target_path: 'b', redirect_type: 301 } as ContractUrlRewrite;
    const asRoutable: [RoutableProduct, RoutableCategory, RoutableCmsPage, RoutableUrlRewrite] = [
      product,
      category,
      page,
      rewrite,
    ];
    expect(productRoute(asRoutable[0]).path).toBe('/p/A/a');
    expect(categoryRoute(asRoutable[1]).path).toBe('/c/c');
    expect(cmsPageRoute(asRoutable[2]).path).toBe('/i/i');
  });
});
