import type { Address } from '@kauppa/account';
import { addressFormFields, addressFormValues, addressFromForm, addressLine } from '@kauppa/pages/views';
import { useState } from 'react';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { Field } from '../components/CheckoutField.tsx';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Shipping details' }];
}

/** The address book (accounts-content §4): add, edit and remove addresses. */
export default function ShippingDetails() {
  return (
    <AccountLayout title="Shipping details">
      <AddressBook />
    </AccountLayout>
  );
}

function AddressBook() {
  const t = useT();
  const shop = useShop()!;
  const addresses = useAccountState()?.current?.addresses ?? [];
  const [editing, setEditing] = useState<Address | 'new' | null>(addresses.length === 0 ? 'new' : null);
  return (
    <>
      <ul className="product-list" data-testid="address-list">
        {addresses.map((address) => (
          <li key={String(address.id)} className="product-list__item">
            <span className="product-list__name">{addressLine(address)}</span>
            <button type="button" className="link-button" onClick={() => setEditing(address)}>
              {t('Edit')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => void shop.account.removeAddress(address.id)}
            >
              {t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : String(editing.id)}
          address={editing === 'new' ? null : editing}
          done={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('Add a new address')}
        </button>
      )}
    </>
  );
}

function AddressForm({ address, done }: { address: Address | null; done: () => void }) {
  const t = useT();
  const shop = useShop()!;
  // A new address starts in the shop's default tax country (configuration, not a literal).
  const form = useShopForm(addressFormValues({ address, defaultCountry: shop.config.tax.defaultCountry }));
  return (
    <form
      noValidate
      data-testid="address-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.check((v) => errorsOf(shop.validate(shop.validation.addressForm, v)))) return;
        const next = addressFromForm({ values: form.values, address });
        const result = address
          ? await shop.account.updateAddress(next)
          : await shop.account.saveAddress(next);
        if (result.ok) done();
      }}
    >
      <h2>{t(address ? 'Edit address' : 'Add a new address')}</h2>
      {addressFormFields.map(([name, label]) => (
        <Field
          key={name}
          form="address"
          name={name}
          label={t(label)}
          value={form.values[name]}
          error={form.errors[name]}
          onValue={form.set(name)}
        />
      ))}
      <button type="submit" className="button">
        {t('Save address')}
      </button>{' '}
      <button type="button" className="link-button" onClick={done}>
        {t('Cancel')}
      </button>
    </form>
  );
}
