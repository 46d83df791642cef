import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/**
 * The store views of a CMS document: Magento sends a list (`store_id: [0]`, 0 = all store views;
 * vue-storefront-api v1.12.5 var/catalog_cms_page.json), the reference server one id.
 */
const cmsStoreIdSchema = z.union([idSchema, z.array(idSchema)]);

/** A CMS page (accounts-content §3): fetched by id or identifier and store id. */
export const cmsPageSchema = z.looseObject({
  id: idSchema,
  identifier: z.string(),
  title: z.optional(z.string()),
  content: z.optional(z.string()),
  content_heading: z.nullish(z.string()),
  meta_title: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  meta_keywords: z.nullish(z.string()),
  store_id: z.optional(cmsStoreIdSchema),
  active: z.optional(z.boolean()),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** A CMS block (accounts-content §3). */
export const cmsBlockSchema = z.looseObject({
  id: idSchema,
  identifier: z.string(),
  title: z.optional(z.string()),
  content: z.optional(z.string()),
  store_id: z.optional(cmsStoreIdSchema),
  active: z.optional(z.boolean()),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

/** A FAQ category (accounts-content §3: url_key, position). */
export const faqCategorySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  url_key: z.string(),
  position: z.number(),
  description: z.nullish(z.string()),
  store_id: z.optional(idSchema),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** A FAQ question and its answer (accounts-content §3: url_key, position). */
export const faqItemSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  url_key: z.string(),
  position: z.number(),
  answer: z.optional(z.string()),
  category_ids: z.optional(z.array(idSchema)),
  store_id: z.optional(idSchema),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A node of the CMS hierarchy (entity type cms_hierarchy). */
export const cmsHierarchySchema = z.looseObject({
  node_id: idSchema,
  identifier: z.optional(z.string()),
  label: z.optional(z.string()),
  request_url: z.optional(z.string()),
  parent_node_id: z.nullish(idSchema),
  level: z.optional(z.number()),
  sort_order: z.optional(z.number()),
  page_id: z.nullish(idSchema),
});
export type CmsHierarchy = z.infer<typeof cmsHierarchySchema>;

/** A url rewrite (accounts-content §3). Only redirect types 301 and 302 redirect. */
export const urlRewriteSchema = z.looseObject({
  request_path: z.string(),
  target_path: z.string(),
  redirect_type: z.number(),
  entity_type: z.string(),
  entity_id: z.nullish(idSchema),
  store_id: z.optional(idSchema),
});
export type UrlRewrite = z.infer<typeof urlRewriteSchema>;

/** The newsletter state (accounts-content §3). */
export const newsletterSchema = z.looseObject({ isSubscribed: z.boolean(), email: z.string() });
export type NewsletterStatus = z.infer<typeof newsletterSchema>;

/** A review as sent to `review/create` (accounts-content §7). */
export const reviewSchema = z.looseObject({
  product_id: idSchema,
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  review_entity: z.optional(z.string()),
  review_status: z.optional(z.number()),
  customer_id: z.nullish(idSchema),
  ratings: z.optional(z.array(z.looseObject({ rating_name: z.optional(z.string()), value: z.number() }))),
});
export type Review = z.infer<typeof reviewSchema>;

/** A stored review: the review plus its id and moderation status. */
export const storedReviewSchema = z.extend(reviewSchema, {
  id: idSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** A FAQ question asked by a shopper (accounts-content §7). */
export const faqQuestionSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  question: z.string(),
  productId: z.nullish(idSchema),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** The email payload of the mailer (accounts-content §3). */
export const emailPayloadSchema = z.looseObject({
  sourceAddress: z.string(),
  targetAddress: z.string(),
  subject: z.string(),
  emailText: z.string(),
  confirmation: z.optional(z.boolean()),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** A marketing-email customer (accounts-content §3). */
export const marketingCustomerSchema = z.looseObject({
  email: z.string(),
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  telephone: z.optional(z.string()),
  address: z.optional(z.unknown()),
});
export type MarketingCustomer = z.infer<typeof marketingCustomerSchema>;

/** The form fields of a back-in-stock subscription (accounts-content §7). */
export const backInStockFormSchema = z.looseObject({
  a: z.string(),
  email: z.string(),
  g: z.string(),
  variant: z.string(),
  product: z.string(),
  platform: z.string(),
  store: z.string(),
  subscribe_for_newsletter: z.string(),
});
export type BackInStockForm = z.infer<typeof backInStockFormSchema>;

/** The marketing provider's answer with a `success` flag. */
export const successResultSchema = z.looseObject({ success: z.boolean() });
export type SuccessResult = z.infer<typeof successResultSchema>;
