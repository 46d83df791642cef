import { describe, expect, it } from 'vitest';
import type { CartItem, CartMergeActionType, CartMergeOptions, ServerCartItem } from './index.ts';
import { decideCartMerge } from './index.ts';

const client = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  qty,
  ...extra,
});
const server = (sku: string, qty: number, item_id = 1): ServerCartItem => ({
  sku,
  qty,
  item_id,
  quote_id: 'q1',
});

type Case = 'server-only' | 'client-only' | 'qty mismatch';
const carts: Record<Case, { client: CartItem[]; server: ServerCartItem[] }> = {
  'server-only': { client: [], server: [server('AA-4', 2)] },
  'client-only': { client: [client('AA-4', 2)], server: [] },
  'qty mismatch': { client: [client('AA-4', 3)], server: [server('AA-4', 1)] },
};

// commerce-core §4 cart sync: the merge matrix — case × forced/not × each config switch.
const matrix: Array<[Case, boolean, boolean, boolean, CartMergeActionType]> = [
  // case, forceClientState, serverSyncCanRemoveLocalItems, serverSyncCanModifyLocalItems, expected
  ['server-only', true, false, false, 'deleteServerItem'],
  ['server-only', true, true, false, 'deleteServerItem'],
  ['server-only', true, false, true, 'deleteServerItem'],
  ['server-only', true, true, true, 'deleteServerItem'],
  ['server-only', false, false, false, 'addClientItem'],
  ['server-only', false, true, false, 'addClientItem'],
  ['server-only', false, false, true, 'addClientItem'],
  ['server-only', false, true, true, 'addClientItem'],
  ['client-only', true, false, false, 'pushClientItem'],
  ['client-only', true, true, false, 'pushClientItem'],
  ['client-only', true, false, true, 'pushClientItem'],
  ['client-only', true, true, true, 'pushClientItem'],
  ['client-only', false, false, false, 'pushClientItem'],
  ['client-only', false, true, false, 'removeClientItem'],
  ['client-only', false, false, true, 'pushClientItem'],
  ['client-only', false, true, true, 'removeClientItem'],
  ['qty mismatch', true, false, false, 'pushClientItem'],
  ['qty mismatch', true, true, false, 'pushClientItem'],
  ['qty mismatch', true, false, true, 'pushClientItem'],
  ['qty mismatch', true, true, true, 'pushClientItem'],
  ['qty mismatch', false, false, false, 'pushClientItem'],
  ['qty mismatch', false, true, false, 'pushClientItem'],
  ['qty mismatch', false, false, true, 'updateClientItem'],
  ['qty mismatch', false, true, true, 'updateClientItem'],
];

describe('cart merge matrix (commerce-core §4 cart sync)', () => {
  it.each(matrix)(
    '%s, forced %s, canRemoveLocal %s, canModifyLocal %s → %s',
    (kind, force, remove, modify, expected) => {
      const options: CartMergeOptions = {
        forceClientState: force,
        serverSyncCanRemoveLocalItems: remove,
        serverSyncCanModifyLocalItems: modify,
      };
      const { client: c, server: s } = carts[kind];
      expect(decideCartMerge({ client: c, server: s, ...options }).map((a) => a.type)).toEqual([expected]);
    },
  );
});

const defaults: CartMergeOptions = {
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};

describe('cart merge by sku and options (commerce-core §4 cart sync)', () => {
  it('compares lines by sku and options: the same sku with other options is another line', () => {
    const withOption = client('TEE', 1, {
      product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'red' }] } },
    });
    const actions = decideCartMerge({ client: [withOption], server: [server('TEE', 1)], ...defaults });
    expect(actions.map((a) => a.type).sort()).toEqual(['addClientItem', 'pushClientItem']);
  });

  it('treats option order as irrelevant', () => {
    const a = client('B', 1, {
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 1, option_value: 'x' },
            { option_id: 2, option_value: 'y' },
          ],
        },
      },
    });
    const b: ServerCartItem = {
      ...server('B', 1),
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 2, option_value: 'y' },
            { option_id: 1, option_value: 'x' },
          ],
        },
      },
    };
    expect(decideCartMerge({ client: [a], server: [b], ...defaults }).map((x) => x.type)).toEqual([
      'linkClientItem',
    ]);
  });

  it('does nothing for an equal line already linked to its server item', () => {
    const line = client('AA-4', 2, { server_item_id: 7, item_id: 7 });
    expect(decideCartMerge({ client: [line], server: [server('AA-4', 2, 7)], ...defaults })).toEqual([]);
  });

  it('deletes a duplicated server line', () => {
    const actions = decideCartMerge({
      client: [client('AA-4', 1)],
      server: [server('AA-4', 1, 1), server('AA-4', 1, 2)],
      ...defaults,
    });
    expect(actions).toContainEqual({ type: 'deleteServerItem', serverItem: server('AA-4', 1, 2) });
  });
});
