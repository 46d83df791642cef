import { useEffect, useState } from 'react';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { type MyReview, myReviewsCollection } from '../components/ReviewForm.tsx';
import { useT } from '../lib/i18n.ts';
import { useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'My product reviews' }];
}

/** My product reviews (accounts-content §2): the reviews this customer sent for moderation. */
export default function MyProductReviews() {
  return (
    <AccountLayout title="My product reviews">
      <Reviews />
    </AccountLayout>
  );
}

function Reviews() {
  const t = useT();
  const shop = useShop()!;
  const [reviews, setReviews] = useState<MyReview[] | null>(null);
  useEffect(() => {
    const store = shop.collections.collection<MyReview>(myReviewsCollection);
    const load = () => void store.entries().then((entries) => setReviews(entries.map(([, r]) => r)));
    load();
    return store.subscribe(load);
  }, [shop]);
  if (!reviews) return <p>{t('Loading...')}</p>;
  if (reviews.length === 0) return <p>{t('You have not reviewed any products yet.')}</p>;
  return (
    <ul className="product-list">
      {reviews.map((review) => (
        <li key={review.created_at} className="product-list__item">
          <strong>{review.title}</strong> <span>{review.sku ?? String(review.product_id)}</span>
          <p>{review.detail}</p>
          <em>{t('Submitted for moderation')}</em>
        </li>
      ))}
    </ul>
  );
}
