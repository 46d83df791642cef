import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('@kauppa/url-dispatcher public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'categoryLink',
        'categoryLookup',
        'categoryRoute',
        'categorySearchParams',
        'checkoutRoute',
        'cmsPageRoute',
        'configurableParentRedirect',
        'createSearchUrlResolver',
        'createUrlDispatcher',
        'defaultUrlMappingCacheSize',
        'externalCheckoutUrl',
        'localizedPath',
        'localizedRouteName',
        'orderSuccessRoute',
        'productLink',
        'productRoute',
        'urlDispatcherMessages',
        'urlMappingsCollection',
        'categoryAncestorIds',
        'deepestCategoryId',
        'productCategoryIds',
        'trailCategory',
      ].sort(),
    );
  });

  it('keeps the path normalisation, the rewrite rule and the route-name helper internal (issue 19.5)', () => {
    for (const name of ['isHonouredRewrite', 'normalizeUrlPath', 'productRouteName']) {
      expect(api).not.toHaveProperty(name);
    }
  });

  it('uses the spec text as the message id', () => {
    expect(api.urlDispatcherMessages.requestDoesNotMatchAnyRoute).toBe('Request does not match any route');
  });
});
