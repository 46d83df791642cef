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
        'externalCheckoutUrl',
        'isHonouredRewrite',
        'localizedPath',
        'localizedRouteName',
        'normalizeUrlPath',
        'orderSuccessRoute',
        'productLink',
        'productRoute',
        'productRouteName',
        'urlDispatcherMessages',
        'urlMappingsCollection',
        'categoryAncestorIds',
        'deepestCategoryId',
        'productCategoryIds',
        'trailCategory',
      ].sort(),
    );
  });

  it('uses the spec text as the message id', () => {
    expect(api.urlDispatcherMessages.requestDoesNotMatchAnyRoute).toBe('Request does not match any route');
  });
});
