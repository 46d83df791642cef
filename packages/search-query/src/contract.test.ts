import { type Category, entityTypes as contractEntityTypes } from '@kauppa/contract';
import { describe, expect, it } from 'vitest';
import { type CategoryNode, categoryIdsWithChildren } from './index.ts';
import { entityTypes } from './internal/entity-queries.ts';

describe('contract agreement', () => {
  it('builds queries for exactly the entity types of @kauppa/contract', () => {
    expect([...entityTypes].sort()).toEqual([...contractEntityTypes].sort());
  });

  it('walks contract category trees (string or number ids)', () => {
    const tree: Category[] = [{ id: '12', name: 'Akut', children_data: [{ id: 20, name: '12V' }] }];
    const nodes: ReadonlyArray<CategoryNode> = tree;
    expect(categoryIdsWithChildren([12], { categories: nodes })).toEqual([12, 20]);
  });
});
