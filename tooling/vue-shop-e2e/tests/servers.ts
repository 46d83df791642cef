/** Where the Vue shop's suite serves: its own ports, apart from the storefront suites' (e2e/). */
export const host = '127.0.0.1';
export const apiPort = Number(process.env.VUE_SHOP_API_PORT ?? 23080);
export const webPort = Number(process.env.VUE_SHOP_PORT ?? 23000);

/** The orders the reference shop API stored (its admin endpoint, on with `KAUPPA_ADMIN`). */
export async function serverOrders(): Promise<Array<{ client_order_id: string }>> {
  const response = await fetch(`http://${host}:${apiPort}/__admin/orders`);
  return ((await response.json()) as { result: Array<{ client_order_id: string }> }).result;
}
