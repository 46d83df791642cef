import { type MyReview, myReviewsCollection, reviewSubmission } from '@kauppa/pages/views';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useAccountState, useShop } from '../shop/react.tsx';
import { Field } from './CheckoutField.tsx';

export { type MyReview, myReviewsCollection };

/**
 * The review form (accounts-content §5, §7): name, summary and review; it is submitted for
 * moderation ("review/create", success only on code 200).
 */
export function ReviewForm({ productId, sku }: { productId: string | number; sku?: string }) {
  const t = useT();
  const shop = useShop();
  const account = useAccountState();
  const form = useShopForm({ name: account?.current?.firstname ?? '', summary: '', review: '' });
  const [submitted, setSubmitted] = useState(false);
  if (submitted)
    return <p role="status">{t('Thank you for your review! It has been submitted for moderation.')}</p>;
  return (
    <form
      noValidate
      className="review-form"
      data-testid="review-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.reviewForm, v)))) return;
        const customerId = account?.current?.id;
        const review = reviewSubmission({ productId, values: form.values, customerId });
        const result = await shop.reviews.submit(review);
        if (!result.ok) return;
        const created_at = shop.clock.now();
        await shop.collections
          .collection<MyReview>(myReviewsCollection)
          .set(String(created_at), { ...review, sku, created_at });
        setSubmitted(true);
      }}
    >
      <h3>{t('Add a review')}</h3>
      <Field
        form="review"
        name="name"
        label={t('First name')}
        value={form.values.name}
        error={form.errors.name}
        onValue={form.set('name')}
      />
      <Field
        form="review"
        name="summary"
        label={t('Summary')}
        value={form.values.summary}
        error={form.errors.summary}
        onValue={form.set('summary')}
      />
      <div className={`field${form.errors.review ? ' field--invalid' : ''}`}>
        <label htmlFor="review-review">{t('Review')}</label>
        <textarea
          id="review-review"
          value={form.values.review}
          onChange={(e) => form.set('review')(e.currentTarget.value)}
        />
        {form.errors.review && (
          <p className="field__error">{t(form.errors.review.id, form.errors.review.params)}</p>
        )}
      </div>
      <button type="submit" className="button" disabled={!shop}>
        {t('Add review')}
      </button>
    </form>
  );
}
