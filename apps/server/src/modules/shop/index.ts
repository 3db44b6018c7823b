/** The module's public face: what the rest of the server may use. */
export { type AdvertRow, createAdvert, deleteAdvert, findAdvert, updateAdvert } from './admin-adverts.js';
export {
  createCategory,
  createProduct,
  createPromoCode,
  importVoucherCodes,
  restoreProduct,
  saveShopImage,
  updateCategory,
  updateProduct,
  updatePromoCode,
  withdrawProduct,
} from './admin-catalogue.js';
export { cancelOrder, dispatchOrder, setLineDispatch, setOrderStatus } from './admin-orders.js';
export { findOrderItem, orderItems } from './order-repository.js';
export { placeOrderInTransaction } from './place-order.js';
export { type PromoRow } from './promo.js';
export { shopRoutes } from './routes.js';
