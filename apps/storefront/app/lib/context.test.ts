import { GraphqlUnsupportedError } from '@kauppa/search-query';
import { describe, expect, it } from 'vitest';
import { checkServerConfig } from './context.ts';

describe('the server configuration checked at start-up (issue 27.9, the platform GraphQL support matrix)', () => {
  it('refuses a graphql search adapter on Elasticsearch 7 that names no fallback for what its GraphQL cannot serve', () => {
    expect(() => checkServerConfig({ api: { searchAdapter: 'graphql', elasticsearchVersion: 7 } })).toThrow(
      GraphqlUnsupportedError,
    );
  });

  it('starts with the catalogue search adapter on Elasticsearch 7', () => {
    expect(() => checkServerConfig({ api: { searchAdapter: 'api', elasticsearchVersion: 7 } })).not.toThrow();
  });

  it('starts without a server configuration (the reference shop API)', () => {
    expect(() => checkServerConfig(undefined)).not.toThrow();
  });
});
