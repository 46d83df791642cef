import type { Address } from '@kauppa/account';
import { useState } from 'react';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { Field } from '../components/CheckoutField.tsx';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Shipping details' }];
}

const empty = {
  firstName: '',
  lastName: '',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  zipCode: '',
  phoneNumber: '',
};

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
            <span className="product-list__name">
              {address.firstname} {address.lastname}, {address.street.filter(Boolean).join(' ')},{' '}
              {address.postcode} {address.city}, {address.country_id}
            </span>
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
  const form = useShopForm(
    address
      ? {
          firstName: address.firstname,
          lastName: address.lastname,
          streetAddress: address.street[0] ?? '',
          apartmentNumber: address.street[1] ?? '',
          city: address.city,
          zipCode: address.postcode,
          country: address.country_id,
          phoneNumber: address.telephone ?? '',
        }
      : // A new address starts in the shop's default tax country (configuration, not a literal).
        { ...empty, country: shop.config.tax.defaultCountry ?? '' },
  );
  const fields = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['streetAddress', 'Street name'],
    ['apartmentNumber', 'House/Apartment number'],
    ['city', 'City'],
    ['zipCode', 'Zip-code'],
    ['country', 'Country'],
    ['phoneNumber', 'Phone Number'],
  ] as const;
  return (
    <form
      noValidate
      data-testid="address-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.check((v) => errorsOf(shop.validate(shop.validation.addressForm, v)))) return;
        const v = form.values;
        const next: Address = {
          ...(address ?? {}),
          firstname: v.firstName,
          lastname: v.lastName,
          street: [v.streetAddress, v.apartmentNumber],
          city: v.city,
          postcode: v.zipCode,
          country_id: v.country,
          telephone: v.phoneNumber,
          default_shipping: address?.default_shipping ?? true,
          default_billing: address?.default_billing ?? true,
        };
        const result = address
          ? await shop.account.updateAddress(next)
          : await shop.account.saveAddress(next);
        if (result.ok) done();
      }}
    >
      <h2>{t(address ? 'Edit address' : 'Add a new address')}</h2>
      {fields.map(([name, label]) => (
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
