import * as z from 'zod';
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
  title: z.string().optional(),
  content: z.string().optional(),
  content_heading: z.string().nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
  meta_keywords: z.string().nullish(),
  store_id: cmsStoreIdSchema.optional(),
  active: z.boolean().optional(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** A CMS block (accounts-content §3). */
export const cmsBlockSchema = z.looseObject({
  id: idSchema,
  identifier: z.string(),
  title: z.string().optional(),
  content: z.string().optional(),
  store_id: cmsStoreIdSchema.optional(),
  active: z.boolean().optional(),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

/** A FAQ category (accounts-content §3: url_key, position). */
export const faqCategorySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  url_key: z.string(),
  position: z.number(),
  description: z.string().nullish(),
  store_id: idSchema.optional(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** A FAQ question and its answer (accounts-content §3: url_key, position). */
export const faqItemSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  url_key: z.string(),
  position: z.number(),
  answer: z.string().optional(),
  category_ids: z.array(idSchema).optional(),
  store_id: idSchema.optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A node of the CMS hierarchy (entity type cms_hierarchy). */
export const cmsHierarchySchema = z.looseObject({
  node_id: idSchema,
  identifier: z.string().optional(),
  label: z.string().optional(),
  request_url: z.string().optional(),
  parent_node_id: idSchema.nullish(),
  level: z.number().optional(),
  sort_order: z.number().optional(),
  page_id: idSchema.nullish(),
});
export type CmsHierarchy = z.infer<typeof cmsHierarchySchema>;

/** A url rewrite (accounts-content §3). Only redirect types 301 and 302 redirect. */
export const urlRewriteSchema = z.looseObject({
  request_path: z.string(),
  target_path: z.string(),
  redirect_type: z.number(),
  entity_type: z.string(),
  entity_id: idSchema.nullish(),
  store_id: idSchema.optional(),
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
  review_entity: z.string().optional(),
  review_status: z.number().optional(),
  customer_id: idSchema.nullish(),
  ratings: z.array(z.looseObject({ rating_name: z.string().optional(), value: z.number() })).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A stored review: the review plus its id and moderation status. */
export const storedReviewSchema = reviewSchema.extend({
  id: idSchema,
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** A FAQ question asked by a shopper (accounts-content §7). */
export const faqQuestionSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  question: z.string(),
  productId: idSchema.nullish(),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** The email payload of the mailer (accounts-content §3). */
export const emailPayloadSchema = z.looseObject({
  sourceAddress: z.string(),
  targetAddress: z.string(),
  subject: z.string(),
  emailText: z.string(),
  confirmation: z.boolean().optional(),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** A marketing-email customer (accounts-content §3). */
export const marketingCustomerSchema = z.looseObject({
  email: z.string(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  telephone: z.string().optional(),
  address: z.unknown().optional(),
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
