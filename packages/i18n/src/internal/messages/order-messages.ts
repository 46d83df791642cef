/** commerce-core §4 "Placing an order" (cash on delivery) and §9. */
export const orderMessages = {
  paymentInformation: 'Payment Information',
  cashOnDeliveryInfo: 'You are going to pay for this order upon delivery.',
  cashOnDelivery: 'Cash on delivery',
} as const;
